import { z } from 'zod';
import { systemNow } from '../cases/dates.ts';
import {
  ALWAYS,
  issueAdder,
  multiChoice,
  optionalDate,
  optionalEnum,
  optionalScore,
  optionalText,
  requiredDateTime,
} from '../cases/fields.ts';
import { nullableSections, sectionSaveSchema } from '../cases/sections-to-update.ts';
import { strokePatientSchema } from '../stroke/intake.schema.ts';
import { optionalTimeOfDay } from '../stroke/time-of-day.ts';
import {
  checkHospitalDocumentation,
  type HospitalDocumentationRuleOptions,
} from './hospital-documentation-checks.ts';
import { isIcd10AmCode } from './hospital-documentation-icd10.ts';
import { HOSPITAL_DOCUMENTATION_LIMITS as L } from './hospital-documentation-limits.ts';
import { HOSPITAL_DOCUMENTATION_MESSAGES as M } from './hospital-documentation-messages.ts';
import {
  ANTIPLATELET_ANSWER_VALUES,
  COMPLICATION_VALUES,
  DISCHARGE_DESTINATION_VALUES,
  DRIVING_RESTRICTION_VALUES,
  FOLLOW_UP_INVESTIGATION_VALUES,
  FOLLOW_UP_REFERRAL_VALUES,
  LIFESTYLE_RISK_FACTOR_VALUES,
  MEDICAL_RISK_FACTOR_VALUES,
  MOBILISATION_METHOD_VALUES,
  PRESCRIPTION_ANSWER_VALUES,
  THERAPY_VALUES,
  TIME_OF_STROKE_ACCURACY_VALUES,
  YES_NO,
  YES_NO_UNKNOWN,
} from './hospital-documentation-options.ts';
import {
  HOSPITAL_DOCUMENTATION_SECTION_NAMES,
  type HospitalDocumentationSectionName,
} from './hospital-documentation-sections.ts';

/**
 * The VTIS hospital documentation (spec 3 §3.6, §2.9, §4.7, §5.9): admission details, clinical
 * information, secondary prevention & stroke education, discharge information, with the field
 * names §3.6 gives; where §3.6 describes a field without naming it ("swallow screen (performed,
 * date, time, passed)"), SCOUT names it in §3.6's style (question-like names, date and time as
 * separate fields). Conventions as the VST consult (vst/case.schema.ts): section schemas check
 * field by field (types, choices, limits with messages naming them; nothing clamped, no
 * transform) and also describe what the server answers; what is required, and the checks across
 * fields and sections, are hospital-documentation-checks.ts'. Hidden fields are cleared by
 * hospital-documentation-clearing.ts.
 *
 * Dates are YYYY-MM-DD, times HH:mm (24-hour) in the service's time zone; readings carry an ISO
 * date-time with offset.
 */

const yesNoUnknown = optionalEnum(YES_NO_UNKNOWN);
const date = optionalDate;
/** A wall-clock time, HH:mm on the 24-hour clock (stroke/time-of-day.ts). */
const time = optionalTimeOfDay;
const otherText = optionalText(L.reason);
const longText = optionalText(L.longText);
const nihss = optionalScore({ min: L.nihssMin, max: L.nihssMax, codes: [L.scoreUnknown] }, M.nihssRange);

/** An ICD-10-AM code (hospital-documentation-icd10.ts: I63.9, I61.0, G45.9); surrounding spaces ignored. */
const icd10Code = z
  .string({ error: M.icd10Code })
  .trim()
  .refine(isIcd10AmCode, M.icd10Code)
  .nullable()
  .default(null);

/** Timed readings (temperature °C or glucose mmol/L) within `min`..`max`, at most L.maxReadings. */
function readings(min: number, max: number, rangeMessage: string) {
  return z
    .array(
      z.object({
        recordedAt: requiredDateTime,
        value: z.number({ error: M.required }).min(min, rangeMessage).max(max, rangeMessage),
      }),
    )
    .max(L.maxReadings, M.tooManyReadings(L.maxReadings))
    .default([]);
}

export const admissionDetailsSchema = z.object({
  hospitalAdmissionDate: date,
  hospitalAdmissionTime: time,
});
export type AdmissionDetails = z.infer<typeof admissionDetailsSchema>;

export const clinicalInformationSchema = z.object({
  dateOfStroke: date,
  timeOfStroke: time,
  timeOfStrokeAccuracy: optionalEnum(TIME_OF_STROKE_ACCURACY_VALUES),
  didStrokeOccurWhilePatientInHospital: yesNoUnknown,
  /** §3.6 "didPatientArriveBy{product}": the state ambulance service's name is left out of the spec. */
  didPatientArriveByAmbulance: yesNoUnknown,
  wasPatientTransferredFromAnotherHospital: yesNoUnknown,
  transferDate: date,
  transferTime: time,
  didPatientHaveBrainScanAfterThisStroke: yesNoUnknown,
  firstBrainScanDate: date,
  firstBrainScanTime: time,
  /** NIHSS 0 to 42, or 99 (not assessable). */
  nihssOnAdmission: nihss,
  /** Pre-stroke mRS 0 to 5, or 99 (unknown). */
  preStrokemRS: optionalScore({ min: L.mrsMin, max: L.mrsMax, codes: [L.scoreUnknown] }, M.mrsRange),
  wasPatientProvidedStrokeUnitCareWhileAdmitted: yesNoUnknown,
  complicationsPostStroke: multiChoice(COMPLICATION_VALUES),
  medicalRiskFactors: multiChoice(MEDICAL_RISK_FACTOR_VALUES),
  additionalMedicalRiskFactors: otherText,
  lifestyleRiskFactors: multiChoice(LIFESTYLE_RISK_FACTOR_VALUES),
  additionalLifestyleRiskFactors: otherText,
  wasSwallowScreenPerformed: yesNoUnknown,
  swallowScreenDate: date,
  swallowScreenTime: time,
  didPatientPassSwallowScreen: optionalEnum(YES_NO),
  wasSwallowAssessmentBySpeechPathologistRecorded: yesNoUnknown,
  swallowAssessmentDate: date,
  swallowAssessmentTime: time,
  /** Was the swallow screened or assessed before the first oral medication? */
  wasSwallowScreenedBeforeOralMedication: yesNoUnknown,
  /** ... before the first food or liquid? */
  wasSwallowScreenedBeforeFoodOrLiquid: yesNoUnknown,
  wasPatientAbleToWalkIndependentlyOnAdmission: yesNoUnknown,
  wasPatientMobilisedInThisAdmission: yesNoUnknown,
  firstMobilisationDate: date,
  firstMobilisationMethod: optionalEnum(MOBILISATION_METHOD_VALUES),
  wereAntiplateletsGiven: optionalEnum(ANTIPLATELET_ANSWER_VALUES),
  antiplateletsDate: date,
  antiplateletsTime: time,
  temperatureReadings: readings(L.temperatureMinCelsius, L.temperatureMaxCelsius, M.temperatureRange),
  wasTemperatureRecordedFourTimes: yesNoUnknown,
  didPatientHaveFeverWithin72Hours: yesNoUnknown,
  wasParacetamolGivenWithinOneHour: yesNoUnknown,
  fingerPrickGlucoseReadings: readings(L.glucoseMinMmolPerL, L.glucoseMaxMmolPerL, M.glucoseRange),
  wasFingerPrickGlucoseRecordedFourTimes: yesNoUnknown,
  didPatientHaveHighGlucoseWithin48Hours: yesNoUnknown,
  wasInsulinGivenWithinOneHour: yesNoUnknown,
});
export type ClinicalInformation = z.infer<typeof clinicalInformationSchema>;
export type ClinicalInformationInput = z.input<typeof clinicalInformationSchema>;

export const secondaryPreventionSchema = z.object({
  didPatientOrFamilyReceiveInformation: yesNoUnknown,
  evidenceOfPatientEducationAboutBehaviourChange: yesNoUnknown,
  /** Shown only for a Current smoker (§4.7). */
  didPatientReceiveSmokingCessationAdvice: yesNoUnknown,
  antithromboticsPrescribedAtDischarge: optionalEnum(PRESCRIPTION_ANSWER_VALUES),
  antihypertensivesPrescribedAtDischarge: optionalEnum(PRESCRIPTION_ANSWER_VALUES),
  lipidLoweringTreatmentPrescribedAtDischarge: optionalEnum(PRESCRIPTION_ANSWER_VALUES),
});
export type SecondaryPrevention = z.infer<typeof secondaryPreventionSchema>;

export const dischargeInformationSchema = z.object({
  /** mRS at discharge 0 to 6 (6: dead), or 99 (unknown). */
  dischargemRS: optionalScore(
    { min: L.mrsMin, max: L.dischargeMrsMax, codes: [L.scoreUnknown] },
    M.dischargeMrsRange,
  ),
  nihssOnDischarge: nihss,
  patientDeceasedDuringHospitalCare: optionalEnum(YES_NO),
  dateOfDeath: date,
  hospitalDischargeDate: date,
  /** Days, computed from the admission and discharge dates (lengthOfStayDays); read-only. */
  lengthOfStay: z.number().int().min(0).nullable().default(null),
  icd10Code1: icd10Code,
  icd10Code2: icd10Code,
  icd10Code3: icd10Code,
  icd10Code4: icd10Code,
  dischargeDestination: optionalEnum(DISCHARGE_DESTINATION_VALUES),
  dischargeDestinationOther: otherText,
  wasDischargeCarePlanProvided: yesNoUnknown,
  followUpInvestigationsArranged: multiChoice(FOLLOW_UP_INVESTIGATION_VALUES),
  additionalFollowUpInvestigationsArranged: longText,
  followUpReferralsArranged: multiChoice(FOLLOW_UP_REFERRAL_VALUES),
  additionalFollowUpReferralsArranged: longText,
  equipmentRequiredForHome: longText,
  ongoingTherapyRequired: multiChoice(THERAPY_VALUES),
  drivingRestrictions: multiChoice(DRIVING_RESTRICTION_VALUES),
});
export type DischargeInformation = z.infer<typeof dischargeInformationSchema>;

/** Each section's schema, by the name `sectionsToUpdate` uses. */
export const HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS = {
  admissionDetails: admissionDetailsSchema,
  clinicalInformation: clinicalInformationSchema,
  secondaryPrevention: secondaryPreventionSchema,
  dischargeInformation: dischargeInformationSchema,
} as const satisfies Record<HospitalDocumentationSectionName, z.ZodType>;

/** Every section, null until first saved. */
const sectionShape = nullableSections(HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS);

/**
 * The form for the web's resolver: the form's values checked by the rules of `sections` (a
 * section's Save: that section; Save and Close: all of them), issues at the form's field paths.
 */
export function makeHospitalDocumentationFormSchema(
  sections: readonly HospitalDocumentationSectionName[] = HOSPITAL_DOCUMENTATION_SECTION_NAMES,
  options: HospitalDocumentationRuleOptions = {},
) {
  const now = options.now ?? systemNow;
  return z
    .object(sectionShape)
    .superRefine(
      (v, ctx) => checkHospitalDocumentation(v, issueAdder(ctx), sections, { ...options, now }),
      ALWAYS,
    );
}

/**
 * PUT /consults/hospital-documentation (§7.2): `id` (the VTIS consult's), `lastModified`,
 * `forceUpdate`, `sectionsToUpdate` and the sections. Only the listed sections are saved and
 * checked; the rules read the whole documentation (admission and discharge dates, Current
 * smoker), so the server lays the listed sections over the stored documentation and parses that,
 * then stores `clearedHospitalDocumentation` of it. Save and Close lists every section, then
 * PATCH /consults/hospital-documentation/{id}/complete sets closedOn when
 * `isHospitalDocumentationComplete` holds.
 */
export function makeHospitalDocumentationSaveSchema(options: HospitalDocumentationRuleOptions = {}) {
  const now = options.now ?? systemNow;
  return sectionSaveSchema(HOSPITAL_DOCUMENTATION_SECTION_NAMES, sectionShape, (body, add, sent) =>
    checkHospitalDocumentation(body, add, sent, { ...options, now }),
  );
}
export const hospitalDocumentationSaveSchema = makeHospitalDocumentationSaveSchema();
export type HospitalDocumentationSaveInput = z.input<typeof hospitalDocumentationSaveSchema>;
export type HospitalDocumentationSave = z.infer<typeof hospitalDocumentationSaveSchema>;

/** The documentation as the server answers it: the sections, closedOn (§3.6) and lastModified. */
export const hospitalDocumentationSchema = z.object({
  closedOn: z.string().nullable(),
  lastModified: z.string(),
  ...sectionShape,
});
export type HospitalDocumentation = z.infer<typeof hospitalDocumentationSchema>;

/**
 * GET of a consult's hospital documentation (§3.6: id, patient, patientInformation,
 * hospitalDocumentation): `id` is the VTIS consult's, `patientInformation` the consult's own
 * section, whose schema the VTIS consult defines (passed in, so this file does not depend on it).
 * `strokeType` is the consult's diagnosis, which the discharge summary button reads (§2.3).
 */
export function makeHospitalDocumentationRecordSchema<P extends z.ZodType>(patientInformation: P) {
  return z.object({
    id: z.number().int(),
    studyId: z.string(),
    patient: strokePatientSchema,
    patientInformation: patientInformation.nullable(),
    strokeType: z.string().nullable(),
    hospitalDocumentation: hospitalDocumentationSchema,
  });
}
