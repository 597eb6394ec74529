import { REFERRAL_HOSPITAL_UNITS, YES_NO, YES_NO_UNKNOWN } from '../cases/case-options.ts';
import { HEART_RHYTHMS } from '../cases/clinical-options.ts';
import { asOptions } from '../cases/option.ts';
import {
  STROKE_HOSPITAL_UNIT_VALUES,
  STROKE_HOSPITAL_UNITS,
  STROKE_POSITION_VALUES,
  STROKE_POSITIONS,
  type StrokeHospitalUnit,
  type StrokePosition,
} from '../stroke/options.ts';

/**
 * VST consult and follow-up option lists (spec 3 §3.1, §3.2, §3.9). Every list is a `*_VALUES`
 * tuple (for `z.enum`) with its options (`{ value, label }`) and value type beside it; where the
 * spec gives only the text, the text is the value. The diagnosis and recommended-management
 * lists the spec only counts are completed in management-options.ts, with their sources. The lists
 * VST shares with VTIS are stroke/options.ts' (re-exported here); the decline reasons, used by VTIS
 * consults only, are vtis/options.ts' (re-exported here).
 */

export {
  CONSULT_TYPE,
  CONSULT_TYPE_VALUES,
  CONSULT_TYPES,
  type ConsultType,
  NO,
  OTHER,
  SERIOUS_ADVERSE_EVENT_TYPE_VALUES,
  SERIOUS_ADVERSE_EVENT_TYPES,
  type SeriousAdverseEventType,
  TECHNICAL_SUCCESS,
  TECHNICAL_SUCCESS_OPTIONS,
  TECHNICAL_SUCCESS_VALUES,
  type TechnicalSuccess,
  YES,
  YES_NO_OPTIONS,
  YES_NO_UNKNOWN_OPTIONS,
} from '../stroke/options.ts';
export { DECLINE_REASON_VALUES, DECLINE_REASONS, type DeclineReason } from '../vtis/options.ts';
export { YES_NO, YES_NO_UNKNOWN };

/** Referrer positions (§3.9): the consult list Telehealth also uses. */
export const VST_POSITION_VALUES = STROKE_POSITION_VALUES;
export const VST_POSITIONS = STROKE_POSITIONS;
export type VstPosition = StrokePosition;

/** Hospital units of a consult (§3.9): ED to Other; the clinic lists also offer Outpatient Clinic. */
export const VST_HOSPITAL_UNIT_VALUES = STROKE_HOSPITAL_UNIT_VALUES;
export const VST_HOSPITAL_UNITS = STROKE_HOSPITAL_UNITS;
export type VstHospitalUnit = StrokeHospitalUnit;
export const VST_CLINIC_HOSPITAL_UNIT_VALUES = REFERRAL_HOSPITAL_UNITS;

/** The completeness toggle (§3.1 mandatoryFields, §4.2). */
export const MANDATORY_FIELDS_VALUES = ['On', 'Off'] as const;
export type MandatoryFields = (typeof MANDATORY_FIELDS_VALUES)[number];
export const MANDATORY_FIELDS_OPTIONS = asOptions(MANDATORY_FIELDS_VALUES);

/** Why the mandatory fields are off (§3.9); Other needs a text (§4.2). */
export const MANDATORY_FIELDS_OFF_REASON_VALUES = [
  'Symptom onset greater than 24hrs',
  'Inappropriate referral',
  'Other',
] as const;
export const MANDATORY_FIELDS_OFF_REASONS = asOptions(MANDATORY_FIELDS_OFF_REASON_VALUES);
export type MandatoryFieldsOffReason = (typeof MANDATORY_FIELDS_OFF_REASON_VALUES)[number];

/**
 * Heart rhythm of the patient's observations (§3.1 observations.rhythm). Spec 3 gives no list;
 * SCOUT offers the rhythms of spec 2 §3.6 (atrial fibrillation matters most for stroke).
 */
export const VST_RHYTHM_VALUES = HEART_RHYTHMS;
export const VST_RHYTHMS = asOptions(VST_RHYTHM_VALUES);

/**
 * The consult's data version (§3.1): records with schemaVersion null asked "acutePresentation";
 * version 1 and later ask "isPatientCurrentlyTakingAntiCoagulants" instead. New consults get the
 * current version.
 */
export const CURRENT_VST_SCHEMA_VERSION = 1;

/** Stroke type (§3.9). */
export const STROKE_TYPE = {
  Ischaemic: 'Ischaemic Stroke',
  Haemorrhagic: 'Haemorrhagic Stroke',
  Tia: 'TIA',
  Other: 'Other',
  NotStroke: 'Not Stroke',
  Undetermined: 'Undetermined',
} as const;
export const STROKE_TYPE_VALUES = [
  STROKE_TYPE.Ischaemic,
  STROKE_TYPE.Haemorrhagic,
  STROKE_TYPE.Tia,
  STROKE_TYPE.Other,
  STROKE_TYPE.NotStroke,
  STROKE_TYPE.Undetermined,
] as const;
export const STROKE_TYPES = asOptions(STROKE_TYPE_VALUES);
export type StrokeType = (typeof STROKE_TYPE_VALUES)[number];

/**
 * The site hospital's preliminary diagnosis (§3.1 siteHospitalPreliminaryDiagnosis). Spec 3 gives
 * no list; SCOUT offers the stroke types, Other revealing preliminaryDiagnosisOtherNotes.
 */
export const PRELIMINARY_DIAGNOSIS_VALUES = STROKE_TYPE_VALUES;
export const PRELIMINARY_DIAGNOSES = STROKE_TYPES;

/** Comorbidities (§3.9, 'Dyslipdaemia' spelt so); Other reveals otherComorbidities. */
export const COMORBIDITY_VALUES = [
  'Diabetes',
  'HTN',
  'AF',
  'Ischaemic heart disease',
  'Myocardial infarction',
  'Dyslipdaemia',
  'Peripheral vascular disease',
  'Carotid disease',
  'Prothrombotic disorders',
  'Cardiomyopathy',
  'Obstructive sleep apnoea',
  'Chronic kidney disease',
  'Other',
] as const;
export const COMORBIDITIES = asOptions(COMORBIDITY_VALUES);
export type Comorbidity = (typeof COMORBIDITY_VALUES)[number];

/** Pre-stroke activities (§3.9). */
export const PRE_STROKE_ACTIVITY_VALUES = ['Driving', 'Shopping', 'Banking'] as const;
export const PRE_STROKE_ACTIVITIES = asOptions(PRE_STROKE_ACTIVITY_VALUES);
export type PreStrokeActivity = (typeof PRE_STROKE_ACTIVITY_VALUES)[number];

/** Who performed the NIHSS (§3.9). */
export const NIHSS_PERFORMED_BY_VALUES = [
  'Hospital staff',
  'VST Neurologist by verbal description',
  'VST Neurologist by audio visual exam',
] as const;
export const NIHSS_PERFORMED_BY = asOptions(NIHSS_PERFORMED_BY_VALUES);
export type NihssPerformedBy = (typeof NIHSS_PERFORMED_BY_VALUES)[number];

const sides = <const V extends string>(vessel: V) => [`Left ${vessel}`, `Right ${vessel}`] as const;

/**
 * Occlusion location vessels (§3.9: "left/right ICA-EC, ICA-IC, MCA-M1/M2/M3, ACA, PCA, BA, VA,
 * Other"). Every paired vessel has a left and a right; the basilar artery is single (midline).
 */
export const OCCLUSION_VESSEL_VALUES = [
  ...sides('ICA-EC'),
  ...sides('ICA-IC'),
  ...sides('MCA-M1'),
  ...sides('MCA-M2'),
  ...sides('MCA-M3'),
  ...sides('ACA'),
  ...sides('PCA'),
  'BA',
  ...sides('VA'),
  'Other',
] as const;
export const OCCLUSION_VESSELS = asOptions(OCCLUSION_VESSEL_VALUES);
export type OcclusionVessel = (typeof OCCLUSION_VESSEL_VALUES)[number];

/** Images available on the imaging viewer (§3.9). */
export const IMAGES_AVAILABLE_VALUES = ['Yes', 'No', 'Delayed', 'Incomplete'] as const;
export const IMAGES_AVAILABLE = asOptions(IMAGES_AVAILABLE_VALUES);
export type ImagesAvailable = (typeof IMAGES_AVAILABLE_VALUES)[number];

/** Reasons for accessing the local PACS (§3.9); Other reveals reasonForAccessingLocalPACSOther. */
export const LOCAL_PACS_REASON_VALUES = [
  'No images available in Visage',
  'Slow transfer of images to Visage',
  'CTP maps not available',
  'To review previous images',
  'Other',
] as const;
export const LOCAL_PACS_REASONS = asOptions(LOCAL_PACS_REASON_VALUES);
export type LocalPacsReason = (typeof LOCAL_PACS_REASON_VALUES)[number];

/** Why the specialist was contacted 10 minutes or more after the call (§3.9, §5.2). */
export const DELAY_REASON_VALUES = [
  'Concurrent case',
  'Overflow not available',
  'Referrer unavailable/uncontactable',
  'Scans yet to be completed',
  'VST Neurologist/Stroke Specialist unavailable/uncontactable',
  'Other',
] as const;
export const DELAY_REASONS = asOptions(DELAY_REASON_VALUES);
export type DelayReason = (typeof DELAY_REASON_VALUES)[number];

/** Why there was no video (§3.9), asked for a phone-only consult. */
export const REASON_NO_VIDEO_VALUES = [
  'Not clinically required',
  'Concurrent VST call',
  'Technical issue',
  'Video consultation declined by referring site',
] as const;
export const REASONS_NO_VIDEO = asOptions(REASON_NO_VIDEO_VALUES);
export type ReasonNoVideo = (typeof REASON_NO_VIDEO_VALUES)[number];

/** Internet type of a video consult (§3.9); Other reveals otherInternetTypeNotes. */
export const INTERNET_TYPE_VALUES = [
  'Hospital or other institution',
  'Home',
  'Mobile (4G)',
  'Other',
] as const;
export const INTERNET_TYPES = asOptions(INTERNET_TYPE_VALUES);
export type InternetType = (typeof INTERNET_TYPE_VALUES)[number];

/** Technical issues of an impeded consult (§3.9); Other reveals technicalIssuesOtherNotes. */
export const TECHNICAL_ISSUE_VALUES = [
  'Phone audio quality',
  'VC unable to login',
  'VC audio',
  'VC vision lag',
  'VC vision drop out',
  'Unable to connect to cart',
  'PACS unable to login',
  'PACS image quality not suitable',
  'Other',
  'Error Message',
] as const;
export const TECHNICAL_ISSUES = asOptions(TECHNICAL_ISSUE_VALUES);
export type TechnicalIssue = (typeof TECHNICAL_ISSUE_VALUES)[number];

/** Follow-up reason (§3.2, §3.9). */
export const FOLLOWUP_REASON_VALUES = ['tPA', 'ECR', 'Other'] as const;
export const FOLLOWUP_REASONS = asOptions(FOLLOWUP_REASON_VALUES);
export type FollowupReason = (typeof FOLLOWUP_REASON_VALUES)[number];

/** Follow-up consultation type (§3.2, §3.9). */
export const FOLLOWUP_CONSULTATION_TYPE_VALUES = ['Video conference and phone', 'Phone only'] as const;
export const FOLLOWUP_CONSULTATION_TYPES = asOptions(FOLLOWUP_CONSULTATION_TYPE_VALUES);
export type FollowupConsultationType = (typeof FOLLOWUP_CONSULTATION_TYPE_VALUES)[number];

/** Serious adverse event (§3.2). */
export const SERIOUS_ADVERSE_EVENT_VALUES = ['Yes', 'No', 'N/A', 'Unknown'] as const;
export const SERIOUS_ADVERSE_EVENTS = asOptions(SERIOUS_ADVERSE_EVENT_VALUES);
export type SeriousAdverseEvent = (typeof SERIOUS_ADVERSE_EVENT_VALUES)[number];
