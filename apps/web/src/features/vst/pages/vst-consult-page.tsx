import { VstRecordPage } from '../record/vst-record-page.tsx';

/** /vst/consult/{id}/{section}: the VST consult form (spec 3 §2.5). */
export function VstConsultPage() {
  return <VstRecordPage kind="consult" />;
}
