import type { VstFormType } from '@scout/domain/vst/actions.schema';
import { StrokePdfButton, type StrokePdfTarget } from '../../stroke/components/pdf-viewer.tsx';
import { VST_AREA } from '../api/vst-api.ts';

const TITLE: Record<VstFormType, string> = { consult: 'VST Consult PDF', followup: 'VST Follow Up PDF' };

/** A VST consult's or follow-up's PDF (GET /api/vst/form/generate/{type}?id=, spec 3 §7.1, §8.1). */
export const vstPdfTarget = (type: VstFormType, id: number): StrokePdfTarget => ({
  area: VST_AREA,
  type,
  id,
  title: TITLE[type],
});

/** A View PDF button that opens the record's PDF in the shared viewer. */
export function VstPdfButton({ type, id, label }: { type: VstFormType; id: number; label?: string }) {
  return <StrokePdfButton target={vstPdfTarget(type, id)} label={label} />;
}
