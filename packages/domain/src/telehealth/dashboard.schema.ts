import { z } from 'zod';
import { idParam } from '../api/ids.ts';
import { isValidIsoDate } from '../patients/dates.ts';
import { GENDERS } from '../patients/limits.ts';
import { TELEHEALTH_LIMITS as L } from './limits.ts';
import { TELEHEALTH_MESSAGES as M } from './messages.ts';

/** Query strings send '' for a cleared filter: treat it as absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const calendarDay = z.string().refine(isValidIsoDate, M.invalidDate).optional();

/**
 * GET /case (spec 2 §2.2, §7.2): My Dashboard (closedCases false) and Archive (closedCases true).
 * The keyword matches the case id (TH12 or 12), the patient's name or the URN/THCI; fromDate and
 * toDate are calendar days of creation (YYYY-MM-DD, inclusive, service time zone); page size
 * default 10, page numbers from 1.
 */
export const telehealthDashboardQuerySchema = z
  .object({
    keyword: z.preprocess(blankToUndefined, z.string().trim().max(L.keyword).optional()),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(L.maxPageSize).default(L.defaultPageSize),
    ),
    pageNumber: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    hospitalId: z.preprocess(blankToUndefined, idParam().optional()),
    fromDate: z.preprocess(blankToUndefined, calendarDay),
    toDate: z.preprocess(blankToUndefined, calendarDay),
    /** true ('true' in the query string) lists the closed cases (the archive); false the open ones. */
    closedCases: z.preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
      z.boolean().default(false),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.fromDate && v.toDate && v.fromDate > v.toDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.fromAfterTo });
    }
  });
export type TelehealthDashboardQueryInput = z.input<typeof telehealthDashboardQuerySchema>;
export type TelehealthDashboardQuery = z.output<typeof telehealthDashboardQuerySchema>;

/**
 * One row of the dashboard and archive tables (spec 2 §2.2): Case ID (TH...), Consults, Patient
 * Name, Gender, Age, Hospital, Days in ICU (`lengthOfStayDays`), Case Created, Case Closed.
 */
export const telehealthDashboardRowSchema = z.object({
  id: z.number().int(),
  caseId: z.string(),
  consults: z.number().int(),
  patientName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().nullable(),
  hospital: z.string().nullable(),
  daysInIcu: z.number().int().nullable(),
  createdOn: z.string(),
  closedDateTime: z.string().nullable(),
});
export type TelehealthDashboardRow = z.infer<typeof telehealthDashboardRowSchema>;

export const telehealthDashboardResponseSchema = z.object({
  cases: z.array(telehealthDashboardRowSchema),
  totalRecordCount: z.number().int(),
});
export type TelehealthDashboardResponse = z.infer<typeof telehealthDashboardResponseSchema>;
