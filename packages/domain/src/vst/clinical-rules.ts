import { DEFAULT_TIME_ZONE, localDateOf } from '../cases/dates.ts';
import { ageOn, todayIn } from '../patients/dates.ts';
import { epochMinute } from '../stroke/rule-helpers.ts';
import { includesChoice as has } from './check-context.ts';
import { VST_LIMITS as L } from './limits.ts';
import { ADVICE } from './management-options.ts';
import { CONSULT_TYPE, type MandatoryFields, NO, STROKE_TYPE, TECHNICAL_SUCCESS, YES } from './options.ts';

/**
 * Pure clinical rules of the VST consult and follow-up (spec 3 §4.2, §5.2, §5.3, §9), used by the
 * web forms (show, derive, clear) and by the server (validate, store). rules.ts re-exports them
 * with the record-level rules; the schemas import them from here (no import cycle).
 */

export {
  FACE_MASK_FIO2,
  fio2FromFlow,
  MAX_FIO2,
  NASAL_CANNULA_FIO2,
  OXYGEN_FLOW_OPTIONS,
  OXYGEN_THERAPIES,
  ROOM_AIR_FIO2,
  readManualFio2,
} from '../cases/oxygen-therapy.ts';
export { handoverNeurologist, type SpecialistEntry } from '../stroke/handover.ts';
export { isAfter } from '../stroke/rule-helpers.ts';

type Maybe<T> = T | null | undefined;

/** Minutes from the call to the specialist's contact at minute precision (§5.2); null without both. */
export function minutesFromCallToContact(
  callDateTime: Maybe<string>,
  contactDateTime: Maybe<string>,
): number | null {
  const call = epochMinute(callDateTime);
  const contact = epochMinute(contactDateTime);
  return call === null || contact === null ? null : contact - call;
}

/**
 * A delay reason is required when the first specialist is contacted 10 minutes or more after the
 * call, compared at minute precision (09:59 after the call: no; 10:00: yes), and no specialist
 * was contacted before (a handover keeps the first contact's answer) (§5.2, §9).
 */
export function isDelayReasonRequired(
  callDateTime: Maybe<string>,
  specialistDateAndTime: Maybe<string>,
  hasPriorSpecialist = false,
): boolean {
  if (hasPriorSpecialist) return false;
  const minutes = minutesFromCallToContact(callDateTime, specialistDateAndTime);
  return minutes !== null && minutes >= L.delayReasonMinutes;
}

/**
 * Haemorrhage volume (mL) by the ABC/2 method (§5.12 hint "(A*B*C)/2"): the three largest
 * perpendicular diameters in cm. Null unless all three are non-negative numbers; rounded to 0.01.
 */
export function haemorrhageVolume(a: Maybe<number>, b: Maybe<number>, c: Maybe<number>): number | null {
  const dims = [a, b, c];
  if (!dims.every((d): d is number => typeof d === 'number' && Number.isFinite(d) && d >= 0)) return null;
  const [x, y, z] = dims as [number, number, number];
  return Math.round(((x * y * z) / 2) * 100) / 100;
}

/** The default of the mandatory-fields toggle (§3.1): Off when symptom onset is over 24 hours, else On. */
export function defaultMandatoryFields(moreThanTwentyFourHrs: Maybe<string>): MandatoryFields {
  return moreThanTwentyFourHrs === YES ? 'Off' : 'On';
}

type ToggleLike = { mandatoryFields?: Maybe<string>; moreThanTwentyFourHrs?: Maybe<string> };

/**
 * The completeness requirement ("validation required", §4.2): off only when mandatory fields is
 * Off and symptom onset over 24 hours is not No; on otherwise (and for a consult without patient
 * information yet, whose toggle defaults to On).
 */
export function isValidationRequired(patientInformation: Maybe<ToggleLike>): boolean {
  return !(patientInformation?.mandatoryFields === 'Off' && patientInformation.moreThanTwentyFourHrs !== NO);
}

/** The anticoagulant question a record asks (§3.1): acutePresentation before schema version 1. */
export function anticoagulantQuestion(
  schemaVersion: Maybe<number>,
): 'acutePresentation' | 'isPatientCurrentlyTakingAntiCoagulants' {
  return schemaVersion === null || schemaVersion === undefined || schemaVersion < 1
    ? 'acutePresentation'
    : 'isPatientCurrentlyTakingAntiCoagulants';
}

/** The patient as the Young Stroke rule reads it (the profile's age, date of birth and address). */
export type StrokePatientLike = {
  age?: Maybe<number>;
  dateOfBirth?: Maybe<string>;
  addressState?: Maybe<string>;
  livesOverseas?: Maybe<boolean>;
};

/** Age in whole years on a calendar day (YYYY-MM-DD): from the date of birth, else the recorded age. */
export function patientAgeOn(patient: StrokePatientLike, day: string): number | null {
  if (patient.dateOfBirth) return ageOn(patient.dateOfBirth, day);
  return typeof patient.age === 'number' ? patient.age : null;
}

const YOUNG_STROKE_STATES = new Set(['vic', 'victoria', 'sa', 'south australia']);

/** Lives in Victoria or South Australia, whichever way the state is written (VIC, Vic., Victoria, SA, South Australia). */
export function livesInVicOrSa(patient: StrokePatientLike): boolean {
  if (patient.livesOverseas) return false;
  const state = (patient.addressState ?? '').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return YOUNG_STROKE_STATES.has(state);
}

/**
 * Young Stroke Service (§4.2, §9): the patient is aged 18 to 55 (on the call's day, service time
 * zone), lives in Victoria or South Australia, and the stroke is ischaemic or haemorrhagic.
 */
export function isYoungStrokeServiceEligible(
  patient: Maybe<StrokePatientLike>,
  strokeType: Maybe<string>,
  callDateTime?: Maybe<string>,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (!patient) return false;
  if (strokeType !== STROKE_TYPE.Ischaemic && strokeType !== STROKE_TYPE.Haemorrhagic) return false;
  const day = (callDateTime && localDateOf(callDateTime, timeZone)) || todayIn(timeZone);
  const age = patientAgeOn(patient, day);
  return age !== null && age >= L.youngStrokeMinAge && age <= L.youngStrokeMaxAge && livesInVicOrSa(patient);
}

/** The advice list with Young Stroke Service ticked when eligible and removed otherwise (§4.2). */
export function withYoungStrokeService<T extends string>(
  advice: Maybe<readonly T[]>,
  eligible: boolean,
): T[] {
  const item = ADVICE.YoungStrokeService as T;
  const rest = (advice ?? []).filter((a) => a !== item);
  return eligible ? [...rest, item] : rest;
}

/** Bubble study is offered only when Echocardiogram is chosen (§4.2). */
export function offersBubbleStudy(advice: unknown): boolean {
  return has(advice, ADVICE.Echocardiogram);
}

/** The thrombolysis and ECR questions belong to an ischaemic stroke. */
export const showsReperfusionChains = (strokeType: unknown): boolean => strokeType === STROKE_TYPE.Ischaemic;
/** The ICH transfer questions belong to a haemorrhagic stroke. */
export const showsIchChain = (strokeType: unknown): boolean => strokeType === STROKE_TYPE.Haemorrhagic;

type EcrLike = {
  patientRecommendedForECR?: unknown;
  patientAcceptedForECR?: unknown;
  furtherECRReferralUndertaken?: unknown;
  secondaryECRReferralAccepted?: unknown;
};

/**
 * ECR accepted (§4.2, §4.6): recommended Yes, and accepted Yes, or, not accepted, a further
 * referral that is not No and was accepted.
 */
export function isEcrAccepted(r: Maybe<EcrLike>): boolean {
  if (r?.patientRecommendedForECR !== YES) return false;
  if (r.patientAcceptedForECR === YES) return true;
  return (
    r.patientAcceptedForECR === NO &&
    r.furtherECRReferralUndertaken !== NO &&
    r.secondaryECRReferralAccepted === YES
  );
}

/**
 * Door-out time shows only when its flag is set (the service's setting, passed in), the stroke is
 * ischaemic, ECR was recommended and the patient was accepted, first or on further referral (§4.2).
 */
export function showsDoorOutTime(
  doorOutTimeEnabled: boolean,
  strokeType: Maybe<string>,
  r: Maybe<EcrLike>,
): boolean {
  return doorOutTimeEnabled && strokeType === STROKE_TYPE.Ischaemic && isEcrAccepted(r);
}

/** A consult asks for the reason there was no video on a phone-only consult, the internet type on a video one. */
export const isPhoneOnly = (consultType: unknown): boolean => consultType === CONSULT_TYPE.PhoneOnly;
export const isVideo = (consultType: unknown): boolean => consultType === CONSULT_TYPE.Video;
export const isImpeded = (technicalSuccess: unknown): boolean =>
  technicalSuccess === TECHNICAL_SUCCESS.Impeded;
