import { z } from 'zod';
import { checkDateRange, dashboardFilterShape } from '../stroke/dashboard.schema.ts';

export { type NewRecordResponse, newRecordResponseSchema } from '../stroke/record.schema.ts';
/**
 * The clinic list and the calls around a clinic other than its sections (spec 3 §2.10, §4.4,
 * §7.1 /outpatient): GET /outpatient/search, PATCH /outpatient/{id}/deactivate and
 * DELETE /outpatient/{id}/delete (its reason is vst/actions.schema.ts' deleteRecordQuerySchema,
 * re-exported here).
 */
export {
  type DeleteRecordQuery,
  deleteRecordQuerySchema,
  type RecordStatusQuery,
  recordStatusQuerySchema,
} from '../vst/actions.schema.ts';

/**
 * GET /outpatient/search (§7.1): keyword, hospitalId, neurologistId, fromDate and toDate
 * (yyyy-MM-ddTHH:mm:ss, service time zone), pageSize (10) and pageNumber; includeFollowUps is
 * accepted as the dashboards send it (a clinic has no follow-ups). The list refreshes every 10 s.
 */
export const clinicSearchQuerySchema = z.object(dashboardFilterShape).superRefine(checkDateRange);
export type ClinicSearchQueryInput = z.input<typeof clinicSearchQuerySchema>;
export type ClinicSearchQuery = z.output<typeof clinicSearchQuerySchema>;

/** A clinic's status (§4.4: "A closed clinic shows Status Closed and Closed On"). */
export const CLINIC_STATUSES = ['OPEN', 'CLOSED'] as const;
export type ClinicStatus = (typeof CLINIC_STATUSES)[number];

/**
 * One row of the clinic list (§2.10; the spec gives no columns, SCOUT shows the dashboard's):
 * study ID, call date/time, patient, referring hospital, specialist, status and closed on.
 * Row click opens /vst/clinic/{id}/patient.
 */
export const clinicRowSchema = z.object({
  id: z.number().int(),
  studyId: z.string(),
  callDateTime: z.string(),
  patientProfileId: z.number().int(),
  patientFirstName: z.string(),
  patientLastName: z.string(),
  patientUrn: z.string().nullable(),
  hospitalId: z.number().int().nullable(),
  hospital: z.string().nullable(),
  specialistId: z.number().int(),
  specialist: z.string().nullable(),
  isActive: z.boolean(),
  status: z.enum(CLINIC_STATUSES),
  closedOn: z.string().nullable(),
});
export type ClinicRow = z.infer<typeof clinicRowSchema>;

/** The answer of GET /outpatient/search: outpatientCases and totalRecordsCount (§7.1). */
export const clinicSearchResponseSchema = z.object({
  outpatientCases: z.array(clinicRowSchema),
  totalRecordsCount: z.number().int(),
});
export type ClinicSearchResponse = z.infer<typeof clinicSearchResponseSchema>;

/** PATCH /outpatient/{id}/deactivate (§4.4): the close, "Outpatient case closed". */
export const deactivateClinicResponseSchema = z.object({
  isActive: z.literal(false),
  closedOn: z.string(),
});
export type DeactivateClinicResponse = z.infer<typeof deactivateClinicResponseSchema>;
