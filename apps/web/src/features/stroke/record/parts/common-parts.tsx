import { Alert, Button } from 'antd';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../../components/case-module/section-panel.tsx';
import { CaseAttachments } from '../../../../components/case-parts/case-attachments.tsx';
import { usePatientPresentations } from '../../../../components/patients/api/get-patient-presentations.ts';
import { PresentationsTable } from '../../../../components/patients/presentations-table.tsx';
import { useStrokeKind } from '../kind-context.ts';
import type { StrokeRecord } from '../stroke-kind.ts';

/**
 * Health Timeline (spec 3 §2.5, §2.7, §2.8, as Telehealth's): the patient's presentations in
 * every module, newest first, without this record.
 */
export function StrokeHealthTimeline() {
  const { caseData } = useCasePage<StrokeRecord>();
  const { presentation } = useStrokeKind();
  const presentations = usePatientPresentations(caseData.patientProfileId);
  const others = (presentations.data ?? []).filter(
    (p) => !(p.discriminator === presentation && p.id === caseData.id),
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

/** Attachments (spec 3 §7.1, §7.2): the shared attachments part under the record's base path. */
export function StrokeAttachments() {
  const { caseId, readOnly } = useCasePage<StrokeRecord>();
  const { attachments } = useStrokeKind();
  return (
    <SectionPanel sectionKey="attachments" title="Attachments">
      <CaseAttachments module={attachments} caseId={caseId} readOnly={readOnly} />
    </SectionPanel>
  );
}
