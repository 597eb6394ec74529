import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import {
  type AddIssue,
  ALWAYS,
  issueAdder,
  optionalEnum,
  optionalId,
  optionalText,
  requiredId,
  requiredPastDateTime,
  requireWhen,
} from '../cases/fields.ts';
import { checkReferrer, makeReferrerInformationSchema } from '../stroke/intake.schema.ts';
import { optionalMedicareNumber } from '../stroke/medicare.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import { CLINIC_LIMITS as L } from './limits.ts';
import { CLINIC_HOSPITAL_UNIT_VALUES } from './options.ts';
import { optionalProviderNumber } from './provider-number.ts';

/**
 * The sections a clinic opens with (spec 3 §3.3, §5.1, §5.4): the referrer, with the referring
 * doctor's provider number (outpatient only), and the patient's hospital with the Medicare number;
 * and the new-clinic body (§2.4, §3.8, §5.8). Conventions as vst/intake.schema.ts: field checks in
 * the schemas, requirements in the `check*` functions.
 */

/**
 * The clinic's referrer (§3.1 referrerInformation, §3.9): the stroke referrer, its unit list with
 * Outpatient Clinic, and the referring doctor's Medicare provider number.
 */
export function makeClinicReferrerSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return makeReferrerInformationSchema(now, timeZone).extend({
    referrerHospitalUnit: optionalEnum(CLINIC_HOSPITAL_UNIT_VALUES),
    referrerDoctorProviderNumber: optionalProviderNumber,
  });
}
export const clinicReferrerSchema = makeClinicReferrerSchema();
export type ClinicReferrer = z.infer<typeof clinicReferrerSchema>;

/** Referrer (§5.1): the stroke referrer's required fields, and the provider number ("Outpatient clinic also requires"). */
export function checkClinicReferrer(v: Loose, add: AddIssue): void {
  checkReferrer(v, add);
  requireWhen(add, true, v?.referrerDoctorProviderNumber, ['referrerDoctorProviderNumber']);
}

/** The clinic's patient information (§3.3); the Medicare number at most 11 digits (§5.4, §9). */
export const clinicPatientInformationSchema = z.object({
  patientHospitalId: optionalId,
  patientHospitalUnit: optionalEnum(CLINIC_HOSPITAL_UNIT_VALUES),
  patientHospitalUrn: optionalText(L.urn),
  patientHospitalAddress: optionalText(L.address),
  /** Optional; "Cannot exceed 11 digits long" past 11 (stroke/medicare.ts). */
  medicareNumber: optionalMedicareNumber,
  patientCurrentLocation: optionalText(L.shortText),
});
export type ClinicPatientInformation = z.infer<typeof clinicPatientInformationSchema>;

export const CLINIC_PATIENT_REQUIRED_FIELDS = [
  'patientHospitalId',
  'patientHospitalUnit',
  'patientHospitalUrn',
  'patientHospitalAddress',
] as const;

/** Patient information (§5.4): hospital, unit, URN and address. */
export function checkClinicPatientInformation(v: Loose, add: AddIssue): void {
  for (const field of CLINIC_PATIENT_REQUIRED_FIELDS) requireWhen(add, true, v?.[field], [field]);
}

/**
 * POST /outpatient (§2.4 New Clinic: Call Info, Referrer, Patient Information; §3.8; §5.8): the
 * patient profile, the neurologist or stroke specialist and the call date/time (both required, the
 * call a past event) and the referrer with its rules, provider number included. The answer is
 * { data: { id } } and the web goes to /vst/clinic/{id}.
 */
export function makeNewClinicSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    patientProfileId: requiredId,
    specialistId: requiredId,
    callDateTime: requiredPastDateTime(now, timeZone),
    referrerInformation: makeClinicReferrerSchema(now, timeZone).superRefine(
      (v, ctx) => checkClinicReferrer(v, issueAdder(ctx)),
      ALWAYS,
    ),
  });
}
export const newClinicSchema = makeNewClinicSchema();
export type NewClinicInput = z.input<typeof newClinicSchema>;
export type NewClinic = z.infer<typeof newClinicSchema>;
