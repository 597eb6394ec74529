import { useStrokeKind, useStrokeSectionDef } from '../../stroke/record/kind-context.ts';
import type { VstKind } from './vst-record.ts';

/** The VST record kind of the page around (consult or follow-up): sections are written once for both. */
export const useVstKind = (): VstKind => useStrokeKind<VstKind>();

/** The def of the page's kind for a data section key ('referrer', 'hospital-agreement'). */
export const useVstSectionDef = useStrokeSectionDef;
