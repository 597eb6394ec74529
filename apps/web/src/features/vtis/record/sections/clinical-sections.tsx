import { clearedRecommendedManagement, clearedVtisDiagnosisDetails } from '@scout/domain/vtis/rules';
import { useCallback } from 'react';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { FieldGrid, GridHeading } from '../../../../components/fields/field-grid.tsx';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { SaveAndCloseActions } from '../../../stroke/record/sections/save-and-close-actions.tsx';
import { StrokeFormSection } from '../../../stroke/record/sections/stroke-form-section.tsx';
import type { StrokeRecord } from '../../../stroke/record/stroke-kind.ts';
import { useCloseVtisRecord } from '../use-close-vtis-record.ts';

type Values = Record<string, unknown>;

/** VTIS text areas autosize from 3 rows (§9). */
const MULTILINE = { multiline: true, rows: 3 } as const;

/** Imaging Details (§3.4, §5.5): the imaging results, required. */
export function VtisImagingSection() {
  return (
    <StrokeFormSection sectionKey="imaging-details">
      <FieldGrid>
        <StrokeField name="imagingResults" {...MULTILINE} wide />
      </FieldGrid>
    </StrokeFormSection>
  );
}

/**
 * VTIS Diagnosis Details (§3.4, §4.3, §5.5): the stroke type; NotStroke shows the not-stroke
 * diagnoses (Other: its notes); Ischaemic, Haemorrhagic, TIA or Undetermined the details;
 * Ischaemic, Haemorrhagic or TIA "cause known", Yes the cause, Other its notes. Diagnosis Revised
 * is set automatically from the stroke type and the working diagnosis before the consult (shown,
 * not typed). A changed answer clears what it hides (clearedVtisDiagnosisDetails).
 */
export function VtisDiagnosisSection() {
  const working = useWorkingDiagnosis();
  const cleared = useCallback(
    (d: Record<string, unknown>) => clearedVtisDiagnosisDetails(d, working),
    [working],
  );
  return (
    <StrokeFormSection sectionKey="vtis-diagnosis-details" cleared={cleared}>
      <FieldGrid>
        <StrokeField name="strokeType" control="select" />
        <StrokeField
          name="diagnosisRevised"
          disabled
          extra="Set from the stroke type and the working diagnosis."
        />
        <StrokeField name="notStrokeDiagnosisDetails" wide />
        <StrokeField name="notStrokeDiagnosisDetailsOtherNotes" {...MULTILINE} />
        <StrokeField name="diagnosisDetails" {...MULTILINE} wide />
        <StrokeField name="causeOfStrokeKnown" />
        <StrokeField name="causeOfStroke" control="select" />
        <StrokeField name="causeOfStrokeOtherNotes" {...MULTILINE} />
      </FieldGrid>
    </StrokeFormSection>
  );
}

/**
 * The working diagnosis before the consult as saved (patient history), which diagnosisRevised
 * compares with; the server derives it again on every save of either section.
 */
function useWorkingDiagnosis(): unknown {
  const { caseData } = useCasePage<StrokeRecord>();
  return (
    (caseData as unknown as { patientHistory?: { workingDiagnosisBeforeConsult?: unknown } | null })
      .patientHistory?.workingDiagnosisBeforeConsult ?? null
  );
}

/**
 * Recommended Management (§3.4, §5.5): the three option lists, each with its Other text (the
 * investigations' also with Pathology), the test cancelled and medication changes with their
 * details; each text shows, and is required, with its answer, and clears without it
 * (clearedRecommendedManagement).
 */
export function VtisManagementSection() {
  return (
    <StrokeFormSection sectionKey="recommended-management" cleared={clearedRecommendedManagement<Values>}>
      <FieldGrid>
        <StrokeField name="facilitatedInterHospitalTransfers" />
        <GridHeading>Management</GridHeading>
        <StrokeField name="managementRecommendations" wide />
        <StrokeField name="managementRecommendationsOther" {...MULTILINE} wide />
        <StrokeField name="followUpInvestigationsArranged" wide />
        <StrokeField name="followUpInvestigationsArrangedOther" {...MULTILINE} wide />
        <StrokeField name="followUpReferralsArranged" wide />
        <StrokeField name="followUpReferralsArrangedOther" {...MULTILINE} wide />
        <StrokeField name="testCancelled" />
        <StrokeField name="testCancelledDetails" {...MULTILINE} />
        <StrokeField name="estimatedLengthOfStayAdvised" />
        <StrokeField name="patientCenteredCounselling" />
        <StrokeField name="recommendedChangesInMedications" />
        <StrokeField name="recommendedChangesInMedicationsDetails" {...MULTILINE} />
        <StrokeField name="comments" {...MULTILINE} wide />
      </FieldGrid>
    </StrokeFormSection>
  );
}

/**
 * Technical Consultation Information (§3.4, §5.5): consult type and technical success, with Save and
 * Save and Close (§4.1: the status check and merge, every section validated and saved, PATCH
 * /consults/{id}/close, "Consult closed", back to the VTIS dashboard). A closed consult being edited
 * finishes with Save and Exit.
 */
export function VtisTechnicalSection() {
  const { caseData } = useCasePage<StrokeRecord>();
  const close = useCloseVtisRecord();
  const open = caseData.isActive && !caseData.closedOn;
  return (
    <StrokeFormSection
      sectionKey="technical-consultation-info"
      actions={(section) => <SaveAndCloseActions section={section} close={close} open={open} />}
    >
      <FieldGrid>
        <StrokeField name="consultType" control="radio" />
        <StrokeField name="technicalSuccess" control="radio" />
      </FieldGrid>
    </StrokeFormSection>
  );
}
