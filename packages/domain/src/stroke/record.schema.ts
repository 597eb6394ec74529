import { z } from 'zod';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from '../cases/dates.ts';
import { requiredId, requiredPastDateTime } from '../cases/fields.ts';
import { makeNewReferrerSchema, strokePatientSchema } from './intake.schema.ts';

/**
 * What every stroke record (VST and VTIS consults and follow-ups, spec 3 §3.1 to §3.5, §3.8)
 * shares as the server answers it, and the body that creates one (§2.4, §3.8, §5.8).
 */

/**
 * The record fields every stroke record carries: `studyId` is `strokeStudyId(type, id)`
 * (record-types.ts); fax and file sharing are enabled per record (§2.2, §2.3, §6).
 */
export const strokeRecordShape = {
  id: z.number().int(),
  studyId: z.string(),
  patientProfileId: z.number().int(),
  patient: strokePatientSchema,
  isActive: z.boolean(),
  closedOn: z.string().nullable(),
  lastModified: z.string(),
  callDateTime: z.string(),
  /** The call taker's user id and name. */
  callTaker: z.number().int(),
  callTakerName: z.string().nullable(),
  faxEnabled: z.boolean(),
  boxEnabled: z.boolean(),
};

/**
 * POST /consults of VST and VTIS (§2.4, §3.8, §5.8): the patient profile, the call taker and the
 * call date/time (both required; the call a past event) and the referrer. A follow-up adds the
 * consult it follows. The answer is { data: { id } }.
 */
export function makeNewStrokeRecordSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z.object({
    patientProfileId: requiredId,
    callTakerId: requiredId,
    callDateTime: requiredPastDateTime(now, timeZone),
    referrerInformation: makeNewReferrerSchema(now, timeZone),
  });
}
export const newRecordResponseSchema = z.object({ data: z.object({ id: z.number().int() }) });
export type NewRecordResponse = z.infer<typeof newRecordResponseSchema>;
