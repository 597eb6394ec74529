import { z } from 'zod';
import {
  queryBoolean,
  queryId,
  queryLocalDateTime,
  queryPageNumber,
  queryPageSize,
  queryText,
} from '../cases/query-params.ts';
import { STROKE_LIMITS as L } from './limits.ts';
import { STROKE_MESSAGES as M } from './messages.ts';
import { STROKE_RECORD_TYPES } from './record-types.ts';

/**
 * What the VST and VTIS dashboards share (spec 3 §2.2, §2.3, §2.5, §7.1, §7.2): the filters of
 * GET /consults/search and the patient history of GET /consults/patientHistory.
 */

/**
 * The dashboard filters (§2.2; VTIS "same filters", §2.3): keyword (study ID, patient name or
 * URN/THCI), hospital, neurologist and a date range sent as yyyy-MM-ddTHH:mm:ss in the service's
 * time zone (§9); page size default 10, page numbers from 1; follow-ups as child rows unless
 * includeFollowUps is false.
 */
export const dashboardFilterShape = {
  keyword: queryText(L.keyword),
  hospitalId: queryId(),
  neurologistId: queryId(),
  fromDate: queryLocalDateTime(),
  toDate: queryLocalDateTime(),
  pageSize: queryPageSize(L.defaultPageSize, L.maxPageSize),
  pageNumber: queryPageNumber(),
  includeFollowUps: queryBoolean(true),
};

/** The date range's rule: From not after To (an issue at toDate). */
export function checkDateRange(v: { fromDate?: string; toDate?: string }, ctx: z.RefinementCtx): void {
  if (v.fromDate && v.toDate && v.fromDate > v.toDate) {
    ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.fromAfterTo });
  }
}

/**
 * The fields every dashboard row shares (§2.2, §2.3, §3.8 dashboard record); each dashboard adds
 * its row type, status and diagnosis.
 */
export const dashboardRowShape = {
  id: z.number().int(),
  studyId: z.string(),
  callDateTime: z.string(),
  referralDate: z.string().nullable(),
  /** The specialist's contact time. */
  consultDate: z.string().nullable(),
  patientProfileId: z.number().int(),
  patientFirstName: z.string(),
  patientLastName: z.string(),
  patientUrn: z.string().nullable(),
  patientDOB: z.string().nullable(),
  hospitalId: z.number().int().nullable(),
  hospital: z.string().nullable(),
  specialistId: z.number().int().nullable(),
  specialist: z.string().nullable(),
  isActive: z.boolean(),
  closedOn: z.string().nullable(),
  /** Fax and file sharing are offered only where enabled for the record (§2.2, §6). */
  faxEnabled: z.boolean(),
  boxEnabled: z.boolean(),
};

/**
 * One row of a patient's history (§2.5 Patient History, §3.8 search record): record type and id,
 * date created (the call), hospital and specialist, with a View PDF button; VST and VTIS records.
 */
export const patientHistoryRecordSchema = z.object({
  recordId: z.number().int(),
  recordType: z.enum(STROKE_RECORD_TYPES),
  studyId: z.string(),
  callDateTime: z.string(),
  hospital: z.string().nullable(),
  specialist: z.string().nullable(),
  /** The follow-ups of a consult (their own rows). */
  followups: z.array(z.number().int()).default([]),
});
export type PatientHistoryRecord = z.infer<typeof patientHistoryRecordSchema>;

/** The patient history query: the profile and a page of 5 (§2.5, §9). */
export const patientHistoryQuerySchema = z.object({
  patientProfileId: queryId().pipe(z.number({ error: M.required })),
  pageSize: queryPageSize(L.historyPageSize, L.maxPageSize),
  pageNumber: queryPageNumber(),
});
export type PatientHistoryQuery = z.output<typeof patientHistoryQuerySchema>;

export const patientHistoryResponseSchema = z.object({
  records: z.array(patientHistoryRecordSchema),
  totalRecordsCount: z.number().int(),
});
export type PatientHistoryResponse = z.infer<typeof patientHistoryResponseSchema>;
