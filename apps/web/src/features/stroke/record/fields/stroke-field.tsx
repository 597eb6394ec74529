import type { Option } from '@scout/domain/cases/option';
import { OTHER, YES_NO_OPTIONS, YES_NO_UNKNOWN_OPTIONS } from '@scout/domain/stroke/options';
import { Col } from 'antd';
import type { ReactNode } from 'react';
import { CheckField, RadioField, SwitchField } from '../../../../components/fields/choice-fields.tsx';
import { DateField, DateTimeField } from '../../../../components/fields/date-fields.tsx';
import { GridCell, ownsColumns } from '../../../../components/fields/field-grid.tsx';
import type { BaseFieldProps } from '../../../../components/fields/field-shell.tsx';
import { MultiCheckField } from '../../../../components/fields/multi-check-field.tsx';
import { NumberField } from '../../../../components/fields/number-field.tsx';
import { SelectField, type SelectOption } from '../../../../components/fields/select-field.tsx';
import { SelectWithOtherField } from '../../../../components/fields/select-with-other-field.tsx';
import { TextAreaField, TextField } from '../../../../components/fields/text-fields.tsx';
import { useStrokeHospitals, useStrokeUsers } from '../../api/lookups.ts';
import type { StrokeArea } from '../../api/stroke-area.ts';
import { fieldDeclaration, type StrokeFieldDeclaration, type StrokeFieldSource } from './declarations.ts';
import { useStrokeFieldSection } from './field-section.tsx';

export interface StrokeFieldProps {
  /** The field's name in its section, as field-labels.ts declares it ('haemorrhage'). */
  name: string;
  /** The section (react-hook-form path prefix); the surrounding StrokeFieldSection's by default. */
  section?: string;
  /** Which declarations; the surrounding StrokeFieldSection's by default. */
  source?: StrokeFieldSource;
  /** The required marker; by default the StrokeFieldSection's (derived from the domain rule). */
  required?: boolean;
  disabled?: boolean;
  /** Rewords the label. Avoid it: the declaration's label is the one the PDF and exports show. */
  label?: string;
  /** A hint under the field. */
  extra?: ReactNode;
  /** A number's unit. */
  unit?: string;
  /** A text as a growing text area (`rows`: its first height). */
  multiline?: boolean;
  rows?: number;
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

/** The area's hospitals (GET {api}/hospitals) as a select of ids. */
function HospitalSelect({ area, ...props }: BaseFieldProps & { area: StrokeArea }) {
  const hospitals = useStrokeHospitals(area);
  return <SelectField {...props} options={hospitals.options} loading={hospitals.isLoading} />;
}

/** The area's specialists (GET {api}/{lists.specialists}) as a select of ids. */
function UserSelect({ area, ...props }: BaseFieldProps & { area: StrokeArea }) {
  const users = useStrokeUsers(area, area.lists.specialists);
  return <SelectField {...props} options={users.options} loading={users.isLoading} />;
}

/** A wall-clock time (HH:mm, 24-hour): typed; the section's schema checks it. */
function TimeField(props: BaseFieldProps) {
  return <TextField {...props} placeholder="HH:mm" maxLength={5} />;
}

/** The kit field of a declaration, bound at `section.name`. */
function FieldOf({
  decl,
  section,
  source,
  base,
  props,
}: {
  decl: StrokeFieldDeclaration;
  section: string;
  source: StrokeFieldSource;
  base: BaseFieldProps;
  props: StrokeFieldProps;
}) {
  const options = (props.options ?? ((o) => o))((decl.options ?? []).map((o) => ({ ...o })));
  const other = props.other
    ? {
        value: OTHER,
        name: `${section}.${props.other}`,
        label: fieldDeclaration(source, section, props.other).label,
      }
    : undefined;
  const Own = source.kinds?.[decl.kind];
  if (Own) return <Own base={base} decl={decl} />;
  switch (decl.kind) {
    case 'text':
      return props.multiline ? <TextAreaField {...base} rows={props.rows} /> : <TextField {...base} />;
    case 'number':
      return <NumberField {...base} unit={props.unit} min={0} />;
    case 'dateTime':
      return <DateTimeField {...base} pastOnly={props.pastOnly ?? true} onPicked={props.onPicked} />;
    case 'date':
      return <DateField {...base} pastOnly={props.pastOnly ?? true} onPicked={props.onPicked} />;
    case 'time':
      return <TimeField {...base} />;
    case 'boolean':
      return props.control === 'switch' ? <SwitchField {...base} /> : <CheckField {...base} />;
    case 'choices':
      return <MultiCheckField {...base} options={options} other={other} />;
    case 'hospital':
      return <HospitalSelect {...base} area={source.area} />;
    case 'user':
      return <UserSelect {...base} area={source.area} />;
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
 * One stroke-record field from its domain declaration (field-labels.ts): its label, its kind's
 * kit field (text, number, date/time, date, time, tick, choice as radios or select, checkbox group
 * with Other, hospital or specialist lookup, or the area's own kinds) and its options, bound at
 * `<section>.<name>`. Inside a StrokeFieldSection of its section it takes its required marker from
 * the domain rule and renders nothing while the section's clearing rule hides it. It lays out its
 * own grid column(s), so use it as a direct child of a FieldGrid (or `bare`).
 */
export const StrokeField = ownsColumns(function StrokeField(props: StrokeFieldProps) {
  const context = useStrokeFieldSection();
  const section = props.section ?? context?.section;
  const source = props.source ?? context?.source;
  if (!section || !source) throw new Error(`StrokeField ${props.name} needs a section and its declarations`);
  const inContext = !!context && context.section === section && context.source === source;
  if (inContext && !context.shown.has(props.name)) return null;
  const decl = fieldDeclaration(source, section, props.name);
  const base: BaseFieldProps = {
    name: `${section}.${props.name}`,
    label: props.label ?? decl.label,
    required: props.required ?? (inContext && context.required.has(props.name)),
    disabled: props.disabled,
    extra: props.extra,
    id: props.id,
  };
  const field = <FieldOf decl={decl} section={section} source={source} base={base} props={props} />;
  const ownColumns = decl.kind === 'choice' && !!props.other;
  if (props.bare || ownColumns) return field;
  if (props.wide) return <Col span={24}>{field}</Col>;
  return <GridCell>{field}</GridCell>;
});
