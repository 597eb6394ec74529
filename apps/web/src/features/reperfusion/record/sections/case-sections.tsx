import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import {
  clearedDirectorReview,
  clearedReperfusionDischargeSummary,
  clearedReperfusionImagingDetails,
  clearedReperfusionPatientInformation,
  directorReviewVisibility,
  primaryImagingFollowUpDue,
  secondaryImagingFollowUpDue,
  showsTriageFields,
} from '@scout/domain/reperfusion/rules';
import { Alert } from 'antd';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useCasePage } from '../../../../components/case-module/case-page-context.tsx';
import { FieldGrid } from '../../../../components/fields/field-grid.tsx';
import { formatDate, getServiceTimeZone } from '../../../../lib/dates.ts';
import { StrokeField } from '../../../stroke/record/fields/stroke-field.tsx';
import { StrokeFormSection } from '../../../stroke/record/sections/stroke-form-section.tsx';
import type { ReperfusionRecord } from '../reperfusion-kind.ts';

type Values = Record<string, unknown>;
const MULTILINE = { multiline: true, rows: 3 } as const;

/**
 * Patient Information (spec 3 §3.7, §4.6): the patient's hospital and current location as the
 * consult recorded them (shown, not changed here), and for a patient in ED the triage time with
 * its confirmation; who confirmed shows once confirmed is Yes (the clearing rule hides it and
 * clears it otherwise, as the server does on save).
 */
export function ReperfusionPatientSection() {
  return (
    <StrokeFormSection sectionKey="patient" cleared={clearedReperfusionPatientInformation<Values>}>
      <PatientFields />
    </StrokeFormSection>
  );
}

function PatientFields() {
  const unit = useWatch({ name: 'patientInformation.patientHospitalUnit' }) as unknown;
  return (
    <FieldGrid>
      <StrokeField name="patientHospitalId" disabled />
      <StrokeField name="patientHospitalUnit" disabled control="select" />
      <StrokeField name="patientHospitalUrn" disabled />
      <StrokeField name="patientHospitalAddress" disabled />
      <StrokeField name="patientCurrentLocation" disabled />
      {showsTriageFields(unit) ? <StrokeField name="hospitalTriageDateAndTime" /> : null}
      <StrokeField name="triageTimeConfirmed" />
      <StrokeField name="triageTimeConfirmedById" />
    </FieldGrid>
  );
}

/**
 * Imaging Follow-up (§4.6; shown for a thrombolysed patient who is not ECR-related): the primary
 * status, due the call's day + 3 days; while it is "Imaging yet to be completed" the secondary
 * status, due 2 days after that (weekends move to Monday); the reason when no additional imaging
 * was performed; whether the images are on the case (the director review reads it).
 */
export function ImagingFollowUpSection() {
  const { caseData } = useCasePage<ReperfusionRecord>();
  const primaryDue = primaryImagingFollowUpDue(caseData.callDateTime, getServiceTimeZone());
  const secondaryDue = primaryDue ? secondaryImagingFollowUpDue(primaryDue) : null;
  const due = (date: string | null) => (date ? `Due ${formatDate(date)}` : undefined);
  return (
    <StrokeFormSection sectionKey="imaging-follow-up" cleared={clearedReperfusionImagingDetails<Values>}>
      <FieldGrid>
        <StrokeField name="primaryImagingFollowUpStatus" control="select" extra={due(primaryDue)} />
        <StrokeField name="secondaryImagingFollowUpStatus" control="select" extra={due(secondaryDue)} />
        <StrokeField name="noAdditionalImagingReason" {...MULTILINE} />
        <StrokeField name="imagingUploadedToCase" />
      </FieldGrid>
    </StrokeFormSection>
  );
}

/**
 * Discharge Summary (§4.6; shown when the case is ECR-related): when it was requested and, once
 * requested, when it was received (after the request, not in the future).
 */
export function DischargeSummarySection() {
  return (
    <StrokeFormSection
      sectionKey="discharge-summary"
      cleared={clearedReperfusionDischargeSummary<{ dischargeSummaryRequested?: string | null }>}
    >
      <FieldGrid>
        <StrokeField name="dischargeSummaryRequested" />
        <StrokeField name="dischargeSummaryReceived" />
      </FieldGrid>
    </StrokeFormSection>
  );
}

/** What the review chain reads from the case's other sections, as saved (the server reads the same). */
function reviewInputs(c: ReperfusionRecord) {
  return {
    imagingUploadedToCase: c.imagingDetails?.imagingUploadedToCase,
    dischargeSummaryReceived: c.reperfusionCaseDischargeSummary?.dischargeSummaryReceived,
  };
}

/**
 * Director Review (§4.6, §5.10): the review date once the imaging is uploaded or the discharge
 * summary received; haemorrhage with the imaging uploaded (with its definition: deterioration of
 * 4 or more NIHSS points within 24 hours), its anatomic description with haemorrhage Yes; EVT
 * undertaken with the summary received, the patient outcome with EVT Yes. The shown ones become
 * required once the review date is set (the markers follow the domain rule); comments always.
 */
export function DirectorReviewSection() {
  const { caseData } = useCasePage<ReperfusionRecord>();
  const { imagingUploadedToCase, dischargeSummaryReceived } = reviewInputs(caseData);
  const cleared = useCallback(
    (r: Values) => clearedDirectorReview(r, { imagingUploadedToCase, dischargeSummaryReceived }),
    [imagingUploadedToCase, dischargeSummaryReceived],
  );
  const open = directorReviewVisibility(null, reviewInputs(caseData)).reviewedByDirectorAt;
  return (
    <StrokeFormSection
      sectionKey="director-review"
      cleared={cleared}
      extra={
        open ? null : (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="The review opens once the follow-up imaging is uploaded to the case or the discharge summary is received."
          />
        )
      }
    >
      <FieldGrid>
        <StrokeField name="reviewedByDirectorAt" />
        <StrokeField name="haemorrhage" extra={M.haemorrhageHelp} />
        <StrokeField name="anatomicDescription" control="radio" />
        <StrokeField name="evtUndertaken" />
        <StrokeField name="patientOutcome" {...MULTILINE} />
        <StrokeField name="comments" {...MULTILINE} wide />
      </FieldGrid>
    </StrokeFormSection>
  );
}
