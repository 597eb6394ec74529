import {
  choiceField,
  dateTimeField,
  type FieldDeclaration,
  PATIENT_HOSPITAL_FIELDS,
  textField,
  yesNoField,
} from '../stroke/field-kit.ts';
import { VST_CONSULT_FIELDS } from '../vst/field-labels.ts';
import { ANATOMIC_DESCRIPTIONS, IMAGING_FOLLOW_UP_STATUSES } from './options.ts';
import type { ReperfusionSectionName } from './sections.ts';

/**
 * Every field of the reperfusion case's own sections once (GUIDE §7 "one field definition, many
 * uses"), in page order, and the consult's Recommended Management answers the case shows (their
 * declarations are the VST consult's, picked by name). The form, the export columns of
 * ReperfusionCasesDataExport.csv and any PDF derive from these; a test keeps them in step with the
 * section schemas.
 */
export type ReperfusionFieldKind = 'text' | 'dateTime' | 'choice' | 'hospital' | 'user';
export type ReperfusionField = FieldDeclaration<ReperfusionFieldKind>;

const consultField = (name: string): FieldDeclaration => {
  const field = VST_CONSULT_FIELDS.reperfusionTherapiesDetails.find((f) => f.name === name);
  if (!field) throw new Error(`No VST Recommended Management field ${name}`);
  return field;
};

/** The consult's answers the case reads (§3.7 reperfusionTherapiesDetails). */
export const REPERFUSION_THERAPY_FIELDS = [
  'tpaAdministered',
  'patientRecommendedForECR',
  'patientAcceptedForECR',
  'furtherECRReferralUndertaken',
  'secondaryECRReferralAccepted',
].map(consultField);

export const REPERFUSION_CASE_FIELDS = {
  patientInformation: [
    ...PATIENT_HOSPITAL_FIELDS,
    textField('patientCurrentLocation', 'Patient Current Location'),
    dateTimeField('hospitalTriageDateAndTime', 'Triage Time'),
    yesNoField('triageTimeConfirmed', 'Triage Time Confirmed'),
    { name: 'triageTimeConfirmedById', label: 'Triage Time Confirmed By', kind: 'user' },
  ],
  imagingDetails: [
    choiceField(
      'primaryImagingFollowUpStatus',
      'Primary Imaging Follow-up Status',
      IMAGING_FOLLOW_UP_STATUSES,
    ),
    choiceField(
      'secondaryImagingFollowUpStatus',
      'Secondary Imaging Follow-up Status',
      IMAGING_FOLLOW_UP_STATUSES,
    ),
    textField('noAdditionalImagingReason', 'Reason No Additional Imaging'),
    yesNoField('imagingUploadedToCase', 'Imaging Uploaded to Case'),
  ],
  reperfusionCaseDischargeSummary: [
    dateTimeField('dischargeSummaryRequested', 'Discharge Summary Requested'),
    dateTimeField('dischargeSummaryReceived', 'Discharge Summary Received'),
  ],
  reperfusionCaseDirectorReview: [
    dateTimeField('reviewedByDirectorAt', 'Reviewed by Director At'),
    yesNoField('haemorrhage', 'Haemorrhage'),
    choiceField('anatomicDescription', 'Anatomic Description', ANATOMIC_DESCRIPTIONS),
    yesNoField('evtUndertaken', 'EVT Undertaken'),
    textField('patientOutcome', 'Patient Outcome'),
    textField('comments', 'Comments'),
  ],
} as const satisfies Record<ReperfusionSectionName, readonly FieldDeclaration[]>;
