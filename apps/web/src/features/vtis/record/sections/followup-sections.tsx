import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { clearedFollowupConsultation } from '@scout/domain/vtis/rules';
import { Alert, Form } from 'antd';
import { FormProvider, useForm } from 'react-hook-form';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { SectionPanel } from '../../../../components/case-module/section-panel.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { ReadOnlyContext } from '../../../../components/fields/read-only.ts';
import { StrokeFieldSection } from '../../../stroke/record/fields/field-section.tsx';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { SaveAndCloseActions } from '../../../stroke/record/sections/save-and-close-actions.tsx';
import { StrokeFormSection } from '../../../stroke/record/sections/stroke-form-section.tsx';
import type { StrokeRecord } from '../../../stroke/record/stroke-kind.ts';
import { useCloseVtisRecord } from '../use-close-vtis-record.ts';
import { VTIS_CONSULT_FIELD_SOURCE } from '../vtis-declarations.ts';
import { PatientFields } from './patient-section.tsx';

type Values = Record<string, unknown>;
const MULTILINE = { multiline: true, rows: 3 } as const;

/**
 * The follow-up's Patient Information (spec 3 §2.8): always read-only, the consult's patient
 * information with the consult's declarations (the follow-up never saves it).
 */
export function FollowupPatientPanel() {
  const { caseData } = useCasePage<StrokeRecord & { patientInformation?: Values | null }>();
  const form = useForm<Values>({ values: { patientInformation: caseData.patientInformation ?? null } });
  return (
    <SectionPanel sectionKey="patient" title="Patient Information">
      {caseData.patientInformation ? (
        <ReadOnlyContext.Provider value>
          <FormProvider {...form}>
            <Form layout="vertical" component="div" aria-label="Patient Information">
              <StrokeFieldSection source={VTIS_CONSULT_FIELD_SOURCE} section="patientInformation">
                <PatientFields />
              </StrokeFieldSection>
            </Form>
          </FormProvider>
        </ReadOnlyContext.Provider>
      ) : (
        <Alert type="info" showIcon title={M.noPatientInformation} />
      )}
    </SectionPanel>
  );
}

/**
 * Follow up Consultation of a VTIS follow-up (spec 3 §3.5, §4.3, §5.6): history, findings, imaging,
 * the working diagnosis from the initial consult (prefilled from it by the server) and after the
 * follow-up: NotStroke shows the not-stroke diagnoses (Other: details), any other the details
 * text (clearedFollowupConsultation); plan, comments, tests, medication changes, consult type and
 * technical success. Save and Close closes the follow-up ("Follow up consult closed").
 */
export function FollowupConsultationSection() {
  const { caseData } = useCasePage<StrokeRecord>();
  const close = useCloseVtisRecord();
  const open = caseData.isActive && !caseData.closedOn;
  return (
    <StrokeFormSection
      sectionKey="followup-consultation"
      cleared={clearedFollowupConsultation<Values>}
      actions={(section) => <SaveAndCloseActions section={section} close={close} open={open} />}
    >
      <FieldGrid>
        <StrokeField name="history" {...MULTILINE} wide />
        <StrokeField name="examinationFindings" {...MULTILINE} wide />
        <StrokeField name="imagingResults" {...MULTILINE} wide />
        <StrokeField name="workingDiagnosisFromInitialVtisConsult" control="select" />
        <StrokeField name="workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosis" wide />
        <StrokeField
          name="workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosisOtherDetails"
          {...MULTILINE}
        />
        <StrokeField name="workingDiagnosisAfterFollowupVtisConsult" control="select" />
        <StrokeField name="workingDiagnosisAfterFollowupVtisConsultDetails" {...MULTILINE} />
        <StrokeField name="workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosis" wide />
        <StrokeField
          name="workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosisOtherDetails"
          {...MULTILINE}
        />
        <StrokeField name="plan" {...MULTILINE} wide />
        <StrokeField name="comments" {...MULTILINE} wide />
        <StrokeField name="additionalInpatientTestsOrdered" {...MULTILINE} />
        <StrokeField name="recommendedChangesInMedication" {...MULTILINE} />
        <StrokeField name="consultType" control="radio" />
        <StrokeField name="technicalSuccess" control="radio" />
      </FieldGrid>
    </StrokeFormSection>
  );
}
