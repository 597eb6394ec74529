import type { VstConsultSectionName, VstFollowupSectionName } from '@scout/domain/vst/sections';
import { fieldDeclaration, type StrokeFieldSource } from '../../../stroke/record/fields/declarations.ts';
import { VST_DECLARED_SOURCES } from '../../../stroke/record/fields/vst-declared-sources.ts';
import type { VstRecordKind } from '../../api/vst-api.ts';
import { MedicationsSelect } from './medications-select.tsx';

/**
 * The VST records' field declarations and section rules (stroke/record/fields/vst-declared-sources.ts)
 * with VST's own input kinds (medications): one source per record kind.
 */
export type VstSectionName = VstConsultSectionName | VstFollowupSectionName;

const withOwnKinds = (declared: StrokeFieldSource): StrokeFieldSource => ({
  ...declared,
  kinds: { list: MedicationsSelect },
  listKinds: ['list'],
});

export const VST_FIELD_SOURCES: Record<VstRecordKind, StrokeFieldSource> = {
  consult: withOwnKinds(VST_DECLARED_SOURCES.consult),
  followup: withOwnKinds(VST_DECLARED_SOURCES.followup),
};

/** The label a field shows (the form, the PDF and the exports read the same declaration). */
export const vstFieldLabel = (record: VstRecordKind, section: VstSectionName, name: string): string =>
  fieldDeclaration(VST_FIELD_SOURCES[record], section, name).label;
