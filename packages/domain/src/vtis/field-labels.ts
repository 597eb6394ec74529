import {
  choiceField,
  choicesField,
  type FieldDeclaration,
  HANDOVER_HISTORY_FIELD,
  PATIENT_HOSPITAL_FIELDS,
  REFERRER_FIELDS,
  SPECIALIST_FIELDS,
  textField,
  yesNoField,
} from '../stroke/field-kit.ts';
import {
  ADVERSE_EVENT_TYPES,
  ATSI_OPTIONS,
  CAUSES_OF_STROKE,
  CONSULT_TYPES,
  FOLLOW_UP_INVESTIGATIONS,
  FOLLOW_UP_REFERRALS,
  MANAGEMENT_RECOMMENDATIONS,
  NOK_RELATIONSHIPS,
  NOT_STROKE_DIAGNOSES,
  PREVIOUS_STROKE_OPTIONS,
  TECHNICAL_SUCCESS_OPTIONS,
  TIME_ACCURACY_OPTIONS,
  TITLES,
  VTIS_STROKE_TYPES,
  WORKING_DIAGNOSES,
} from './options.ts';
import type { VtisConsultSectionName, VtisFollowupSectionName } from './sections.ts';

/**
 * Every field of the VTIS consult and follow-up once (GUIDE §7 "one field definition, many uses"):
 * its name in the section, the label people read, the kind of value and, for choices, its option
 * list, in form order. The form, the PDF and the CSV export columns derive from these lists; a test
 * keeps them in step with the section schemas. Builders and shared declarations are
 * stroke/field-kit.ts'.
 */
export type VtisFieldKind =
  | 'text'
  | 'dateTime'
  /** A calendar date, YYYY-MM-DD. */
  | 'date'
  /** A wall-clock time, HH:mm, recorded apart from its date. */
  | 'time'
  | 'choice'
  | 'choices'
  /** An id from the hospital list, shown by its name. */
  | 'hospital'
  /** An id from GET /vtisNeurologists, shown by its name. */
  | 'user'
  /** The neurologist handover history. */
  | 'specialists'
  /** A SACC country code, searched by name (§5.5), shown by its name. */
  | 'country'
  /** An ASCL language code, searched by name (§5.5), shown by its name. */
  | 'language'
  /** A phone number. */
  | 'phone';
export type VtisField = FieldDeclaration<VtisFieldKind>;

const text = textField;
const one = choiceField;
const many = choicesField;
const yesNo = yesNoField;
const date = (name: string, label: string) => ({ name, label, kind: 'date' as const });
const time = (name: string, label: string) => ({ name, label, kind: 'time' as const });
const phone = (name: string, label: string) => ({ name, label, kind: 'phone' as const });

const NEUROLOGIST_FIELDS = [
  ...SPECIALIST_FIELDS,
  HANDOVER_HISTORY_FIELD,
] as const satisfies readonly VtisField[];
const TECHNICAL_FIELDS = [
  one('consultType', 'Consult Type', CONSULT_TYPES),
  one('technicalSuccess', 'Technical Success', TECHNICAL_SUCCESS_OPTIONS),
] as const satisfies readonly VtisField[];

export const VTIS_CONSULT_FIELDS = {
  referrerInformation: REFERRER_FIELDS,
  patientInformation: [
    one('title', 'Title', TITLES),
    phone('mobileNumber', 'Mobile Number'),
    one('atsi', 'Aboriginal and/or Torres Strait Islander Origin', ATSI_OPTIONS),
    { name: 'countryOfBirthCode', label: 'Country of Birth', kind: 'country' },
    { name: 'spokenLanguageCode', label: 'Spoken Language', kind: 'language' },
    yesNo('interpreterRequired', 'Interpreter Required'),
    text('medicareNumber', 'Medicare Number'),
    ...PATIENT_HOSPITAL_FIELDS,
    text('nokFirstName', 'Next of Kin First Name'),
    text('nokSurname', 'Next of Kin Surname'),
    one('nokRelationship', 'Next of Kin Relationship', NOK_RELATIONSHIPS),
    phone('nokContactNumber', 'Next of Kin Contact Number'),
    {
      ...yesNo('mandatoryFieldsOff', "Patient's Details Unavailable (Required Fields Off)"),
      printed: false as const,
    },
  ],
  neurologistInformation: NEUROLOGIST_FIELDS,
  patientHistory: [
    yesNo('strokeOnsetKnown', 'Stroke Onset Known'),
    date('strokeOnsetDate', 'Stroke Onset Date'),
    one('timeAccuracy', 'Time Accuracy', TIME_ACCURACY_OPTIONS),
    time('strokeOnsetTime', 'Stroke Onset Time'),
    date('edPresentationDate', 'ED Presentation Date'),
    time('edPresentationTime', 'ED Presentation Time'),
    one('previousStroke', 'Previous Stroke', PREVIOUS_STROKE_OPTIONS),
    yesNo('wasVstContacted', 'Was VST Contacted'),
    yesNo('intravenousThrombolysisReceived', 'Intravenous Thrombolysis Received'),
    date('dateOfThrombolysis', 'Date of Thrombolysis'),
    time('timeOfThrombolysis', 'Time of Thrombolysis'),
    yesNo('thrombolysisRelatedAdverseEvent', 'Thrombolysis Related Adverse Event'),
    one('adverseEventType', 'Adverse Event Type', ADVERSE_EVENT_TYPES),
    text('relevantPatientHistory', 'Relevant Patient History'),
    one('workingDiagnosisBeforeConsult', 'Working Diagnosis Before Consult', WORKING_DIAGNOSES),
  ],
  imagingDetails: [text('imagingResults', 'Imaging Results')],
  diagnosisDetails: [
    one('strokeType', 'Stroke Type', VTIS_STROKE_TYPES),
    many('notStrokeDiagnosisDetails', 'Not Stroke Diagnosis', NOT_STROKE_DIAGNOSES),
    text('notStrokeDiagnosisDetailsOtherNotes', 'Not Stroke Diagnosis Other Notes'),
    text('diagnosisDetails', 'Diagnosis Details'),
    yesNo('diagnosisRevised', 'Diagnosis Revised'),
    yesNo('causeOfStrokeKnown', 'Cause of Stroke Known'),
    one('causeOfStroke', 'Cause of Stroke', CAUSES_OF_STROKE),
    text('causeOfStrokeOtherNotes', 'Cause of Stroke Other Notes'),
  ],
  recommendedManagement: [
    yesNo('facilitatedInterHospitalTransfers', 'Facilitated Inter-Hospital Transfers'),
    many('managementRecommendations', 'Management Recommendations', MANAGEMENT_RECOMMENDATIONS),
    text('managementRecommendationsOther', 'Other Management Recommendations'),
    many('followUpInvestigationsArranged', 'Follow Up Investigations Arranged', FOLLOW_UP_INVESTIGATIONS),
    text('followUpInvestigationsArrangedOther', 'Other / Pathology Investigations'),
    many('followUpReferralsArranged', 'Follow Up Referrals Arranged', FOLLOW_UP_REFERRALS),
    text('followUpReferralsArrangedOther', 'Other Referrals'),
    yesNo('testCancelled', 'Test Cancelled'),
    text('testCancelledDetails', 'Test Cancelled Details'),
    yesNo('estimatedLengthOfStayAdvised', 'Estimated Length of Stay Advised'),
    yesNo('recommendedChangesInMedications', 'Recommended Changes in Medications'),
    text('recommendedChangesInMedicationsDetails', 'Recommended Changes in Medications Details'),
    yesNo('patientCenteredCounselling', 'Patient Centered Counselling'),
    text('comments', 'Comments'),
  ],
  technicalConsultationInformation: TECHNICAL_FIELDS,
} as const satisfies Record<VtisConsultSectionName, readonly VtisField[]>;

const INITIAL = 'workingDiagnosisFromInitialVtisConsult';
const AFTER = 'workingDiagnosisAfterFollowupVtisConsult';

export const VTIS_FOLLOWUP_FIELDS = {
  referrerInformation: REFERRER_FIELDS,
  neurologistInformation: NEUROLOGIST_FIELDS,
  followupConsultationInformation: [
    text('history', 'History'),
    text('examinationFindings', 'Examination Findings'),
    text('imagingResults', 'Imaging Results'),
    one(INITIAL, 'Working Diagnosis from Initial VTIS Consult', VTIS_STROKE_TYPES),
    many(`${INITIAL}NotStrokeDiagnosis`, 'Initial Not Stroke Diagnosis', NOT_STROKE_DIAGNOSES),
    text(`${INITIAL}NotStrokeDiagnosisOtherDetails`, 'Initial Not Stroke Diagnosis Other Details'),
    one(AFTER, 'Working Diagnosis after Follow Up VTIS Consult', VTIS_STROKE_TYPES),
    text(`${AFTER}Details`, 'Diagnosis Details'),
    many(`${AFTER}NotStrokeDiagnosis`, 'Not Stroke Diagnosis', NOT_STROKE_DIAGNOSES),
    text(`${AFTER}NotStrokeDiagnosisOtherDetails`, 'Not Stroke Diagnosis Other Details'),
    text('plan', 'Plan'),
    text('comments', 'Comments'),
    text('additionalInpatientTestsOrdered', 'Additional Inpatient Tests Ordered'),
    text('recommendedChangesInMedication', 'Recommended Changes in Medication'),
    ...TECHNICAL_FIELDS,
  ],
} as const satisfies Record<VtisFollowupSectionName, readonly VtisField[]>;

/**
 * The follow-up's read-only patient panel (§2.8) shows the consult's patient information with the
 * consult's declarations.
 */
export const VTIS_FOLLOWUP_PATIENT_FIELDS = VTIS_CONSULT_FIELDS.patientInformation;
