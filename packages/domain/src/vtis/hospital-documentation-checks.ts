import { DEFAULT_TIME_ZONE, type Now, pastDateError, pastDateTimeError, systemNow } from '../cases/dates.ts';
import { type AddIssue, nested, requireWhen } from '../cases/fields.ts';
import { isValidIsoDate, todayIn } from '../patients/dates.ts';
import { collectIssues, type SectionIssue, sectionCompleteness } from '../stroke/completeness.ts';
import { combinedStandAloneChoice } from './clinical-rules.ts';
import { epochMsOf } from './hospital-documentation-dates.ts';
import { HOSPITAL_DOCUMENTATION_LIMITS as L } from './hospital-documentation-limits.ts';
import { HOSPITAL_DOCUMENTATION_MESSAGES as M } from './hospital-documentation-messages.ts';
import {
  DISCHARGE_DESTINATION,
  NO,
  NOT_APPLICABLE,
  NOT_REQUIRED,
  YES,
} from './hospital-documentation-options.ts';
import {
  admissionEpochMs,
  answersShownByReadings,
  type ReadingAnswerField,
} from './hospital-documentation-readings.ts';
import {
  CLINICAL_YES_DEPENDENTS,
  isAdditionalInvestigationsRequired,
  isAdditionalLifestyleRiskFactorsRequired,
  isAdditionalMedicalRiskFactorsRequired,
  isAdditionalReferralsRequired,
  isTimeOfStrokeRequired,
  type Loose,
  showsDateOfDeath,
  showsDischargeDestinationOther,
} from './hospital-documentation-rules.ts';
import {
  HOSPITAL_DOCUMENTATION_SECTION_NAMES,
  type HospitalDocumentationSectionName,
} from './hospital-documentation-sections.ts';

/**
 * What the hospital documentation requires (spec 3 §4.7, §5.9), section by section, and the checks
 * across its fields: dates not in the future and in order, ICD-10 codes not repeated, a death
 * told the same way by every field that tells it, answers the recorded readings contradict. Each
 * `check*` reads its section defensively (it also runs when fields already failed) and reports at
 * paths relative to the section; `checkHospitalDocumentation` runs the named sections with the
 * whole documentation's context. Used by the form, the save and Save and Close.
 */

export interface HospitalDocumentationRuleOptions {
  now?: Now;
  timeZone?: string;
}

/** What the section rules read besides the section itself. */
export interface HospitalDocumentationCheckContext {
  now: Now;
  timeZone: string;
  /** Today in the service's time zone (YYYY-MM-DD). */
  today: string;
  admissionDate: string | null;
  dischargeDate: string | null;
  /** The admission's instant (the fever and glucose windows start there), or null. */
  admissionMs: number | null;
}

const dateOf = (v: unknown): string | null => (typeof v === 'string' && isValidIsoDate(v) ? v : null);

/** The context of the section rules, read from a documentation (or a save body laid over one). */
export function hospitalDocumentationCheckContext(
  doc: Loose,
  options: HospitalDocumentationRuleOptions = {},
): HospitalDocumentationCheckContext {
  const now = options.now ?? systemNow;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const admission = doc?.admissionDetails as Loose;
  return {
    now,
    timeZone,
    today: todayIn(timeZone, now()),
    admissionDate: dateOf(admission?.hospitalAdmissionDate),
    dischargeDate: dateOf((doc?.dischargeInformation as Loose)?.hospitalDischargeDate),
    admissionMs: admissionEpochMs(admission, timeZone),
  };
}

/** Past-event dates (spec 2 §5.3 as the case modules apply it): none after today, none before 1900. */
function checkPastDates(v: Loose, add: AddIssue, fields: readonly string[], today: string): void {
  for (const field of fields) {
    const value = dateOf(v?.[field]);
    const error = value && pastDateError(value, today);
    if (error) add([field], error);
  }
}

const isBefore = (a: string | null, b: string | null): boolean => a !== null && b !== null && a < b;

export const ADMISSION_REQUIRED_FIELDS = ['hospitalAdmissionDate', 'hospitalAdmissionTime'] as const;

/** Admission details (§5.9): date and time required; the date not in the future. */
export function checkAdmissionDetails(v: Loose, add: AddIssue, ctx: HospitalDocumentationCheckContext): void {
  for (const field of ADMISSION_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
  checkPastDates(v, add, ['hospitalAdmissionDate'], ctx.today);
}

export const CLINICAL_REQUIRED_FIELDS = [
  'dateOfStroke',
  'timeOfStrokeAccuracy',
  'nihssOnAdmission',
  'preStrokemRS',
] as const;
const CLINICAL_DATE_FIELDS = [
  'dateOfStroke',
  'transferDate',
  'firstBrainScanDate',
  'swallowScreenDate',
  'swallowAssessmentDate',
  'firstMobilisationDate',
  'antiplateletsDate',
] as const;

const SHOWN_BY_READINGS: Record<ReadingAnswerField, string> = {
  wasTemperatureRecordedFourTimes: M.temperatureFourTimesRecorded,
  didPatientHaveFeverWithin72Hours: M.feverRecorded,
  wasFingerPrickGlucoseRecordedFourTimes: M.glucoseFourTimesRecorded,
  didPatientHaveHighGlucoseWithin48Hours: M.highGlucoseRecorded,
};

/** Readings are past events: none on a day after today. */
function checkReadingTimes(v: Loose, add: AddIssue, field: string, ctx: HospitalDocumentationCheckContext) {
  const list = v?.[field];
  if (!Array.isArray(list)) return;
  list.forEach((reading: Loose, i) => {
    const at = reading?.recordedAt;
    if (epochMsOf(at) === null) return;
    const error = pastDateTimeError(at as string, ctx.now(), ctx.timeZone);
    if (error) add([field, i, 'recordedAt'], error);
  });
}

/**
 * Clinical information (§4.7, §5.9): stroke date and accuracy, NIHSS on admission and pre-stroke
 * mRS; the time of stroke unless its accuracy is Unknown; the date and time a Yes shows; the
 * additional risk factor text with Other. Dates are past events and the stroke not after
 * discharge; a No the recorded readings contradict is refused with what the readings show.
 */
export function checkClinicalInformation(
  v: Loose,
  add: AddIssue,
  ctx: HospitalDocumentationCheckContext,
): void {
  for (const field of CLINICAL_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
  requireWhen(add, isTimeOfStrokeRequired(v), v?.timeOfStroke, ['timeOfStroke']);
  for (const dependents of CLINICAL_YES_DEPENDENTS) {
    for (const field of dependents.required) requireWhen(add, dependents.shows(v), v?.[field], [field]);
  }
  requireWhen(add, isAdditionalMedicalRiskFactorsRequired(v), v?.additionalMedicalRiskFactors, [
    'additionalMedicalRiskFactors',
  ]);
  requireWhen(add, isAdditionalLifestyleRiskFactorsRequired(v), v?.additionalLifestyleRiskFactors, [
    'additionalLifestyleRiskFactors',
  ]);
  checkPastDates(v, add, CLINICAL_DATE_FIELDS, ctx.today);
  if (isBefore(ctx.dischargeDate, dateOf(v?.dateOfStroke))) add(['dateOfStroke'], M.strokeAfterDischarge);
  checkReadingTimes(v, add, 'temperatureReadings', ctx);
  checkReadingTimes(v, add, 'fingerPrickGlucoseReadings', ctx);
  for (const field of answersShownByReadings(ctx.admissionMs, v)) {
    if (v?.[field] === NO) add([field], SHOWN_BY_READINGS[field]);
  }
}

export const SECONDARY_PREVENTION_REQUIRED_FIELDS = [
  'antithromboticsPrescribedAtDischarge',
  'antihypertensivesPrescribedAtDischarge',
  'lipidLoweringTreatmentPrescribedAtDischarge',
] as const;

/** Secondary prevention (§5.9): the three discharge prescription questions. */
export function checkSecondaryPrevention(v: Loose, add: AddIssue): void {
  for (const field of SECONDARY_PREVENTION_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
}

export const ICD10_CODE_FIELDS = ['icd10Code1', 'icd10Code2', 'icd10Code3', 'icd10Code4'] as const;
export const DISCHARGE_REQUIRED_FIELDS = [
  'dischargemRS',
  'nihssOnDischarge',
  'hospitalDischargeDate',
  ...ICD10_CODE_FIELDS,
  'dischargeDestination',
  'wasDischargeCarePlanProvided',
] as const;

/** The checkbox groups and the choice that stands alone in each (SCOUT: it contradicts any other). */
const STAND_ALONE = [
  ['followUpInvestigationsArranged', NOT_REQUIRED],
  ['followUpReferralsArranged', NOT_REQUIRED],
  ['drivingRestrictions', NOT_APPLICABLE],
] as const;

/** A death is told by three fields (deceased, mRS 6, destination Deceased): they must agree. */
function checkDeath(v: Loose, add: AddIssue): void {
  const deceased = v?.patientDeceasedDuringHospitalCare === YES;
  const mrs = v?.dischargemRS;
  const destination = v?.dischargeDestination;
  if (deceased && typeof mrs === 'number' && mrs !== L.mrsDead) add(['dischargemRS'], M.deceasedMrs);
  if (!deceased && mrs === L.mrsDead) add(['patientDeceasedDuringHospitalCare'], M.mrsSixNeedsDeceased);
  if (deceased && typeof destination === 'string' && destination !== DISCHARGE_DESTINATION.Deceased) {
    add(['dischargeDestination'], M.deceasedDestination);
  }
  if (!deceased && destination === DISCHARGE_DESTINATION.Deceased) {
    add(['patientDeceasedDuringHospitalCare'], M.destinationDeceasedNeedsDeceased);
  }
}

/**
 * Discharge information (§4.7, §5.9): discharge mRS and NIHSS, discharge date, the four ICD-10
 * codes (each once), destination (Other: its text), care plan, at least one investigation and one
 * referral (Pathology or Other, and Other: their additional text), the date of death for a death;
 * Not required and Not applicable stand alone.
 * Dates are past events, discharge and death not before admission, death not after discharge.
 */
export function checkDischargeInformation(
  v: Loose,
  add: AddIssue,
  ctx: HospitalDocumentationCheckContext,
): void {
  for (const field of DISCHARGE_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
  for (const field of ['followUpInvestigationsArranged', 'followUpReferralsArranged']) {
    requireWhen(add, true, v?.[field], [field], M.atLeastOneOption);
  }
  requireWhen(add, showsDateOfDeath(v), v?.dateOfDeath, ['dateOfDeath']);
  requireWhen(add, showsDischargeDestinationOther(v), v?.dischargeDestinationOther, [
    'dischargeDestinationOther',
  ]);
  requireWhen(add, isAdditionalInvestigationsRequired(v), v?.additionalFollowUpInvestigationsArranged, [
    'additionalFollowUpInvestigationsArranged',
  ]);
  requireWhen(add, isAdditionalReferralsRequired(v), v?.additionalFollowUpReferralsArranged, [
    'additionalFollowUpReferralsArranged',
  ]);
  checkPastDates(v, add, ['hospitalDischargeDate', 'dateOfDeath'], ctx.today);
  const death = dateOf(v?.dateOfDeath);
  if (isBefore(ctx.dischargeDate, ctx.admissionDate))
    add(['hospitalDischargeDate'], M.dischargeBeforeAdmission);
  if (isBefore(death, ctx.admissionDate)) add(['dateOfDeath'], M.deathBeforeAdmission);
  if (isBefore(ctx.dischargeDate, death)) add(['dateOfDeath'], M.deathAfterDischarge);
  ICD10_CODE_FIELDS.forEach((field, i) => {
    const code = v?.[field];
    if (typeof code === 'string' && ICD10_CODE_FIELDS.slice(0, i).some((earlier) => v?.[earlier] === code)) {
      add([field], M.icd10Duplicate);
    }
  });
  for (const [field, choice] of STAND_ALONE) {
    if (combinedStandAloneChoice(v?.[field], choice)) add([field], M.choiceStandsAlone(choice));
  }
  checkDeath(v, add);
}

const SECTION_CHECKS: Record<
  HospitalDocumentationSectionName,
  (v: Loose, add: AddIssue, ctx: HospitalDocumentationCheckContext) => void
> = {
  admissionDetails: checkAdmissionDetails,
  clinicalInformation: checkClinicalInformation,
  secondaryPrevention: (v, add) => checkSecondaryPrevention(v, add),
  dischargeInformation: checkDischargeInformation,
};

/** Runs the rules of the named sections over a documentation; issues are under each section's name. */
export function checkHospitalDocumentation(
  doc: Loose,
  add: AddIssue,
  sections: readonly HospitalDocumentationSectionName[] = HOSPITAL_DOCUMENTATION_SECTION_NAMES,
  options: HospitalDocumentationRuleOptions = {},
): void {
  const ctx = hospitalDocumentationCheckContext(doc, options);
  for (const name of sections) SECTION_CHECKS[name](doc?.[name] as Loose, nested(add, [name]), ctx);
}

export type { SectionIssue };

/** The rule issues of the documentation's sections (all by default), with paths such as 'dischargeInformation.icd10Code1'. */
export function hospitalDocumentationIssues(
  doc: Loose,
  sections: readonly HospitalDocumentationSectionName[] = HOSPITAL_DOCUMENTATION_SECTION_NAMES,
  options: HospitalDocumentationRuleOptions = {},
): SectionIssue[] {
  return collectIssues((add) => checkHospitalDocumentation(doc, add, sections, options));
}

/** The side menu's completeness markers: a section is complete when saved and its rules pass. */
export function hospitalDocumentationCompleteness(
  doc: Loose,
  options: HospitalDocumentationRuleOptions = {},
): Record<HospitalDocumentationSectionName, boolean> {
  return sectionCompleteness(doc, HOSPITAL_DOCUMENTATION_SECTION_NAMES, (names) =>
    hospitalDocumentationIssues(doc, names, options),
  );
}

/** Save and Close validates every section (§4.7): true when all are complete. */
export function isHospitalDocumentationComplete(
  doc: Loose,
  options: HospitalDocumentationRuleOptions = {},
): boolean {
  return Object.values(hospitalDocumentationCompleteness(doc, options)).every(Boolean);
}
