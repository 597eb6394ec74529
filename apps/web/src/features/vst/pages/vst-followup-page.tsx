import { VstRecordPage } from '../record/vst-record-page.tsx';

/** /vst/followup/{id}/{section}: the VST follow-up form (spec 3 §2.6, §4.5). */
export function VstFollowupPage() {
  return <VstRecordPage kind="followup" />;
}
