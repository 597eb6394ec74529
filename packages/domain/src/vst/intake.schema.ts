import { z } from 'zod';
import {
  type AddIssue,
  optionalBoolean,
  optionalDateTime,
  optionalEnum,
  optionalId,
  optionalNumber,
  optionalScore,
  optionalText,
  requireWhen,
} from '../cases/fields.ts';
import { checkBloodPressureOrder } from '../cases/plausibility.ts';
import {
  checkSpecialistContactTime,
  type StrokePatient,
  specialistHistorySchema,
  strokePatientSchema,
} from '../stroke/intake.schema.ts';
import type { Loose, VstCheckContext } from './check-context.ts';
import { anticoagulantQuestion, isAfter, isDelayReasonRequired } from './clinical-rules.ts';
import { VST_LIMITS as L } from './limits.ts';
import { VST_MESSAGES as M } from './messages.ts';
import {
  DELAY_REASON_VALUES,
  MANDATORY_FIELDS_OFF_REASON_VALUES,
  MANDATORY_FIELDS_VALUES,
  OTHER,
  VST_HOSPITAL_UNIT_VALUES,
  VST_RHYTHM_VALUES,
  YES_NO,
  YES_NO_UNKNOWN,
} from './options.ts';

/**
 * The sections every VST record opens with (spec 3 §3.1, §3.2): referrer, patient information
 * (with the observations and the completeness toggle) and neurologist information (with the
 * handover history), and the patient as the record shows it. Conventions as
 * consultation.schema.ts: field checks here, requirements in the `check*` functions. The referrer
 * and the handover history are stroke/intake.schema.ts' (shared with VTIS), re-exported here.
 */
export {
  checkReferrer,
  makeReferrerInformationSchema,
  REFERRER_REQUIRED_FIELDS,
  type ReferrerInformation,
  referrerInformationSchema,
  type SpecialistEntryValues,
  specialistEntrySchema,
} from '../stroke/intake.schema.ts';

const longText = optionalText(L.longText);
const yesNo = optionalEnum(YES_NO);
/** The observations of the patient information section (§3.1, §5.2). */
export const observationsSchema = z.object({
  hr: optionalNumber({ min: 0, max: L.heartRateMax }),
  rhythm: optionalEnum(VST_RHYTHM_VALUES),
  sbp: optionalNumber({ plausible: 'systolic' }),
  dbp: optionalNumber({ plausible: 'diastolic' }),
  /** Blood sugar level, mmol/L. */
  bsl: optionalNumber({ min: 0, max: L.bslMax }),
  respRate: optionalNumber({ min: 0, max: L.respRateMax }),
  spo2: optionalNumber({ min: 0, max: L.spo2Max }),
  /** GCS 3 to 15 (§5.2). */
  gcs: optionalScore({ min: L.gcsMin, max: L.gcsMax }, M.gcsRange),
  /** kg. */
  weight: optionalNumber({ plausible: 'weight' }),
  /** °C: digits and a dot only (§5.2), so never negative. */
  temp: optionalNumber({ plausible: 'temperature' }),
  ett: optionalBoolean,
});
export type Observations = z.infer<typeof observationsSchema>;

export const patientInformationSchema = z.object({
  patientHospitalId: optionalId,
  patientHospitalUnit: optionalEnum(VST_HOSPITAL_UNIT_VALUES),
  patientHospitalUrn: optionalText(L.urn),
  patientHospitalAddress: optionalText(L.address),
  hospitalTriageDateAndTime: optionalDateTime,
  hospitalAdmissionDateAndTime: optionalDateTime,
  imagingCompleted: yesNo,
  /** Asked by records of schemaVersion null (`anticoagulantQuestion`). */
  acutePresentation: yesNo,
  /** Asked by records of schemaVersion 1 and later. */
  isPatientCurrentlyTakingAntiCoagulants: optionalEnum(YES_NO_UNKNOWN),
  observations: observationsSchema.prefault({}),
  /** Symptom onset more than 24 hours ago. */
  moreThanTwentyFourHrs: optionalEnum(YES_NO_UNKNOWN),
  /** The completeness toggle: On unless set (its default follows moreThanTwentyFourHrs, `defaultMandatoryFields`). */
  mandatoryFields: z.enum(MANDATORY_FIELDS_VALUES, { error: M.required }).default('On'),
  reasonMandatoryFieldsNotRequired: optionalEnum(MANDATORY_FIELDS_OFF_REASON_VALUES),
  otherReasonMandatoryFieldsNotRequired: longText,
  patientCurrentLocation: optionalText(L.shortText),
});
export type PatientInformation = z.infer<typeof patientInformationSchema>;
export type PatientInformationInput = z.input<typeof patientInformationSchema>;

/**
 * Patient information (§4.2, §5.2): mandatory fields Off needs its reason (Other: the text); the
 * triage time not after the call. With the toggle on: hospital, unit, URN, symptom onset over
 * 24 hours, imaging completed and the anticoagulant question of the record's schemaVersion.
 */
export function checkPatientInformation(v: Loose, add: AddIssue, ctx: VstCheckContext): void {
  const on = ctx.validationRequired;
  const question = anticoagulantQuestion(ctx.schemaVersion);
  for (const field of [
    'patientHospitalId',
    'patientHospitalUnit',
    'patientHospitalUrn',
    'moreThanTwentyFourHrs',
    'imagingCompleted',
    question,
  ]) {
    requireWhen(add, on, v?.[field], [field]);
  }
  const off = v?.mandatoryFields === 'Off';
  requireWhen(add, off, v?.reasonMandatoryFieldsNotRequired, ['reasonMandatoryFieldsNotRequired']);
  requireWhen(
    add,
    off && v?.reasonMandatoryFieldsNotRequired === OTHER,
    v?.otherReasonMandatoryFieldsNotRequired,
    ['otherReasonMandatoryFieldsNotRequired'],
  );
  if (isAfter(v?.hospitalTriageDateAndTime, ctx.callDateTime))
    add(['hospitalTriageDateAndTime'], M.triageAfterCall);
  const obs = v?.observations as Loose;
  checkBloodPressureOrder(obs?.sbp, obs?.dbp, add, ['observations', 'sbp']);
}

export const neurologistInformationSchema = z.object({
  /** The neurologist or stroke specialist (GET /managers). */
  specialistId: optionalId,
  /** Their display name, as the server resolves it. */
  specialist: optionalText(L.name * 2),
  specialistDateAndTime: optionalDateTime,
  delayReason: optionalEnum(DELAY_REASON_VALUES),
  otherDelayReason: longText,
  /** True on the save that follows a Handover (`handoverNeurologist`): the history grew. */
  handoverUpdate: z.boolean().default(false),
  specialists: specialistHistorySchema,
});
export type NeurologistInformation = z.infer<typeof neurologistInformationSchema>;
export type NeurologistInformationInput = z.input<typeof neurologistInformationSchema>;

/**
 * Neurologist information (§5.2): the contact time not before the call and not in the future; a
 * delay reason when the first specialist is contacted 10 minutes or more after the call
 * (`isDelayReasonRequired`), Other needing its text. With the toggle on: the specialist and the
 * contact time.
 */
export function checkNeurologistInformation(v: Loose, add: AddIssue, ctx: VstCheckContext): void {
  requireWhen(add, ctx.validationRequired, v?.specialistId, ['specialistId']);
  requireWhen(add, ctx.validationRequired, v?.specialistDateAndTime, ['specialistDateAndTime']);
  checkSpecialistContactTime(v, add, ctx);
  const contact = v?.specialistDateAndTime;
  const prior = Array.isArray(v?.specialists) && v.specialists.length > 0;
  const needed = isDelayReasonRequired(ctx.callDateTime, typeof contact === 'string' ? contact : null, prior);
  requireWhen(add, needed, v?.delayReason, ['delayReason']);
  requireWhen(add, v?.delayReason === OTHER, v?.otherDelayReason, ['otherDelayReason']);
}

/** The patient as a VST record shows it (from the patient profile, §3.1). */
export const vstPatientSchema = strokePatientSchema;
export type VstPatient = StrokePatient;
