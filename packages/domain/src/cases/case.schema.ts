import { z } from 'zod';
import { GENDERS } from '../patients/limits.ts';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from './dates.ts';
import { requiredId, requiredPastDateTime } from './fields.ts';

/**
 * The parts every case module's case shares: the patient as a case shows it and what a new case
 * starts from. Each area adds its own referrer fields and sections.
 */

/** The patient as a case shows it (from the patient profile, spec 2 §3.1, §3.6). */
export const casePatientSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middlename: z.string().nullable(),
  gender: z.enum(GENDERS),
  age: z.number().int().nullable(),
  dateOfBirth: z.string().nullable(),
  /**
   * The profile's URN/THCI entries: a never-saved patient hospital section starts with the one at
   * the referring hospital (patients/known-hospital.ts, issue 24 item 7).
   */
  urns: z.array(z.object({ healthCareProviderId: z.number().int(), urn: z.string() })).optional(),
});
export type CasePatient = z.infer<typeof casePatientSchema>;

/** What every new case is made with: the call taker, the call (a past event) and the patient profile. */
export function newCaseShape(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return {
    callTakerId: requiredId,
    callDateTime: requiredPastDateTime(now, timeZone),
    patientProfileId: requiredId,
  };
}

/**
 * The new-case schema maker of an area whose new case carries its referrer fields flat beside the
 * call (ECMO, Telehealth: spec 2 §5.1, §5.7): `makeX(now, timeZone)` as the area's other makers.
 */
export function newCaseSchemaMaker<const S extends z.ZodRawShape>(referrerShape: S) {
  return (now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) =>
    z.object({ ...newCaseShape(now, timeZone), ...referrerShape });
}
