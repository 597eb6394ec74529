import { asOptions, type Option, optionValues } from '../cases/option.ts';
import { STROKE_RECORD_TYPE_LABEL, STROKE_RECORD_TYPES } from '../stroke/record-types.ts';

export { YES_NO, YES_NO_UNKNOWN } from '../cases/case-options.ts';
/**
 * VTIS consult and follow-up option lists (spec 3 §2.3, §3.4, §3.5, §3.9). Conventions as
 * vst/options.ts: a `*_VALUES` tuple (for `z.enum`) with its options (`{ value, label }`) and value
 * type beside it; where the spec gives a code (timeAccuracy Known, strokeType NotStroke) the code is
 * the stored value and the label is what people read; where it gives only the text, the text is
 * the value. The lists VTIS shares with VST (consult type, technical success, adverse event type,
 * not-stroke diagnoses, referrer position and unit, yes/no) are stroke/options.ts' and re-exported
 * here. Country of birth and spoken language are the SACC and ASCL reference lists
 * (admin/reference/sacc-countries.ts, patients/reference/ascl-languages.ts), never copied here.
 */
export {
  CONSULT_TYPE,
  CONSULT_TYPE_VALUES,
  CONSULT_TYPES,
  type ConsultType,
  NO,
  NOT_STROKE_DIAGNOSES,
  NOT_STROKE_DIAGNOSIS_VALUES,
  type NotStrokeDiagnosis,
  OTHER,
  SERIOUS_ADVERSE_EVENT_TYPE_VALUES as ADVERSE_EVENT_TYPE_VALUES,
  SERIOUS_ADVERSE_EVENT_TYPES as ADVERSE_EVENT_TYPES,
  type SeriousAdverseEventType as AdverseEventType,
  STROKE_HOSPITAL_UNIT_VALUES as VTIS_HOSPITAL_UNIT_VALUES,
  STROKE_HOSPITAL_UNITS as VTIS_HOSPITAL_UNITS,
  STROKE_POSITION_VALUES as VTIS_POSITION_VALUES,
  STROKE_POSITIONS as VTIS_POSITIONS,
  TECHNICAL_SUCCESS,
  TECHNICAL_SUCCESS_OPTIONS,
  TECHNICAL_SUCCESS_VALUES,
  type TechnicalSuccess,
  YES,
  YES_NO_OPTIONS,
  YES_NO_UNKNOWN_OPTIONS,
} from '../stroke/options.ts';

// Patient information (§3.4)

/** Title (§3.4, given in full). */
export const TITLE_VALUES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
export const TITLES = asOptions(TITLE_VALUES);
export type Title = (typeof TITLE_VALUES)[number];

/**
 * Aboriginal and/or Torres Strait Islander origin (§3.4: Aboriginal, Torres Strait Islander, Both,
 * Neither). The labels are the Australian Indigenous Status standard's (ABS; METeOR, the AuSCR Data
 * Dictionary's "Is the patient of Aboriginal/Torres Strait Islander origin?"), which says each
 * answer in full so that "Aboriginal" is not read as "Aboriginal, and maybe also Torres Strait
 * Islander".
 */
export const ATSI = {
  Aboriginal: 'Aboriginal',
  TorresStraitIslander: 'Torres Strait Islander',
  Both: 'Both',
  Neither: 'Neither',
} as const;
export const ATSI_OPTIONS = [
  { value: ATSI.Aboriginal, label: 'Aboriginal but not Torres Strait Islander origin' },
  { value: ATSI.TorresStraitIslander, label: 'Torres Strait Islander but not Aboriginal origin' },
  { value: ATSI.Both, label: 'Both Aboriginal and Torres Strait Islander origin' },
  { value: ATSI.Neither, label: 'Neither Aboriginal nor Torres Strait Islander origin' },
] as const satisfies readonly Option[];
export const ATSI_VALUES = optionValues(ATSI_OPTIONS);
export type Atsi = (typeof ATSI_VALUES)[number];

/** Next of kin relationship (§3.4, given in full). */
export const NOK_RELATIONSHIP_VALUES = [
  'Spouse',
  'Partner',
  'Son',
  'Daughter',
  'Sibling',
  'Parent',
  'Friend',
  'Associate',
  'Relative',
  'Professional Carer',
  'Not stated',
  'Inadequately described',
  'Other',
] as const;
export const NOK_RELATIONSHIPS = asOptions(NOK_RELATIONSHIP_VALUES);
export type NokRelationship = (typeof NOK_RELATIONSHIP_VALUES)[number];

// Patient history (§3.4, §4.3)

/**
 * Accuracy of the stroke onset time (§3.4; the codes are the hospital documentation's
 * timeOfStrokeAccuracy, §3.6, so both read one list). Time unknown hides the onset time (§4.3).
 */
export const TIME_ACCURACY = {
  Known: 'Known',
  Uncertain: 'Uncertain',
  WakeUp: 'WakeUp',
  Unknown: 'Unknown',
} as const;
export const TIME_ACCURACY_OPTIONS = [
  { value: TIME_ACCURACY.Known, label: 'Time of onset known' },
  { value: TIME_ACCURACY.Uncertain, label: 'If uncertain time of stroke, then time last seen well' },
  { value: TIME_ACCURACY.WakeUp, label: 'If wake up stroke, then time last seen well' },
  { value: TIME_ACCURACY.Unknown, label: 'Time unknown' },
] as const satisfies readonly Option[];
export const TIME_ACCURACY_VALUES = optionValues(TIME_ACCURACY_OPTIONS);
export type TimeAccuracy = (typeof TIME_ACCURACY_VALUES)[number];

/** Previous stroke (§3.4, given in full). */
export const PREVIOUS_STROKE_VALUES = ['Yes', 'No', 'Not documented'] as const;
export const PREVIOUS_STROKE_OPTIONS = asOptions(PREVIOUS_STROKE_VALUES);
export type PreviousStroke = (typeof PREVIOUS_STROKE_VALUES)[number];

/** Stroke types of the VTIS diagnosis (§3.4: codes Ischaemic, Haemorrhagic, TIA, NotStroke, Undetermined). */
export const VTIS_STROKE_TYPE = {
  Ischaemic: 'Ischaemic',
  Haemorrhagic: 'Haemorrhagic',
  Tia: 'TIA',
  NotStroke: 'NotStroke',
  Undetermined: 'Undetermined',
} as const;
const STROKE_TYPE_LABEL = {
  Ischaemic: { value: VTIS_STROKE_TYPE.Ischaemic, label: 'Ischaemic Stroke' },
  Haemorrhagic: { value: VTIS_STROKE_TYPE.Haemorrhagic, label: 'Haemorrhagic Stroke' },
  Tia: { value: VTIS_STROKE_TYPE.Tia, label: 'TIA' },
  NotStroke: { value: VTIS_STROKE_TYPE.NotStroke, label: 'Not Stroke' },
  Undetermined: { value: VTIS_STROKE_TYPE.Undetermined, label: 'Undetermined' },
} as const;
export const VTIS_STROKE_TYPES = [
  STROKE_TYPE_LABEL.Ischaemic,
  STROKE_TYPE_LABEL.Haemorrhagic,
  STROKE_TYPE_LABEL.Tia,
  STROKE_TYPE_LABEL.NotStroke,
  STROKE_TYPE_LABEL.Undetermined,
] as const satisfies readonly Option[];
export const VTIS_STROKE_TYPE_VALUES = optionValues(VTIS_STROKE_TYPES);
export type VtisStrokeType = (typeof VTIS_STROKE_TYPE_VALUES)[number];

/**
 * The working diagnosis before the consult (§3.4: Ischaemic, Haemorrhagic, TIA, Undetermined): the
 * stroke types without Not Stroke (the patient was referred with a stroke), same codes and labels,
 * so diagnosisRevised compares like with like (§4.3).
 */
export const WORKING_DIAGNOSES = [
  STROKE_TYPE_LABEL.Ischaemic,
  STROKE_TYPE_LABEL.Haemorrhagic,
  STROKE_TYPE_LABEL.Tia,
  STROKE_TYPE_LABEL.Undetermined,
] as const satisfies readonly Option[];
export const WORKING_DIAGNOSIS_VALUES = optionValues(WORKING_DIAGNOSES);
export type WorkingDiagnosis = (typeof WORKING_DIAGNOSIS_VALUES)[number];

// Diagnosis (§3.4, §4.3)

/**
 * Cause of stroke (§3.4, given in full): the TOAST classification's determined causes (Adams et
 * al., Stroke 1993), with the "other determined etiology" class in the two items the spec lists;
 * an undetermined cause is causeOfStrokeKnown No. Other reveals causeOfStrokeOtherNotes.
 */
export const CAUSE_OF_STROKE_VALUES = [
  'Large artery atherosclerosis',
  'Cardio-embolism',
  'Small artery occlusion (lacune)',
  'Stroke of other determined etiology such as illicit drug use',
  'A diagnosed metabolic disorder, or intervention/post operative',
  'Other',
] as const;
export const CAUSES_OF_STROKE = asOptions(CAUSE_OF_STROKE_VALUES);
export type CauseOfStroke = (typeof CAUSE_OF_STROKE_VALUES)[number];

// Recommended management (§3.4, §5.5)

/** The choices the recommended-management rules refer to. */
export const NO_CHANGES_TO_MANAGEMENT = 'No changes to current management plan';
export const PATHOLOGY = 'Pathology';
export const NOT_REQUIRED = 'Not required';

/**
 * Management recommendations (§3.4, given in full); Other reveals managementRecommendationsOther.
 * "No changes to current management plan" stands alone (SCOUT: it contradicts any other choice).
 */
export const MANAGEMENT_RECOMMENDATION_VALUES = [
  'Stroke Unit Care ongoing',
  'Antithrombotic Therapy',
  'Antihypertensive Therapy',
  'High intensity statin therapy',
  'Seizure Management',
  'Glycaemic Therapy',
  'Palliation',
  'ICU/HDU',
  'CCU/Cardiac monitoring',
  'Other',
  NO_CHANGES_TO_MANAGEMENT,
] as const;
export const MANAGEMENT_RECOMMENDATIONS = asOptions(MANAGEMENT_RECOMMENDATION_VALUES);
export type ManagementRecommendation = (typeof MANAGEMENT_RECOMMENDATION_VALUES)[number];

/**
 * Follow-up investigations arranged (§3.4, given in full; the hospital documentation offers the
 * same list, §3.6); Pathology and Other reveal followUpInvestigationsArrangedOther (§5.5). "Not
 * required" stands alone (SCOUT, as "No changes" above).
 */
export const FOLLOW_UP_INVESTIGATION_VALUES = [
  'MRI',
  'CTB',
  'CTA',
  'Transthoracic Echocardiogram with bubble study',
  'Transthoracic Echocardiogram without bubble study',
  'Holter monitor',
  'Longer term cardiac monitoring',
  'Carotid Doppler',
  '24hr ambulatory blood pressure monitoring',
  PATHOLOGY,
  'Other',
  NOT_REQUIRED,
] as const;
export const FOLLOW_UP_INVESTIGATIONS = asOptions(FOLLOW_UP_INVESTIGATION_VALUES);
export type FollowUpInvestigation = (typeof FOLLOW_UP_INVESTIGATION_VALUES)[number];

/**
 * Follow-up referrals arranged (§3.4, given in full; the hospital documentation offers the same
 * list, §3.6); Other reveals followUpReferralsArrangedOther. "Not required" stands alone.
 */
export const FOLLOW_UP_REFERRAL_VALUES = [
  'Outpatient stroke clinic',
  'Cardiology',
  'Neurosurgery',
  'Haematology',
  'Vascular surgeon',
  'Diabetes educator',
  'National Disability Insurance Scheme (NDIS)',
  'Other',
  NOT_REQUIRED,
] as const;
export const FOLLOW_UP_REFERRALS = asOptions(FOLLOW_UP_REFERRAL_VALUES);
export type FollowUpReferral = (typeof FOLLOW_UP_REFERRAL_VALUES)[number];

// Decline (§3.9, §5.7)

/** Decline reasons of a VTIS consult (§3.9, given in full); Other needs a text (§5.7). */
export const DECLINE_REASON_VALUES = [
  'End of life care/Patient deceased',
  'Patient transferred to another hospital',
  'Patient discharged home',
  'Other',
] as const;
export const DECLINE_REASONS = asOptions(DECLINE_REASON_VALUES);
export type DeclineReason = (typeof DECLINE_REASON_VALUES)[number];

// Dashboard (§2.3, §4.1)

/**
 * The VTIS dashboard's row types (§2.3: consult, follow-up, VTIS consult, VTIS follow-up, hospital
 * documentation): the stroke record types and the hospital documentation row of a consult whose
 * documentation is required (§4.1).
 */
export const VTIS_DASHBOARD_TYPE_VALUES = [...STROKE_RECORD_TYPES, 'HospitalDocumentation'] as const;
export type VtisDashboardType = (typeof VTIS_DASHBOARD_TYPE_VALUES)[number];
export const VTIS_DASHBOARD_TYPE_LABEL: Record<VtisDashboardType, string> = {
  ...STROKE_RECORD_TYPE_LABEL,
  HospitalDocumentation: 'Hospital Documentation',
};
export const VTIS_DASHBOARD_TYPES: readonly Option<VtisDashboardType>[] = VTIS_DASHBOARD_TYPE_VALUES.map(
  (value) => ({ value, label: VTIS_DASHBOARD_TYPE_LABEL[value] }),
);

/**
 * A VTIS record's status (§2.3, §4.1: "INPATIENT and others"): PENDING until the VTIS service takes
 * the consult on, INPATIENT while it is under review, DECLINED and CLOSED at the end. SCOUT's
 * completion of the list the spec leaves unshown; `vtisConsultStatus` (rules.ts) derives it.
 */
export const VTIS_STATUS = {
  Pending: 'PENDING',
  Inpatient: 'INPATIENT',
  Declined: 'DECLINED',
  Closed: 'CLOSED',
} as const;
export const VTIS_STATUS_OPTIONS = [
  { value: VTIS_STATUS.Pending, label: 'Pending' },
  { value: VTIS_STATUS.Inpatient, label: 'Inpatient' },
  { value: VTIS_STATUS.Declined, label: 'Declined' },
  { value: VTIS_STATUS.Closed, label: 'Closed' },
] as const satisfies readonly Option[];
export const VTIS_STATUS_VALUES = optionValues(VTIS_STATUS_OPTIONS);
export type VtisStatus = (typeof VTIS_STATUS_VALUES)[number];

/** Hospital documentation status (§3.4 vtisHospitalDocumentationStatus): null while none is required. */
export const VTIS_HOSPITAL_DOCUMENTATION_STATUS_VALUES = ['OPEN', 'CLOSED'] as const;
