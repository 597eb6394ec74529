import { checkVstConsult } from '@scout/domain/vst/case.schema';
import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS } from '@scout/domain/vst/field-labels';
import { checkVstFollowup } from '@scout/domain/vst/followup.schema';
import type { VstConsultSectionName, VstFollowupSectionName } from '@scout/domain/vst/sections';
import { fieldDeclaration, type StrokeFieldSource } from '../../../stroke/record/fields/declarations.ts';
import { VST_AREA, type VstRecordKind } from '../../api/vst-api.ts';
import { MedicationsSelect } from './medications-select.tsx';

/**
 * The VST records' field declarations (domain field-labels.ts) and section rules (checkVstConsult,
 * checkVstFollowup) as the shared stroke field system reads them: one source per record kind.
 */
export type VstSectionName = VstConsultSectionName | VstFollowupSectionName;

const DECLARATIONS: Record<VstRecordKind, Partial<Record<string, readonly { name: string }[]>>> = {
  consult: VST_CONSULT_FIELDS,
  followup: VST_FOLLOWUP_FIELDS,
};

const source = (record: VstRecordKind, name: string): StrokeFieldSource => ({
  area: VST_AREA,
  name,
  fields: (section) => (DECLARATIONS[record][section] ?? []) as ReturnType<StrokeFieldSource['fields']>,
  check: (values, add, section) =>
    record === 'consult'
      ? checkVstConsult(values, add, [section as VstConsultSectionName])
      : checkVstFollowup(values, add, [section as VstFollowupSectionName]),
  kinds: { list: MedicationsSelect },
  listKinds: ['list'],
});

export const VST_FIELD_SOURCES: Record<VstRecordKind, StrokeFieldSource> = {
  consult: source('consult', 'VST consult'),
  followup: source('followup', 'VST follow-up'),
};

/** The label a field shows (the form, the PDF and the exports read the same declaration). */
export const vstFieldLabel = (record: VstRecordKind, section: VstSectionName, name: string): string =>
  fieldDeclaration(VST_FIELD_SOURCES[record], section, name).label;
