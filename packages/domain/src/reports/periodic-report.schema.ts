import { z } from 'zod';
import { isValidLocalDateTime } from '../cases/query-params.ts';
import { REPORT_MESSAGES as M } from './messages.ts';

/**
 * The monthly and quarterly reports (spec 3 §2.12, §5.10, §7.1, §9): POST /vstreports/monthly and
 * /vstreports/quarterly with a two-date range (defaults: date-ranges.ts) answer
 * Report_VST_Monthly.xlsx and Report_VST_Quarterly.xlsx. Only export-permitted users see the pages
 * and may call them (§6: the VST export privilege, access/rules.ts `canExportVstData`).
 */
export const PERIODIC_REPORT_TYPES = ['monthly', 'quarterly'] as const;
export type PeriodicReportType = (typeof PERIODIC_REPORT_TYPES)[number];

export const PERIODIC_REPORT_FILE_NAMES: Record<PeriodicReportType, string> = {
  monthly: 'Report_VST_Monthly.xlsx',
  quarterly: 'Report_VST_Quarterly.xlsx',
};

const localDateTime = z
  .string({ error: M.required })
  .min(1, M.required)
  .refine((v) => v === '' || isValidLocalDateTime(v), M.invalidDate);

/**
 * The range (§5.10 "need a two-date range"): fromDate and toDate both required, sent as
 * yyyy-MM-ddTHH:mm:ss in the service's time zone (§9; `reportRangeParams`), From not after To.
 */
export const periodicReportRequestSchema = z
  .object({ fromDate: localDateTime, toDate: localDateTime })
  .superRefine((v, ctx) => {
    if (v.fromDate && v.toDate && v.fromDate > v.toDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.fromAfterTo });
  });
export type PeriodicReportRequest = z.infer<typeof periodicReportRequestSchema>;
