import { z } from 'zod';
import {
  queryBoolean,
  queryCalendarDay,
  queryId,
  queryLocalDateTime,
  queryPageNumber,
  queryPageSize,
  queryText,
} from '../cases/query-params.ts';
import { VST_LIMITS as L } from './limits.ts';
import { VST_MESSAGES as M } from './messages.ts';
import { STROKE_TYPE_VALUES } from './options.ts';
import { STROKE_RECORD_TYPES, VST_RECORD_TYPES } from './sections.ts';

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
    keyword: queryText(L.keyword),
    hospitalId: queryId(),
    neurologistId: queryId(),
    fromDate: queryLocalDateTime(),
    toDate: queryLocalDateTime(),
    pageSize: queryPageSize(L.defaultPageSize, L.maxPageSize),
    pageNumber: queryPageNumber(),
    includeFollowUps: queryBoolean(true),
    onlyClosedCases: queryBoolean(false),
    onlyClosedFollowupCases: queryBoolean(false),
    patientName: queryText(L.keyword),
    patientURN: queryText(L.urn),
    /** YYYY-MM-DD. */
    patientDOB: queryCalendarDay(),
    patientProfileId: queryId(),
  })
  .superRefine((v, ctx) => {
    if (v.fromDate && v.toDate && v.fromDate > v.toDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.fromAfterTo });
    }
  });
export type VstConsultSearchQueryInput = z.input<typeof vstConsultSearchQuerySchema>;
export type VstConsultSearchQuery = z.output<typeof vstConsultSearchQuerySchema>;

/** A record's status as the dashboard shows it (§4.1): OPEN until closed. */
export const VST_RECORD_STATUSES = ['OPEN', 'CLOSED'] as const;
export type VstRecordStatus = (typeof VST_RECORD_STATUSES)[number];

/** One dashboard row (§3.8 dashboard record): a consult, or a follow-up under it (`consultId`). */
const rowShape = {
  id: z.number().int(),
  studyId: z.string(),
  type: z.enum(VST_RECORD_TYPES),
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
  status: z.enum(VST_RECORD_STATUSES),
  /** Fax and file sharing are offered only where enabled for the record (§2.2, §6). */
  faxEnabled: z.boolean(),
  boxEnabled: z.boolean(),
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

/**
 * One row of a patient's history (§2.5 Patient History, §3.8 search record): record type and id,
 * date created (the call), hospital and specialist, with a View PDF button; VTIS records too.
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
