import type { VstFormType } from '@scout/domain/vst/actions.schema';
import { StrokePdfButton } from '../../stroke/components/pdf-viewer.tsx';
import { vstPdfTarget } from '../../stroke/components/vst-pdf-target.ts';

/** A View PDF button that opens the record's PDF in the shared viewer. */
export function VstPdfButton({ type, id, label }: { type: VstFormType; id: number; label?: string }) {
  return <StrokePdfButton target={vstPdfTarget(type, id)} label={label} />;
}
