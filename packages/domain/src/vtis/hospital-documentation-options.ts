import { asOptions } from '../cases/option.ts';
import type { YES_NO_UNKNOWN } from './options.ts';

/**
 * Option lists of the VTIS hospital documentation (spec 3 §3.6, §2.9). Every list says where it
 * comes from. Where the spec gives only the text, the text is the value (cases/option.ts); where it
 * gives codes (timeOfStrokeAccuracy: Known, Uncertain, WakeUp, Unknown) the code is the value and
 * the label is the text people read. The lists §3.6 shares with the VTIS consult (time accuracy,
 * follow-up investigations and referrals "as in 3.4", stroke types, yes/no) are the consult's
 * (options.ts), re-exported here under the documentation's names. The lists the AuSCR export reads
 * are mapped to registry answers in auscr-codes.ts.
 */

export {
  FOLLOW_UP_INVESTIGATION_VALUES,
  FOLLOW_UP_INVESTIGATIONS,
  FOLLOW_UP_REFERRAL_VALUES,
  FOLLOW_UP_REFERRALS,
  NO,
  NOT_REQUIRED,
  OTHER,
  PATHOLOGY,
  /** Accuracy of the time of stroke (§3.6 codes Known, Uncertain, WakeUp, Unknown): the consult's time accuracy (§3.4). */
  TIME_ACCURACY as TIME_OF_STROKE_ACCURACY,
  TIME_ACCURACY_OPTIONS as TIME_OF_STROKE_ACCURACY_OPTIONS,
  TIME_ACCURACY_VALUES as TIME_OF_STROKE_ACCURACY_VALUES,
  type TimeAccuracy as TimeOfStrokeAccuracy,
  /** The VTIS consult's stroke types (§3.4), which decide whether documentation is required. */
  VTIS_STROKE_TYPE,
  YES,
  YES_NO,
  YES_NO_OPTIONS,
  YES_NO_UNKNOWN,
  YES_NO_UNKNOWN_OPTIONS,
} from './options.ts';

/**
 * The registry questions (§3.6: stroke in hospital, ambulance, transfer, brain scan, stroke unit,
 * swallow, walking, mobilisation, the fever and glucose items, education) are not given answer
 * lists by the spec. SCOUT offers Yes / No / Unknown: a registry abstractor working from the
 * medical record must be able to say the record does not tell (the AuSCR FAQ "Acute data entry":
 * fields may be completed later when the information is not yet available).
 */
export type YesNoUnknownAnswer = (typeof YES_NO_UNKNOWN)[number];

/** How the patient was first mobilised (§3.6, given in full). */
export const MOBILISATION_METHOD_VALUES = ['Sitting', 'Standing', 'Walking'] as const;
export const MOBILISATION_METHODS = asOptions(MOBILISATION_METHOD_VALUES);

/**
 * Were antiplatelets given (§3.6 "answers include 'No, but anticoagulant agent provided'"). SCOUT
 * completes the list with Yes, No and Unknown, as the other registry questions.
 */
export const ANTIPLATELET_NO_BUT_ANTICOAGULANT = 'No, but anticoagulant agent provided';
export const ANTIPLATELET_ANSWER_VALUES = [
  'Yes',
  'No',
  ANTIPLATELET_NO_BUT_ANTICOAGULANT,
  'Unknown',
] as const;
export const ANTIPLATELET_ANSWERS = asOptions(ANTIPLATELET_ANSWER_VALUES);

/** The three discharge prescription questions (§3.6: Yes, No, Unknown or Contraindicated). */
export const PRESCRIPTION_ANSWER_VALUES = ['Yes', 'No', 'Unknown', 'Contraindicated'] as const;
export const PRESCRIPTION_ANSWERS = asOptions(PRESCRIPTION_ANSWER_VALUES);

/** Complications post stroke (§3.6, given in full). */
export const COMPLICATION_VALUES = [
  'Aspiration pneumonia',
  'DVT',
  'Falls',
  'Fever',
  'Pressure sores',
  'Shoulder subluxation',
  'Shoulder pain',
  'UTI',
  'Contracture',
  'Malnutrition',
  'New onset AF',
] as const;
export const COMPLICATIONS = asOptions(COMPLICATION_VALUES);

/** Medical risk factors (§3.6, given in full); Other needs the additional text (§4.7). */
export const MEDICAL_RISK_FACTOR_VALUES = [
  'Diabetes',
  'HTN',
  'AF',
  'Previous stroke/TIA',
  'Ischaemic heart disease',
  'MI',
  'Dyslipidaemia',
  'PVD',
  'Carotid disease',
  'Prothrombotic disorders',
  'Cardiomyopathy',
  'OSA',
  'CKD',
  'Other',
] as const;
export const MEDICAL_RISK_FACTORS = asOptions(MEDICAL_RISK_FACTOR_VALUES);

/** Lifestyle risk factors (§3.6, given in full); Current smoker shows the cessation question (§4.7). */
export const CURRENT_SMOKER = 'Current smoker';
export const LIFESTYLE_RISK_FACTOR_VALUES = [
  'High alcohol',
  CURRENT_SMOKER,
  'Physical inactivity',
  'Unhealthy diet',
  'Unhealthy weight',
  'Other',
] as const;
export const LIFESTYLE_RISK_FACTORS = asOptions(LIFESTYLE_RISK_FACTOR_VALUES);

/** Ongoing therapy required (§3.6, given in full). */
export const THERAPY_VALUES = ['Physio', 'OT', 'Speech', 'Dietitian', 'Social Work', 'Psychology'] as const;
export const THERAPIES = asOptions(THERAPY_VALUES);

/** Driving restrictions (§3.6, given in full); Not applicable stands alone. */
export const NOT_APPLICABLE = 'Not applicable';
export const DRIVING_RESTRICTION_VALUES = [
  'Can start driving after 4 weeks',
  'Stroke Clinic appointment required',
  'Return to driving assessment required',
  NOT_APPLICABLE,
] as const;
export const DRIVING_RESTRICTIONS = asOptions(DRIVING_RESTRICTION_VALUES);

/**
 * Discharge destinations (§3.6 lists them in lower case: other acute hospital, residential aged
 * care, statistical discharge, left against advice, deceased, other, usual residence with or
 * without supports, inpatient rehabilitation, transitional care). SCOUT writes them as labels and
 * splits "usual residence with or without supports" in two, since whether supports are in place
 * is what the discharge plan and the registry's living-arrangement question need to know.
 */
export const DISCHARGE_DESTINATION = {
  UsualResidenceWithSupports: 'Usual residence with supports',
  UsualResidenceWithoutSupports: 'Usual residence without supports',
  InpatientRehabilitation: 'Inpatient rehabilitation',
  TransitionalCare: 'Transitional care',
  ResidentialAgedCare: 'Residential aged care',
  OtherAcuteHospital: 'Other acute hospital',
  StatisticalDischarge: 'Statistical discharge',
  LeftAgainstAdvice: 'Left against advice',
  Deceased: 'Deceased',
  Other: 'Other',
} as const;
export const DISCHARGE_DESTINATION_VALUES = [
  DISCHARGE_DESTINATION.UsualResidenceWithSupports,
  DISCHARGE_DESTINATION.UsualResidenceWithoutSupports,
  DISCHARGE_DESTINATION.InpatientRehabilitation,
  DISCHARGE_DESTINATION.TransitionalCare,
  DISCHARGE_DESTINATION.ResidentialAgedCare,
  DISCHARGE_DESTINATION.OtherAcuteHospital,
  DISCHARGE_DESTINATION.StatisticalDischarge,
  DISCHARGE_DESTINATION.LeftAgainstAdvice,
  DISCHARGE_DESTINATION.Deceased,
  DISCHARGE_DESTINATION.Other,
] as const;
export const DISCHARGE_DESTINATIONS = asOptions(DISCHARGE_DESTINATION_VALUES);
export type DischargeDestination = (typeof DISCHARGE_DESTINATION_VALUES)[number];
