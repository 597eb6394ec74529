import type { VstFormType } from '@scout/domain/vst/actions.schema';
import { VST_AREA } from '../api/vst-area.ts';
import type { StrokePdfTarget } from './pdf-viewer.tsx';

const TITLE: Record<VstFormType, string> = { consult: 'VST Consult PDF', followup: 'VST Follow Up PDF' };

/**
 * A VST consult's or follow-up's PDF (GET /api/vst/form/generate/{type}?id=, spec 3 §7.1, §8.1):
 * VST's row menu and patient history open it, and so does a VTIS patient history listing the
 * patient's VST records.
 */
export const vstPdfTarget = (type: VstFormType, id: number): StrokePdfTarget => ({
  area: VST_AREA,
  type,
  id,
  title: TITLE[type],
});
