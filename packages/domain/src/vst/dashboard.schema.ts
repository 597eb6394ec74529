import { z } from 'zod';
import { queryBoolean, queryCalendarDay, queryId, queryText } from '../cases/query-params.ts';
import { checkDateRange, dashboardFilterShape, dashboardRowShape } from '../stroke/dashboard.schema.ts';
import { VST_LIMITS as L } from './limits.ts';
import { STROKE_TYPE_VALUES } from './options.ts';
import { VST_RECORD_TYPES } from './sections.ts';

/**
 * GET /consults/search (spec 3 §2.2, §2.4, §7.1): the VST dashboard and the Select Consult list.
 * Dashboard filters: keyword (study ID, patient name or URN/THCI), hospital, neurologist and a
 * date range, sent as yyyy-MM-ddTHH:mm:ss in the service's time zone (§9); the Select Consult
 * list filters by patient name, hospital, URN and date of birth, or by patient profile, and asks
 * for closed consults only. Page size default 10, page numbers from 1. Follow-ups come as child
 * rows of their consult unless includeFollowUps is false.
 */
export const vstConsultSearchQuerySchema = z
  .object({
    ...dashboardFilterShape,
    onlyClosedCases: queryBoolean(false),
    onlyClosedFollowupCases: queryBoolean(false),
    patientName: queryText(L.keyword),
    patientURN: queryText(L.urn),
    /** YYYY-MM-DD. */
    patientDOB: queryCalendarDay(),
    patientProfileId: queryId(),
  })
  .superRefine(checkDateRange);
export type VstConsultSearchQueryInput = z.input<typeof vstConsultSearchQuerySchema>;
export type VstConsultSearchQuery = z.output<typeof vstConsultSearchQuerySchema>;

/** A record's status as the dashboard shows it (§4.1): OPEN until closed. */
export const VST_RECORD_STATUSES = ['OPEN', 'CLOSED'] as const;
export type VstRecordStatus = (typeof VST_RECORD_STATUSES)[number];

/** One dashboard row (§3.8 dashboard record): a consult, or a follow-up under it (`consultId`). */
const rowShape = {
  ...dashboardRowShape,
  type: z.enum(VST_RECORD_TYPES),
  status: z.enum(VST_RECORD_STATUSES),
  diagnosisDetails: z.object({ strokeType: z.enum(STROKE_TYPE_VALUES).nullable() }).nullable(),
};
export const vstFollowupRowSchema = z.object({
  ...rowShape,
  type: z.literal('Followup'),
  consultId: z.number().int(),
});
export type VstFollowupRow = z.infer<typeof vstFollowupRowSchema>;
export const vstConsultRowSchema = z.object({
  ...rowShape,
  type: z.literal('Consult'),
  followupConsults: z.array(vstFollowupRowSchema),
});
export type VstConsultRow = z.infer<typeof vstConsultRowSchema>;

export const vstConsultSearchResponseSchema = z.object({
  consults: z.array(vstConsultRowSchema),
  totalRecordsCount: z.number().int(),
});
export type VstConsultSearchResponse = z.infer<typeof vstConsultSearchResponseSchema>;

/** The patient history (§2.5): stroke/dashboard.schema.ts', shared with VTIS. */
export {
  type PatientHistoryQuery,
  type PatientHistoryRecord,
  type PatientHistoryResponse,
  patientHistoryQuerySchema,
  patientHistoryRecordSchema,
  patientHistoryResponseSchema,
} from '../stroke/dashboard.schema.ts';
