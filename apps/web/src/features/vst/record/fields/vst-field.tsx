import type { Option } from '@scout/domain/cases/option';
import type { VstField as VstFieldDeclaration } from '@scout/domain/vst/field-labels';
import { OTHER, YES_NO_OPTIONS, YES_NO_UNKNOWN_OPTIONS } from '@scout/domain/vst/options';
import { Col } from 'antd';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckField, RadioField, SwitchField } from '../../../../components/fields/choice-fields.tsx';
import { DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { GridCell, ownsColumns } from '../../../../components/fields/field-grid.tsx';
import type { BaseFieldProps } from '../../../../components/fields/field-shell.tsx';
import { MultiCheckField } from '../../../../components/fields/multi-check-field.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { SelectField, type SelectOption } from '../../../../components/fields/select-field.tsx';
import { SelectWithOtherField } from '../../../../components/fields/select-with-other-field.tsx';
import { TextAreaField, TextField } from '../../../../components/fields/text-fields.tsx';
import { useVstHospitals, useVstMedications, useVstUsers } from '../../api/get-lookups.ts';
import type { VstRecordKind } from '../../api/vst-api.ts';
import { type VstSectionName, vstFieldDeclaration } from './vst-declarations.ts';
import { useVstSection } from './vst-section.tsx';

export interface VstFieldProps {
  /** The field's name in its section, as field-labels.ts declares it ('haemorrhage'). */
  name: string;
  /** The section (react-hook-form path prefix); the surrounding VstFieldSection's by default. */
  section?: VstSectionName;
  /** Which declarations: the consult's or the follow-up's; the VstFieldSection's, else 'consult'. */
  record?: VstRecordKind;
  /** The required marker; by default the VstFieldSection's (derived from the domain rule). */
  required?: boolean;
  disabled?: boolean;
  /** Rewords the label. Avoid it: the declaration's label is the one the PDF and exports show. */
  label?: string;
  /** A hint under the field. */
  extra?: ReactNode;
  /** A number's unit. */
  unit?: string;
  /** A text as a growing text area. */
  multiline?: boolean;
  /** The Other text of a choice or checkbox group: its name in the same section (label declared). */
  other?: string;
  /** How a choice or a tick is shown: radio buttons (default for Yes/No lists) or a select; check or switch. */
  control?: 'radio' | 'select' | 'check' | 'switch';
  /** Adjusts a choice list (hide or disable options by a domain rule). */
  options?: (options: SelectOption[]) => SelectOption[];
  onPicked?: (value: unknown) => void;
  /** Date/time in the past only (default true). */
  pastOnly?: boolean;
  /** The whole grid row (long checkbox groups). */
  wide?: boolean;
  /** Renders without its own grid column (outside a FieldGrid). */
  bare?: boolean;
  id?: string;
}

const isYesNoList = (options: readonly Option[] | undefined) =>
  options === YES_NO_OPTIONS || options === YES_NO_UNKNOWN_OPTIONS;

/** The hospitals (GET /hospitals) as a select of ids. */
function HospitalSelect(props: BaseFieldProps) {
  const hospitals = useVstHospitals();
  return <SelectField {...props} options={hospitals.options} loading={hospitals.isLoading} />;
}

/** The VST neurologists (GET /managers) as a select of ids. */
function UserSelect(props: BaseFieldProps) {
  const users = useVstUsers('managers');
  return <SelectField {...props} options={users.options} loading={users.isLoading} />;
}

/** Medication names (GET /medications), several; names no longer listed stay shown and kept. */
function MedicationsSelect(props: BaseFieldProps) {
  const medications = useVstMedications();
  const current = useWatch({ name: props.name }) as unknown;
  const known = new Set(medications.options.map((o) => o.value));
  const kept = (Array.isArray(current) ? current : []).filter(
    (v): v is string => typeof v === 'string' && !known.has(v),
  );
  const options = [...medications.options, ...kept.map((v) => ({ value: v, label: v }))];
  return <SelectField {...props} multiple options={options} loading={medications.isLoading} />;
}

/** The kit field of a declaration, bound at `section.name`. */
function FieldOf({
  decl,
  section,
  record,
  base,
  props,
}: {
  decl: VstFieldDeclaration;
  section: VstSectionName;
  record: VstRecordKind;
  base: BaseFieldProps;
  props: VstFieldProps;
}) {
  const options = (props.options ?? ((o) => o))((decl.options ?? []).map((o) => ({ ...o })));
  const other = props.other
    ? {
        value: OTHER,
        name: `${section}.${props.other}`,
        label: vstFieldDeclaration(record, section, props.other).label,
      }
    : undefined;
  switch (decl.kind) {
    case 'text':
      return props.multiline ? <TextAreaField {...base} /> : <TextField {...base} />;
    case 'number':
      return <NumberField {...base} unit={props.unit} min={0} />;
    case 'dateTime':
      return <DateTimeField {...base} pastOnly={props.pastOnly ?? true} onPicked={props.onPicked} />;
    case 'boolean':
      return props.control === 'switch' ? <SwitchField {...base} /> : <CheckField {...base} />;
    case 'choices':
      return <MultiCheckField {...base} options={options} other={other} />;
    case 'hospital':
      return <HospitalSelect {...base} />;
    case 'user':
      return <UserSelect {...base} />;
    case 'list':
      return <MedicationsSelect {...base} />;
    case 'choice': {
      const radio = props.control === 'radio' || (props.control !== 'select' && isYesNoList(decl.options));
      if (radio) return <RadioField {...base} options={options} onPicked={props.onPicked} />;
      if (other) return <SelectWithOtherField {...base} options={options} other={other} clearOnChange />;
      return <SelectField {...base} options={options} onPicked={props.onPicked} />;
    }
    default:
      // The handover history ('specialists') is the neurologist section's own component.
      return null;
  }
}

/**
 * One VST field from its domain declaration (field-labels.ts): its label, its kind's kit field
 * (text, number, date/time, tick, choice as radios or select, checkbox group with Other,
 * hospital, neurologist or medications lookup) and its options, bound at `<section>.<name>`.
 * Inside a VstFieldSection of its section it takes its required marker from the domain rule and
 * renders nothing while the section's clearing rule hides it. It lays out its own grid column(s),
 * so use it as a direct child of a FieldGrid (or `bare`).
 */
export const VstField = ownsColumns(function VstField(props: VstFieldProps) {
  const context = useVstSection();
  const section = props.section ?? context?.section;
  if (!section) throw new Error(`VstField ${props.name} needs a section (prop or VstFieldSection)`);
  const record = props.record ?? context?.record ?? 'consult';
  const inContext = !!context && context.section === section && context.record === record;
  if (inContext && !context.shown.has(props.name)) return null;
  const decl = vstFieldDeclaration(record, section, props.name);
  const base: BaseFieldProps = {
    name: `${section}.${props.name}`,
    label: props.label ?? decl.label,
    required: props.required ?? (inContext && context.required.has(props.name)),
    disabled: props.disabled,
    extra: props.extra,
    id: props.id,
  };
  const field = <FieldOf decl={decl} section={section} record={record} base={base} props={props} />;
  const ownColumns = decl.kind === 'choice' && !!props.other;
  if (props.bare || ownColumns) return field;
  if (props.wide) return <Col span={24}>{field}</Col>;
  return <GridCell>{field}</GridCell>;
});
