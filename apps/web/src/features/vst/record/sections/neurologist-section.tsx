import { clearedNeurologistInformation, isDelayReasonRequired } from '@scout/domain/vst/rules';
import { useWatch } from 'react-hook-form';
import { ownsColumns } from '../../../../components/fields/field-grid.tsx';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { StrokeNeurologistSection } from '../../../stroke/record/sections/neurologist-section.tsx';

const S = 'neurologistInformation';

/**
 * Neurologist Information (spec 3 §3.1, §4.2, §5.2): the shared stroke neurologist section (the
 * specialist from GET /managers, the contact time, Handover and its history) with VST's delay
 * reason (Other: its text), shown once the first contact is 10 minutes or more after the call
 * (`isDelayReasonRequired`).
 */
export function NeurologistSection() {
  return <StrokeNeurologistSection cleared={clearedNeurologistInformation} extra={<DelayReason />} />;
}

/** Lays out its own columns (the reason and its Other text) in the section's grid. */
const DelayReason = ownsColumns(function DelayReason() {
  const [callDateTime, info] = useWatch({ name: ['callDateTime', S] }) as [
    string | null,
    { specialistDateAndTime?: string | null; specialists?: unknown[] } | null,
  ];
  const delay = isDelayReasonRequired(
    callDateTime,
    info?.specialistDateAndTime ?? null,
    (info?.specialists ?? []).length > 0,
  );
  return delay ? <StrokeField name="delayReason" other="otherDelayReason" /> : null;
});
