import { ownsColumns } from '../../../../components/fields/field-grid.tsx';
import { useStrokeFieldSection } from '../../../stroke/record/fields/field-section.tsx';
import { StrokeField, type StrokeFieldProps } from '../../../stroke/record/fields/stroke-field.tsx';
import type { VstRecordKind } from '../../api/vst-api.ts';
import { VST_FIELD_SOURCES, type VstSectionName } from './vst-declarations.ts';

export interface VstFieldProps extends Omit<StrokeFieldProps, 'source' | 'section'> {
  section?: VstSectionName;
  /** Which declarations: the consult's or the follow-up's; the VstFieldSection's, else 'consult'. */
  record?: VstRecordKind;
}

/**
 * One VST field from its domain declaration: the shared StrokeField over the VST declarations of
 * `record` (the surrounding VstFieldSection's, else the consult's).
 */
export const VstField = ownsColumns(function VstField({ record, ...props }: VstFieldProps) {
  const context = useStrokeFieldSection();
  const source = record ? VST_FIELD_SOURCES[record] : context ? undefined : VST_FIELD_SOURCES.consult;
  return <StrokeField {...props} source={source} />;
});
