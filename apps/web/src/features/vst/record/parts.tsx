import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../components/case-module/section-panel.tsx';
import { CaseAttachments } from '../../../components/cases/case-attachments.tsx';
import { CaseTransfer } from '../../../components/cases/case-transfer.tsx';
import { usePatientPresentations } from '../../patients/api/get-patient-presentations.ts';
import { PresentationsTable } from '../../patients/components/presentations-table.tsx';
import { useVstKind } from './vst-kind-context.ts';
import type { VstRecord } from './vst-record.ts';

/** The presentation discriminators of the VST records (server module.ts). */
const DISCRIMINATOR = { consult: 'VST', followup: 'VSTFollowup' } as const;

/**
 * Health Timeline (spec 3 §2.5, as Telehealth's): the patient's presentations in every module,
 * newest first, without this record.
 */
export function VstHealthTimeline() {
  const { caseData } = useCasePage<VstRecord>();
  const { kind } = useVstKind();
  const presentations = usePatientPresentations(caseData.patientProfileId);
  const others = (presentations.data ?? []).filter(
    (p) => !(p.discriminator === DISCRIMINATOR[kind] && p.id === caseData.id),
  );
  return (
    <SectionPanel sectionKey="health-timeline" title="Health Timeline">
      {presentations.isError ? (
        <Alert
          type="error"
          showIcon
          title="The presentations could not be loaded."
          action={<Button onClick={() => void presentations.refetch()}>Retry</Button>}
        />
      ) : (
        <PresentationsTable presentations={others} loading={presentations.isPending} />
      )}
    </SectionPanel>
  );
}

/** Attachments (spec 3 §7.1): the shared attachments part under the record's base path. */
export function VstAttachments() {
  const { caseId, readOnly } = useCasePage<VstRecord>();
  const { kind } = useVstKind();
  return (
    <SectionPanel sectionKey="attachments" title="Attachments">
      <CaseAttachments
        module={kind === 'consult' ? 'vst' : 'vst-followup'}
        caseId={caseId}
        readOnly={readOnly}
      />
    </SectionPanel>
  );
}

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
