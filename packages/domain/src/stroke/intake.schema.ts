import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  emailAddress,
  issueAdder,
  optionalDateTime,
  optionalEnum,
  optionalId,
  optionalPastDateTime,
  optionalText,
  requireWhen,
} from '../cases/fields.ts';
import { patientProfileSchemaOut } from '../patients/patient-profile.schema.ts';
import { STROKE_LIMITS as L } from './limits.ts';
import { STROKE_MESSAGES as M } from './messages.ts';
import { STROKE_HOSPITAL_UNIT_VALUES, STROKE_POSITION_VALUES } from './options.ts';
import { isAfter, isInFuture, type Loose } from './rule-helpers.ts';

/**
 * The parts every stroke record (VST and VTIS consults and follow-ups, spec 3 §3.1 to §3.5) opens
 * with: the referrer (§5.1), the earlier specialists of the neurologist handover history, the
 * specialist's contact-time rule (§5.2) and the patient as a record shows it. Conventions as
 * vst/consultation.schema.ts: field checks in the schemas, requirements in the `check*` functions.
 */

/** Referrer fields (§3.1; VTIS "as in VST", §3.4); `referrerDoctorProviderNumber` is the outpatient clinic's only. */
export function makeReferrerInformationSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    referrerFirstName: optionalText(L.name),
    referrerLastName: optionalText(L.name),
    referrerPosition: optionalEnum(STROKE_POSITION_VALUES),
    referrerContactNumber: optionalText(L.contactNumber),
    referrerHospitalId: optionalId,
    referrerHospitalUnit: optionalEnum(STROKE_HOSPITAL_UNIT_VALUES),
    /** From the hospital lookup; may be edited and is stored with the record. */
    referrerHospitalAddress: optionalText(L.address),
    /** Optional, a valid address, under 256 letters (§5.1); '' means none. */
    referrerEmailAddress: emailAddress(M.invalidEmail),
    /** A past event. */
    referralDateTime: optionalPastDateTime(now, timeZone),
  });
}
export const referrerInformationSchema = makeReferrerInformationSchema();
export type ReferrerInformation = z.infer<typeof referrerInformationSchema>;

export const REFERRER_REQUIRED_FIELDS = [
  'referrerLastName',
  'referrerFirstName',
  'referrerPosition',
  'referrerContactNumber',
  'referrerHospitalId',
  'referrerHospitalUnit',
  'referralDateTime',
] as const;

/** Referrer (§5.1): last name, first name, position, contact number, hospital, unit, referral date/time. */
export function checkReferrer(v: Loose, add: AddIssue): void {
  for (const field of REFERRER_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
}

/** The referrer of a new consult or follow-up: its rules apply at once (§2.4, §5.1). */
export function makeNewReferrerSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeReferrerInformationSchema(now, timeZone).superRefine(
    (v, ctx) => checkReferrer(v, issueAdder(ctx)),
    ALWAYS,
  );
}

/** One earlier specialist of the handover history (§3.1, §3.4 specialists, with serialNo). */
export const specialistEntrySchema = z.object({
  serialNo: z.number().int().min(1),
  specialistId: optionalId,
  specialist: optionalText(L.name * 2),
  specialistDateAndTime: optionalDateTime,
});
export type SpecialistEntryValues = z.infer<typeof specialistEntrySchema>;

/** The handover history of a neurologist section (§3.1, §3.4). */
export const specialistHistorySchema = z.array(specialistEntrySchema).max(L.maxSpecialists).default([]);

/**
 * The specialist's contact time (§5.2; SCOUT applies the same rule to VTIS): not before the call
 * and not in the future.
 */
export function checkSpecialistContactTime(
  v: Loose,
  add: AddIssue,
  ctx: { callDateTime: string | null; now: Now },
): void {
  const contact = v?.specialistDateAndTime;
  if (isAfter(ctx.callDateTime, contact)) add(['specialistDateAndTime'], M.specialistBeforeCall);
  else if (isInFuture(contact, ctx.now)) add(['specialistDateAndTime'], M.notInFuture);
}

/** The patient as a stroke record shows it (from the patient profile, §3.1). */
export const strokePatientSchema = patientProfileSchemaOut.pick({
  id: true,
  firstName: true,
  lastName: true,
  middlename: true,
  gender: true,
  dateOfBirth: true,
  age: true,
  livesOverseas: true,
  addressUnitOrRoomNumber: true,
  addressStreetNumber: true,
  addressStreetName: true,
  addressSuburb: true,
  addressState: true,
  addressPostcode: true,
});
export type StrokePatient = z.infer<typeof strokePatientSchema>;
