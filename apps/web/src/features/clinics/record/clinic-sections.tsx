import type { Clinic } from '@scout/domain/clinics/case.schema';
import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import {
  clearedClinicalAssessmentDetails,
  clearedFurtherFollowup,
  clinicStatus,
} from '@scout/domain/clinics/rules';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useCasePage } from '../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../components/case-module/section-panel.tsx';
import { FieldGrid } from '../../../components/fields/field-grid.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { VST_AREA } from '../../stroke/api/vst-area.ts';
import { StrokeField } from '../../stroke/record/fields/stroke-field.tsx';
import { StrokeFormSection } from '../../stroke/record/sections/stroke-form-section.tsx';
import { useCloseStrokeRecord } from '../../stroke/record/use-close-record.ts';
import { useHospitalAddress } from '../../stroke/record/use-hospital-address.ts';
import { deactivateClinic } from '../api/clinics-api.ts';

/**
 * The clinic's own sections (spec 3 §2.10, §3.3, §4.4, §5.4) on the stroke section framework: the
 * fields come from the domain declarations (field-labels.ts), their required markers from the
 * section's `check*` rule and what shows from its clearing rule (§4.4: therapy No clears the
 * therapy list, Other removed clears its text, review No clears the timing), live as the user
 * answers. The referrer is the shared stroke referrer with the provider number.
 */
export type ClinicRecord = Clinic;

const P = 'patientInformation';

/** Patient Information (§3.3, §5.4): the hospital (its address from the lookup), URN, Medicare number, location. */
export function ClinicPatientSection() {
  return (
    <StrokeFormSection sectionKey="patient">
      <PatientFields />
    </StrokeFormSection>
  );
}

function PatientFields() {
  useHospitalAddress(VST_AREA, `${P}.patientHospitalId`, `${P}.patientHospitalAddress`);
  return (
    <FieldGrid>
      <StrokeField name="patientHospitalId" />
      <StrokeField name="patientHospitalUnit" />
      <StrokeField name="patientHospitalUrn" />
      <StrokeField name="patientHospitalAddress" />
      {/* §5.4: at most 11 digits; the value stays as typed and the rule says so. */}
      <StrokeField name="medicareNumber" />
      <StrokeField name="patientCurrentLocation" />
    </FieldGrid>
  );
}

/** Clinical Details (§3.3 clinicalAssessmentDetails, §4.4, §5.4). */
export function ClinicalDetailsSection() {
  return (
    <StrokeFormSection sectionKey="clinical-assessment-details" cleared={clearedClinicalAssessmentDetails}>
      <FieldGrid>
        <StrokeField name="dateOfReferral" />
        <StrokeField name="initialVSTConsultationReceived" />
        <StrokeField name="initialDiagnosisDetails" multiline wide />
        <StrokeField name="reperfusionTherapyReceived" />
        <StrokeField name="reperfusionTherapy" />
        <StrokeField name="brainImagingFromInitialPresentation" multiline wide />
        <StrokeField name="investigationsPerformed" other="investigationsPerformedOther" wide />
        <StrokeField name="clinicNotes" multiline wide />
        <StrokeField name="furtherAdviceAndOrTreatment" multiline wide />
      </FieldGrid>
    </StrokeFormSection>
  );
}

/** Further Follow up (§3.3 furtherFollowup, §4.4, §5.4). */
export function FurtherFollowupSection() {
  return (
    <StrokeFormSection sectionKey="futher-followup" cleared={clearedFurtherFollowup}>
      <FieldGrid>
        <StrokeField name="furtherClinicReviewRequired" />
        <StrokeField name="nextClinicReviewTiming" />
      </FieldGrid>
    </StrokeFormSection>
  );
}

/** "A closed clinic shows Status Closed and Closed On" (§4.4). */
export function ClinicStatusDetails({ record }: { record: Pick<Clinic, 'isActive' | 'closedOn'> }) {
  const closed = clinicStatus(record) === 'CLOSED';
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="Status">{closed ? 'Closed' : 'Open'}</Descriptions.Item>
      {closed ? (
        <Descriptions.Item label="Closed On">{formatDateTime(record.closedOn) || '-'}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/**
 * Close Clinic (§2.10, §4.4): the clinic's status and, while it is open and editable, Save and
 * Close: every section validated and saved, then PATCH .../deactivate, "Outpatient case closed"
 * and back to /vst/clinics (the shared stroke close, without the consult's status check).
 */
export function CloseClinicPanel() {
  const { caseData, readOnly } = useCasePage<ClinicRecord>();
  const close = useCloseStrokeRecord({
    close: async (api, id) => {
      await deactivateClinic(api, id);
      return M.outpatientCaseClosed;
    },
    after: paths.vst.clinics.getHref(),
  });
  const closable = clinicStatus(caseData) === 'OPEN' && !readOnly;
  return (
    <SectionPanel sectionKey="close-clinic" title="Close Clinic">
      {closable ? (
        <Space orientation="vertical">
          <Typography.Text>
            Save and Close checks and saves every section, then closes the clinic.
          </Typography.Text>
          <Button type="primary" loading={close.pending} onClick={() => void close.run()}>
            Save and Close
          </Button>
        </Space>
      ) : (
        <ClinicStatusDetails record={caseData} />
      )}
    </SectionPanel>
  );
}
