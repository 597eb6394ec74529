import { CONSULT_REFERRER_POSITIONS, REFERRAL_HOSPITAL_UNITS } from '../cases/case-options.ts';
import {
  GCS_EYES,
  GCS_MOTOR,
  GCS_VERBAL,
  HEART_RHYTHMS,
  INTUBATION_DIFFICULTIES as INTUBATION_DIFFICULTY_VALUES,
  LARYNGOSCOPIC_GRADES as LARYNGOSCOPIC_GRADE_VALUES,
} from '../cases/clinical-options.ts';
import { type Option, optionValues } from '../cases/option.ts';
import { FACE_MASK_FIO2, flowChoices } from '../cases/oxygen-therapy.ts';

/**
 * Telehealth option lists (spec 2 §3.6, §9). Every list is `{ value, label }[]` `as const`; its
 * `*_VALUES` tuple feeds `z.enum`/`z.literal` and its value union type is exported beside it.
 * Where the spec gives a code (outcome 0, respiratory support 3, GCS 4) the code is the value;
 * where it gives only a text, the text is the value.
 */

export type { GcsEyes, GcsMotor, GcsVerbal } from '../cases/clinical-options.ts';
export { GCS_EYES, GCS_MOTOR, GCS_VERBAL };

const textOptions = <const V extends string>(values: readonly V[]) =>
  values.map((value) => ({ value, label: value }) as const);
const numberOptions = <const V extends number>(values: readonly V[]) =>
  values.map((value) => ({ value, label: String(value) }) as const);

/** Heart rhythm (spec 2 §3.6); 'Other' reveals rhythmnOther (spec 2 §4.10). */
export const TELEHEALTH_RHYTHMS = [
  ...textOptions(HEART_RHYTHMS),
  { value: 'Other', label: 'Other' },
] as const satisfies readonly Option[];
export const TELEHEALTH_RHYTHM_VALUES = [...HEART_RHYTHMS, 'Other'] as const;
export type TelehealthRhythm = (typeof TELEHEALTH_RHYTHM_VALUES)[number];
export const OTHER_RHYTHM: TelehealthRhythm = 'Other';

/** Stat dose frequency (spec 2 §3.6). */
export const STAT_DOSE_FREQUENCY_VALUES = [
  'AC',
  'BD',
  'Mane',
  'Nocte',
  'PRN',
  'Q12H',
  'Q2H',
  'Q4H',
  'Q6H',
  'Q8H',
  'QID',
  'STAT',
  'TDS',
] as const;
export const STAT_DOSE_FREQUENCIES = textOptions(STAT_DOSE_FREQUENCY_VALUES);
export type StatDoseFrequency = (typeof STAT_DOSE_FREQUENCY_VALUES)[number];

/** Stat dose route (spec 2 §3.6). */
export const STAT_DOSE_ROUTE_VALUES = [
  'ID',
  'IM',
  'IO',
  'IT',
  'IV',
  'NGT',
  'PEG',
  'PO',
  'PR',
  'PV',
  'SC',
  'SL',
  'Patch',
  'NEB',
] as const;
export const STAT_DOSE_ROUTES = textOptions(STAT_DOSE_ROUTE_VALUES);
export type StatDoseRoute = (typeof STAT_DOSE_ROUTE_VALUES)[number];

export const GCS_EYES_VALUES = optionValues(GCS_EYES);
export const GCS_VERBAL_VALUES = optionValues(GCS_VERBAL);
export const GCS_MOTOR_VALUES = optionValues(GCS_MOTOR);

/**
 * Richmond Agitation-Sedation Scale (spec 2 §3.6 gives the ten names). The value is the published
 * RASS score (+4 Combative to -5 Unarousable, Sessler et al. 2002), so a stored value means the
 * same thing to every clinician and report.
 */
export const RASS_LEVELS = [
  { value: 4, label: 'Combative' },
  { value: 3, label: 'Very Agitated' },
  { value: 2, label: 'Agitated' },
  { value: 1, label: 'Restless' },
  { value: 0, label: 'Alert and Calm' },
  { value: -1, label: 'Drowsy' },
  { value: -2, label: 'Light Sedation' },
  { value: -3, label: 'Moderate Sedation' },
  { value: -4, label: 'Deep Sedation' },
  { value: -5, label: 'Unarousable' },
] as const satisfies readonly Option<number>[];
export const RASS_VALUES = optionValues(RASS_LEVELS);
export type RassLevel = (typeof RASS_VALUES)[number];

/** Arterial line site (spec 2 §3.6: None, Left/Right Brachial, Femoral, Radial). */
export const ARTERIAL_LINE_SITE_VALUES = [
  'None',
  'Left Brachial',
  'Right Brachial',
  'Left Femoral',
  'Right Femoral',
  'Left Radial',
  'Right Radial',
] as const;
export const ARTERIAL_LINE_SITES = textOptions(ARTERIAL_LINE_SITE_VALUES);
export type ArterialLineSite = (typeof ARTERIAL_LINE_SITE_VALUES)[number];

/** Central venous catheter site (spec 2 §3.6: None, Left/Right Femoral, Int Jug, PIC, Subclavian). */
export const CVC_SITE_VALUES = [
  'None',
  'Left Femoral',
  'Right Femoral',
  'Left Int Jug',
  'Right Int Jug',
  'Left PIC',
  'Right PIC',
  'Left Subclavian',
  'Right Subclavian',
] as const;
export const CVC_SITES = textOptions(CVC_SITE_VALUES);
export type CvcSite = (typeof CVC_SITE_VALUES)[number];

/** Peripherally inserted central catheter (spec 2 §3.6). */
export const PICC_SITE_VALUES = ['None', 'Left', 'Right'] as const;
export const PICC_SITES = textOptions(PICC_SITE_VALUES);
export type PiccSite = (typeof PICC_SITE_VALUES)[number];

/** Case outcome codes (spec 2 §3.6); no outcome (null) shows as Unspecified. */
export const TELEHEALTH_OUTCOME = { StayInRegionalICU: 0, Deceased: 1, Transfer: 2 } as const;
export const TELEHEALTH_OUTCOMES = [
  { value: 0, label: 'Stay In Regional ICU' },
  { value: 1, label: 'Deceased' },
  { value: 2, label: 'Transfer' },
] as const satisfies readonly Option<number>[];
export const TELEHEALTH_OUTCOME_VALUES = optionValues(TELEHEALTH_OUTCOMES);
export type TelehealthOutcome = (typeof TELEHEALTH_OUTCOME_VALUES)[number];
export const UNSPECIFIED_OUTCOME_LABEL = 'Unspecified';
/** What the outcome select offers (spec 2 §4.10): Transfer is set by a transfer request only. */
export const SELECTABLE_TELEHEALTH_OUTCOMES = TELEHEALTH_OUTCOMES.filter(
  (o) => o.value !== TELEHEALTH_OUTCOME.Transfer,
);

/** Respiratory support codes (spec 2 §3.6). */
export const RESPIRATORY_SUPPORT = {
  RoomAir: 0,
  OxygenMask: 1,
  HiFlowNasalProngs: 2,
  InvasiveVentilation: 3,
  NonInvasiveVentilation: 4,
} as const;
export const RESPIRATORY_SUPPORT_TYPES = [
  { value: 0, label: 'Room Air' },
  { value: 1, label: 'O2 Mask' },
  { value: 2, label: 'Hi Flow Nasal Prongs' },
  { value: 3, label: 'Invasive Ventilation' },
  { value: 4, label: 'Non-Invasive Ventilation' },
] as const satisfies readonly Option<number>[];
export const RESPIRATORY_SUPPORT_TYPE_VALUES = optionValues(RESPIRATORY_SUPPORT_TYPES);
export type RespiratorySupportType = (typeof RESPIRATORY_SUPPORT_TYPE_VALUES)[number];

/** Pain score 1 to 10 (spec 2 §3.6). */
export const PAIN_SCORE_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const PAIN_SCORES = numberOptions(PAIN_SCORE_VALUES);
export type PainScore = (typeof PAIN_SCORE_VALUES)[number];

/** Telehealth hospital units (spec 2 §9). */
export const TELEHEALTH_HOSPITAL_UNIT_VALUES = REFERRAL_HOSPITAL_UNITS;
export const TELEHEALTH_HOSPITAL_UNITS = textOptions(TELEHEALTH_HOSPITAL_UNIT_VALUES);
export type TelehealthHospitalUnit = (typeof TELEHEALTH_HOSPITAL_UNIT_VALUES)[number];

/** Telehealth referrer positions (spec 2 §9). */
export const TELEHEALTH_POSITION_VALUES = CONSULT_REFERRER_POSITIONS;
export const TELEHEALTH_POSITIONS = textOptions(TELEHEALTH_POSITION_VALUES);
export type TelehealthPosition = (typeof TELEHEALTH_POSITION_VALUES)[number];

/** O2 mask flow (L/min) to FiO2 (%) (spec 2 §4.10, §9: the face mask table). */
export const O2_MASK_FLOW_TO_FIO2 = FACE_MASK_FIO2;
/** The flows the O2 mask offers: 5, 6, 7, 8, 9, 10, 15 L/min. */
export const O2_MASK_FLOWS = flowChoices(O2_MASK_FLOW_TO_FIO2);
export const O2_MASK_FLOW_OPTIONS: readonly Option<number>[] = O2_MASK_FLOWS.map((value) => ({
  value,
  label: `${value} L/min`,
}));

/** Laryngoscopic grade 1 to 4 (spec 2 §9). */
export { LARYNGOSCOPIC_GRADE_VALUES };
export const LARYNGOSCOPIC_GRADES = numberOptions(LARYNGOSCOPIC_GRADE_VALUES);
export type LaryngoscopicGrade = (typeof LARYNGOSCOPIC_GRADE_VALUES)[number];

/** Intubation difficulty (spec 2 §4.10), shown once a laryngoscopic grade is chosen. */
export const INTUBATION_DIFFICULTIES = textOptions(INTUBATION_DIFFICULTY_VALUES);
export type IntubationDifficulty = (typeof INTUBATION_DIFFICULTY_VALUES)[number];
export { INTUBATION_DIFFICULTY_VALUES };

/** Drug lookup types (spec 2 §7.2: /referencedata/drugs?type=Infusion|StatDose). */
export const DRUG_TYPE_VALUES = ['Infusion', 'StatDose'] as const;
export const DRUG_TYPES = [
  { value: 'Infusion', label: 'Infusion' },
  { value: 'StatDose', label: 'Stat Dose' },
] as const satisfies readonly Option[];
export type DrugType = (typeof DRUG_TYPE_VALUES)[number];

/** Nutrition (spec 2 §3.6): true = EN (enteral), false = TPN (parenteral). */
export const NUTRITION_OPTIONS = [
  { value: true, label: 'EN' },
  { value: false, label: 'TPN' },
] as const;

/** Telehealth case ids are shown as TH plus the number (spec 2 §2.2, §9). */
export const TELEHEALTH_CASE_ID_PREFIX = 'TH';
export function formatTelehealthCaseId(id: number): string {
  return `${TELEHEALTH_CASE_ID_PREFIX}${id}`;
}

/**
 * The case page sections in sidebar order with their route segment (spec 2 §2.2); `title` is
 * the '{Section}' of the '{Section} section has been updated' toast (spec 2 §8.2).
 */
export const TELEHEALTH_CASE_SECTIONS = [
  { key: 'referrer', label: 'Referrer', title: 'Referrer' },
  { key: 'intensivist', label: 'Intensivist', title: 'Intensivist' },
  { key: 'patient', label: 'Patient Information', title: 'Patient Information' },
  { key: 'health-timeline', label: 'Health Timeline', title: 'Health Timeline' },
  { key: 'patient-history', label: 'Patient History', title: 'Patient History' },
  { key: 'consultations', label: 'Consultations', title: 'Consultations' },
  { key: 'transfer', label: 'Transfer', title: 'Transfer' },
  { key: 'outcome', label: 'Outcome', title: 'Outcome' },
] as const;
export type TelehealthCaseSection = (typeof TELEHEALTH_CASE_SECTIONS)[number]['key'];
