import { z } from 'zod';
import {
  blankToUndefined,
  queryCalendarDay,
  queryId,
  queryLocalDateTime,
  queryPageNumber,
  queryPageSize,
  queryText,
} from '../cases/query-params.ts';
import { checkDateRange } from '../stroke/dashboard.schema.ts';
import { REPERFUSION_LIMITS as L } from './limits.ts';
import { DIRECTOR_REVIEW_STATUS_VALUES, IMAGING_FOLLOW_UP_STATUS_VALUES } from './options.ts';

/**
 * The reperfusion cases dashboard and its export (spec 3 §2.11, §3.7, §7.3): GET
 * {api}/reperfusion-cases/search (polled every 10 s; filters and paging kept in local storage by
 * the web) and GET {api}/reperfusion-cases/export-data (ReperfusionCasesDataExport.csv, the same
 * filters, dates only). Export Data is for export-permitted users (access/rules.ts
 * `canExportVstData`).
 */

/** The filters the dashboard and the export share (§2.11, §7.3). */
const filterShape = {
  /** Study ID, patient name or URN/THCI (§2.11). */
  keyword: queryText(L.keyword),
  referralHospitalId: queryId(),
  destinationHospitalId: queryId(),
  directorReviewStatus: z.preprocess(blankToUndefined, z.enum(DIRECTOR_REVIEW_STATUS_VALUES).optional()),
};

/** The search: date range as yyyy-MM-ddTHH:mm:ss in the service's time zone (§7.3, §9), page size 10. */
export const reperfusionCaseSearchQuerySchema = z
  .object({
    ...filterShape,
    fromDate: queryLocalDateTime(),
    toDate: queryLocalDateTime(),
    pageSize: queryPageSize(L.defaultPageSize, L.maxPageSize),
    pageNumber: queryPageNumber(),
  })
  .superRefine(checkDateRange);
export type ReperfusionCaseSearchQueryInput = z.input<typeof reperfusionCaseSearchQuerySchema>;
export type ReperfusionCaseSearchQuery = z.output<typeof reperfusionCaseSearchQuerySchema>;

/** The export: the dashboard's filters, the date range as calendar days (§7.3, §9), every row. */
export const reperfusionCaseExportQuerySchema = z
  .object({ ...filterShape, fromDate: queryCalendarDay(), toDate: queryCalendarDay() })
  .superRefine(checkDateRange);
export type ReperfusionCaseExportQueryInput = z.input<typeof reperfusionCaseExportQuerySchema>;
export type ReperfusionCaseExportQuery = z.output<typeof reperfusionCaseExportQuerySchema>;

/** The export's default file name, used when the content-disposition header names none (§7.3, §9). */
export const REPERFUSION_EXPORT_FILE_NAME = 'ReperfusionCasesDataExport.csv';

/**
 * One dashboard row (§3.7 list row): columns Study ID, Date/Time, Patient Name, Referral Hospital,
 * Destination Hospital, Triage Time, Task Due (task-due.ts `taskDue`, from the call, the follow-up
 * flag, the primary status and taskDueComplete) and Director Review.
 */
export const reperfusionCaseRowSchema = z.object({
  id: z.number().int(),
  studyId: z.string(),
  callDateTime: z.string(),
  patientFirstName: z.string(),
  patientLastName: z.string(),
  referralHospitalName: z.string().nullable(),
  destinationHospitalName: z.string().nullable(),
  triageTime: z.string().nullable(),
  directorReview: z.enum(DIRECTOR_REVIEW_STATUS_VALUES),
  taskDueComplete: z.boolean(),
  patientRequiresImagingFollowUp: z.boolean(),
  primaryImagingFollowUpStatus: z.enum(IMAGING_FOLLOW_UP_STATUS_VALUES).nullable(),
});
export type ReperfusionCaseRow = z.infer<typeof reperfusionCaseRowSchema>;

/** The answer: consults and totalRecordsCount (§3.7, §7.3). */
export const reperfusionCaseSearchResponseSchema = z.object({
  consults: z.array(reperfusionCaseRowSchema),
  totalRecordsCount: z.number().int(),
});
export type ReperfusionCaseSearchResponse = z.infer<typeof reperfusionCaseSearchResponseSchema>;
