import { checkVstConsult } from '@scout/domain/vst/case.schema';
import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS } from '@scout/domain/vst/field-labels';
import { checkVstFollowup } from '@scout/domain/vst/followup.schema';
import type { VstConsultSectionName, VstFollowupSectionName } from '@scout/domain/vst/sections';
import { VST_AREA, type VstRecordKind } from '../../api/vst-area.ts';
import type { StrokeFieldSource } from './declarations.ts';

/**
 * The VST records' field declarations (domain field-labels.ts) and section rules (checkVstConsult,
 * checkVstFollowup) as the shared stroke field system reads them: one source per record kind.
 * VST's forms add their own inputs (features/vst/record/fields/vst-declarations.ts); the
 * reperfusion register shows a consult's sections read-only from the same declarations.
 */
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
});

export const VST_DECLARED_SOURCES: Record<VstRecordKind, StrokeFieldSource> = {
  consult: source('consult', 'VST consult'),
  followup: source('followup', 'VST follow-up'),
};
