import { useSearchParams } from 'react-router';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../components/case-module/section-panel.tsx';
import { CaseTransfer } from '../../../components/case-parts/case-transfer.tsx';
import type { VstRecord } from './vst-record.ts';

/** Refer ARV (spec 3 §4.8): the shared transfer request at /api/vst/consults/{id}/transfer (PUT). */
export function VstTransfer() {
  const { caseId, readOnly } = useCasePage<VstRecord>();
  return (
    <SectionPanel sectionKey="transfer" title="Refer ARV">
      <CaseTransfer module="vst" caseId={caseId} readOnly={readOnly} clinicalDetailsComplete />
    </SectionPanel>
  );
}

/** The transfer section is shown only with ?transferRequest=true (§2.5). */
export function useTransferRequested(): boolean {
  const [params] = useSearchParams();
  return params.get('transferRequest') === 'true';
}
