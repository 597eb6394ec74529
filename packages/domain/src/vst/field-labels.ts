import type { Option } from '../cases/option.ts';
import {
  choiceField,
  choicesField,
  dateTimeField,
  HANDOVER_HISTORY_FIELD,
  numberField,
  PATIENT_HOSPITAL_FIELDS,
  REFERRER_FIELDS,
  SPECIALIST_FIELDS,
  textField,
  yesNoField,
} from '../stroke/field-kit.ts';
import {
  ACUTE_TREATMENT_ADVICE,
  ICH_TRANSFER_NOT_RECOMMENDED_REASONS,
  NOT_STROKE_DIAGNOSES,
  THROMBOLYTIC_DRUGS,
  TPA_EXCLUSION_REASONS,
} from './management-options.ts';
import {
  COMORBIDITIES,
  CONSULT_TYPES,
  DELAY_REASONS,
  FOLLOWUP_CONSULTATION_TYPES,
  FOLLOWUP_REASONS,
  IMAGES_AVAILABLE,
  INTERNET_TYPES,
  LOCAL_PACS_REASONS,
  MANDATORY_FIELDS_OFF_REASONS,
  MANDATORY_FIELDS_OPTIONS,
  NIHSS_PERFORMED_BY,
  OCCLUSION_VESSELS,
  PRE_STROKE_ACTIVITIES,
  PRELIMINARY_DIAGNOSES,
  REASONS_NO_VIDEO,
  SERIOUS_ADVERSE_EVENT_TYPES,
  SERIOUS_ADVERSE_EVENTS,
  STROKE_TYPES,
  TECHNICAL_ISSUES,
  TECHNICAL_SUCCESS_OPTIONS,
  VST_RHYTHMS,
  YES_NO_UNKNOWN_OPTIONS,
} from './options.ts';
import type { VstConsultSectionName, VstFollowupSectionName } from './sections.ts';

/**
 * Every field of the VST consult and follow-up once (GUIDE §7 "one field definition, many
 * uses"): its name in the section (dotted inside observations), the label people read, what kind
 * of value it holds and, for choices, its option list. The form, the PDF and the export columns
 * derive from these lists, in form order; a test keeps them in step with the section schemas. The
 * builders and the declarations VST shares with VTIS are stroke/field-kit.ts'.
 */
export type VstFieldKind =
  | 'text'
  | 'number'
  | 'dateTime'
  | 'boolean'
  | 'choice'
  | 'choices'
  /** An id from GET /hospitals, shown by its name. */
  | 'hospital'
  /** An id from GET /managers, shown by its name. */
  | 'user'
  /** Names from GET /medications. */
  | 'list'
  /** The neurologist handover history. */
  | 'specialists';

export interface VstField {
  readonly name: string;
  readonly label: string;
  readonly kind: VstFieldKind;
  readonly options?: readonly Option<string>[];
  /** false: not clinical data, left out of the PDFs (FieldDeclaration.printed). */
  readonly printed?: false;
}

const text = textField;
const num = numberField;
const at = dateTimeField;
const one = choiceField;
const many = choicesField;
const yesNo = yesNoField;

const NEUROLOGIST_FIELDS = [
  ...SPECIALIST_FIELDS,
  one('delayReason', 'Reason for Delay', DELAY_REASONS),
  text('otherDelayReason', 'Other Reason for Delay'),
  HANDOVER_HISTORY_FIELD,
] as const satisfies readonly VstField[];

const HOSPITAL_AGREEMENT_FIELDS = [
  yesNo('agreementFromHospitalToDeliverTreatmentPlan', 'Agreement from Hospital to Deliver Treatment Plan'),
  yesNo('appropriateReferralToVST', 'Appropriate Referral to VST'),
] as const satisfies readonly VstField[];

export const VST_CONSULT_FIELDS = {
  referrerInformation: REFERRER_FIELDS,
  patientInformation: [
    ...PATIENT_HOSPITAL_FIELDS,
    at('hospitalTriageDateAndTime', 'Hospital Triage Date/Time'),
    at('hospitalAdmissionDateAndTime', 'Hospital Admission Date/Time'),
    yesNo('imagingCompleted', 'Imaging Completed'),
    yesNo('acutePresentation', 'Acute Presentation'),
    one(
      'isPatientCurrentlyTakingAntiCoagulants',
      'Is the Patient Currently Taking Anticoagulants',
      YES_NO_UNKNOWN_OPTIONS,
    ),
    num('observations.hr', 'HR'),
    one('observations.rhythm', 'Rhythm', VST_RHYTHMS),
    num('observations.sbp', 'SBP'),
    num('observations.dbp', 'DBP'),
    num('observations.bsl', 'BSL'),
    num('observations.respRate', 'Resp Rate'),
    num('observations.spo2', 'SpO2'),
    num('observations.gcs', 'GCS'),
    num('observations.weight', 'Weight (kg)'),
    num('observations.temp', 'Temp (°C)'),
    { name: 'observations.ett', label: 'ETT', kind: 'boolean' },
    one('moreThanTwentyFourHrs', 'Symptom Onset More Than 24 Hours', YES_NO_UNKNOWN_OPTIONS),
    { ...one('mandatoryFields', 'Mandatory Fields', MANDATORY_FIELDS_OPTIONS), printed: false as const },
    one(
      'reasonMandatoryFieldsNotRequired',
      'Reason Mandatory Fields Not Required',
      MANDATORY_FIELDS_OFF_REASONS,
    ),
    text('otherReasonMandatoryFieldsNotRequired', 'Other Reason Mandatory Fields Not Required'),
    text('patientCurrentLocation', 'Patient Current Location'),
  ],
  neurologistInformation: NEUROLOGIST_FIELDS,
  clinicalPresentationInformation: [
    one('siteHospitalPreliminaryDiagnosis', 'Site Hospital Preliminary Diagnosis', PRELIMINARY_DIAGNOSES),
    text('preliminaryDiagnosisOtherNotes', 'Preliminary Diagnosis Other Notes'),
    yesNo('wakeUpStroke', 'Wake Up Stroke'),
    at('lastKnownWellDateAndTime', 'Time Last Known Well'),
    at('symptomOnsetDateAndTime', 'Estimated Time of Symptom Onset'),
    num('clinicalPresentationNIHSS', 'NIHSS'),
    one('nihssPerformedBy', 'NIHSS Performed By', NIHSS_PERFORMED_BY),
    num('preStrokemRS', 'Pre-Stroke mRS'),
    many('preStrokeActivities', 'Pre-Stroke Activities', PRE_STROKE_ACTIVITIES),
    many('currentComorbidities', 'Current Comorbidities', COMORBIDITIES),
    text('otherComorbidities', 'Other Comorbidities'),
    { name: 'currentMedications', label: 'Current Medications', kind: 'list' },
    text('otherMedications', 'Other Medications'),
    text('clinicalPresentationDetails', 'Clinical Presentation Details'),
  ],
  imagingDetails: [
    yesNo('establishedInfarct', 'Established Infarct'),
    yesNo('haemorrhage', 'Haemorrhage'),
    num('haemorrhageVolume', 'Haemorrhage Volume (mL)'),
    yesNo('ctaPerformed', 'CTA Performed'),
    yesNo('vesselOcclusion', 'Vessel Occlusion'),
    many('occlusionLocationVessels', 'Occlusion Location (Vessels)', OCCLUSION_VESSELS),
    yesNo('ctpPerformed', 'CTP Performed'),
    num('ctpCoreVolume', 'CTP Core Volume (mL)'),
    num('ctpPenumbralVolume', 'CTP Penumbral Volume (mL)'),
    num('ctpMismatchRatio', 'CTP Mismatch Ratio'),
    yesNo('perfusionMapsAvailable', 'Perfusion Maps Available'),
    one('imagesAvailableOnVisage', 'Images Available on Visage', IMAGES_AVAILABLE),
    yesNo('localPACSAccessed', 'Local PACS Accessed'),
    many('reasonsForAccessingLocalPACS', 'Reasons for Accessing Local PACS', LOCAL_PACS_REASONS),
    text('reasonForAccessingLocalPACSOther', 'Other Reason for Accessing Local PACS'),
    yesNo('didImpactTreatmentDecision', 'Did It Impact the Treatment Decision'),
    text('brainImagingResults', 'Brain Imaging Results'),
  ],
  diagnosisDetails: [
    one('strokeType', 'Stroke Type', STROKE_TYPES),
    text('diagnosisDetails', 'Diagnosis Details'),
    many('notStokeDiagnosisDetails', 'Not Stroke Diagnosis', NOT_STROKE_DIAGNOSES),
    text('notStokeDiagnosisDetailsOtherNotes', 'Not Stroke Diagnosis Other Notes'),
  ],
  reperfusionTherapiesDetails: [
    yesNo('tpaAdvised', 'tPA Advised'),
    at('timeOfDecisionToThrombolyse', 'Time of Decision to Thrombolyse'),
    yesNo('tpaAdministered', 'tPA Administered'),
    one('drugUsed', 'Drug Used', THROMBOLYTIC_DRUGS),
    at('tpaCommenceDateAndTime', 'tPA Commence Date/Time'),
    many('reasonsForTPAExclusion', 'Reasons for tPA Exclusion', TPA_EXCLUSION_REASONS),
    yesNo('patientRecommendedForECR', 'Patient Recommended for ECR'),
    text('ecrClinicianContacted', 'ECR Clinician Contacted'),
    yesNo('patientAcceptedForECR', 'Patient Accepted for ECR'),
    text('reasonForECRRefusal', 'Reason for ECR Refusal'),
    yesNo('furtherECRReferralUndertaken', 'Further ECR Referral Undertaken'),
    text('secondaryECRReferralClinicianContacted', 'Secondary ECR Referral Clinician Contacted'),
    yesNo('secondaryECRReferralAccepted', 'Secondary ECR Referral Accepted'),
    text('reasonForSecondaryECRRefusal', 'Reason for Secondary ECR Refusal'),
    { name: 'acceptingHospitalForECR', label: 'Accepting Hospital for ECR', kind: 'hospital' },
    at('doorOutTime', 'Door-Out Time'),
    yesNo('haemorrhageICHWasTransferRecommended', 'ICH: Was Transfer Recommended'),
    yesNo('ichPathwayUsed', 'ICH Pathway Used'),
    text('ichPathwayAcceptingClinician', 'ICH Pathway Accepting Clinician'),
    {
      name: 'ichAcceptingHospitalIfPathwayNotUsed',
      label: 'Accepting Hospital (ICH Pathway Not Used)',
      kind: 'hospital',
    },
    many(
      'reasonsICHTransferNotRecommended',
      'Reasons ICH Transfer Not Recommended',
      ICH_TRANSFER_NOT_RECOMMENDED_REASONS,
    ),
    many(
      'otherAcuteTreatmentManagementAdviceProvided',
      'Other Acute Treatment/Management Advice Provided',
      ACUTE_TREATMENT_ADVICE,
    ),
    text('otherAcuteTreatmentManagementAdviceProvidedNotes', 'Other Acute Treatment/Management Advice Notes'),
  ],
  technicalConsultationInformation: [
    one('consultType', 'Consult Type', CONSULT_TYPES),
    one('reasonNoVideoConsultation', 'Reason for No Video Consultation', REASONS_NO_VIDEO),
    one('internetType', 'Internet Type', INTERNET_TYPES),
    text('otherInternetTypeNotes', 'Other Internet Type'),
    one('technicalSuccess', 'Technical Success', TECHNICAL_SUCCESS_OPTIONS),
    many('technicalIssues', 'Technical Issues', TECHNICAL_ISSUES),
    text('technicalIssuesOtherNotes', 'Other Technical Issues'),
  ],
  hospitalAgreementDetails: HOSPITAL_AGREEMENT_FIELDS,
} as const satisfies Record<VstConsultSectionName, readonly VstField[]>;

export const VST_FOLLOWUP_FIELDS = {
  referrerInformation: REFERRER_FIELDS,
  patientInformation: [
    ...PATIENT_HOSPITAL_FIELDS,
    text('patientCurrentLocation', 'Patient Current Location'),
  ],
  neurologistInformation: NEUROLOGIST_FIELDS,
  followupConsultationInformation: [
    one('reasonForFollowup', 'Reason for Follow Up', FOLLOWUP_REASONS),
    text('followupNotes', 'Follow Up Notes'),
    yesNo('pacsAccessed', 'PACS Accessed'),
    one('followupConsultationType', 'Follow Up Consultation Type', FOLLOWUP_CONSULTATION_TYPES),
    text('technicalIssues', 'Technical Issues'),
    text('furtherAdviceOrTreatment', 'Further Advice or Treatment'),
    text('comments', 'Comments (staff only)'),
    one('seriousAdverseEvent', 'Serious Adverse Event', SERIOUS_ADVERSE_EVENTS),
    one('seriousAdverseEventType', 'Serious Adverse Event Type', SERIOUS_ADVERSE_EVENT_TYPES),
    text('seriousAdverseEventTypeOtherExplanation', 'Serious Adverse Event Other Explanation'),
    at('seriousAdverseEventDateTime', 'Serious Adverse Event Date/Time'),
  ],
  hospitalAgreementDetails: HOSPITAL_AGREEMENT_FIELDS,
} as const satisfies Record<VstFollowupSectionName, readonly VstField[]>;
