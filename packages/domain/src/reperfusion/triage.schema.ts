import { z } from 'zod';
import { clearedWhen as clear } from '../cases/clearing.ts';
import {
  type AddIssue,
  optionalDateTime,
  optionalEnum,
  optionalId,
  optionalText,
  requireWhen,
} from '../cases/fields.ts';
import { isAfter, isInFuture, type Loose } from '../stroke/rule-helpers.ts';
import { VST_MESSAGES } from '../vst/messages.ts';
import { VST_HOSPITAL_UNIT_VALUES } from '../vst/options.ts';
import { REPERFUSION_LIMITS as L } from './limits.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import { YES, YES_NO } from './options.ts';

/**
 * The case's Patient Information (spec 3 §3.7, §4.6): the patient's hospital as the VST consult
 * recorded it (shown, not changed here: the server keeps the consult's values and reads the unit
 * from it) and the triage time with its confirmation, which is what this section saves. Triage
 * fields apply only when the patient's unit is ED; confirmed-by shows when confirmed is Yes.
 */
export const reperfusionPatientInformationSchema = z.object({
  patientHospitalId: optionalId,
  patientHospitalUnit: optionalEnum(VST_HOSPITAL_UNIT_VALUES),
  patientHospitalUrn: optionalText(L.urn),
  patientHospitalAddress: optionalText(L.address),
  patientCurrentLocation: optionalText(L.shortText),
  /** The consult's triage time (§3.1), confirmed or corrected here for an ED patient. */
  hospitalTriageDateAndTime: optionalDateTime,
  triageTimeConfirmed: optionalEnum(YES_NO),
  /** The user who confirmed the triage time (GET /users). */
  triageTimeConfirmedById: optionalId,
});
export type ReperfusionPatientInformation = z.infer<typeof reperfusionPatientInformationSchema>;

/** Triage fields apply only to a patient in ED (§4.6). */
export const showsTriageFields = (patientHospitalUnit: unknown): boolean => patientHospitalUnit === 'ED';
/** Confirmed-by shows when the triage time is confirmed (§4.6). */
export const showsTriageConfirmedBy = (triageTimeConfirmed: unknown): boolean => triageTimeConfirmed === YES;

/**
 * Patient Information (§4.6, §5.2): for an ED patient, who confirmed the triage time once it is
 * confirmed (SCOUT: the confirmation names its confirmer); the triage time, as on the consult, not
 * after the call and not in the future.
 */
export function checkReperfusionPatientInformation(
  v: Loose,
  add: AddIssue,
  ctx: { callDateTime: string | null; now: () => Date },
): void {
  const ed = showsTriageFields(v?.patientHospitalUnit);
  requireWhen(add, ed && showsTriageConfirmedBy(v?.triageTimeConfirmed), v?.triageTimeConfirmedById, [
    'triageTimeConfirmedById',
  ]);
  const triage = v?.hospitalTriageDateAndTime;
  if (isAfter(triage, ctx.callDateTime)) add(['hospitalTriageDateAndTime'], VST_MESSAGES.triageAfterCall);
  else if (isInFuture(triage, ctx.now)) add(['hospitalTriageDateAndTime'], M.notInFuture);
}

type Maybe<T> = T | null | undefined;
type TriageLike = {
  patientHospitalUnit?: Maybe<string>;
  triageTimeConfirmed?: Maybe<string>;
  triageTimeConfirmedById?: Maybe<number>;
};

/**
 * On save (§4.6) confirmed-by is cleared unless confirmed is Yes; outside ED the confirmation is
 * cleared too. The triage time itself is the consult's and is left as the consult recorded it.
 */
export function clearedReperfusionPatientInformation<T extends TriageLike>(p: T): T {
  const v = clear(p, !showsTriageFields(p.patientHospitalUnit), ['triageTimeConfirmed']);
  return clear(v, !showsTriageConfirmedBy(v.triageTimeConfirmed), ['triageTimeConfirmedById']);
}
