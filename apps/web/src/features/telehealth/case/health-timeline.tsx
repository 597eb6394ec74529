import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { Alert, Button } from 'antd';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../components/case-module/section-panel.tsx';
import { usePatientPresentations } from '../../../components/patients/api/get-patient-presentations.ts';
import { PresentationsTable } from '../../../components/patients/presentations-table.tsx';

/** The Telehealth presentation type of the patient journey (domain/patients/presentations). */
const TELEHEALTH = 'Telehealth';

/**
 * Health Timeline (spec 2 §2.2): the patient's presentations in every module, newest first, as
 * the patient journey shows them (the patients feature's table and View rules), without the
 * current presentation (this case). The case page shows it only when a patient profile exists.
 */
export function HealthTimeline() {
  const { caseData } = useCasePage<TelehealthCase>();
  const profileId = caseData.patientProfile?.id ?? null;
  const presentations = usePatientPresentations(profileId);
  const others = (presentations.data ?? []).filter(
    (p) => !(p.discriminator === TELEHEALTH && p.id === caseData.id),
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
