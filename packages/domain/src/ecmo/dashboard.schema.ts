import { z } from 'zod';
import { idParam } from '../api/ids.ts';
import { optionalDate } from '../cases/schema-helpers.ts';
import { GENDERS } from '../patients/limits.ts';
import { ECMO_MODE_VALUES } from './ecmo-details-options.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { ECMO_MESSAGES as M } from './messages.ts';
import { ECMO_OUTCOMES, ECMO_STATUS_VALUES, PATIENT_OUTCOMES } from './status-options.ts';

/** Query strings send '' for a cleared filter: treat it as absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/ecmo/cases/open and /api/ecmo/archive/cases (spec 2 §2.1). The keyword matches the case
 * id or the patient's name; fromDate/toDate are calendar days of creation (YYYY-MM-DD, inclusive,
 * service time zone). With no filter at all the archive shows cases closed within the last 30
 * days (`archiveClosedSince`, case-rules.ts); any filter widens it.
 */
export const dashboardQuerySchema = z
  .object({
    keyword: z.preprocess(blankToUndefined, z.string().trim().max(L.keyword).optional()),
    hospitalId: z.preprocess(blankToUndefined, idParam().optional()),
    ecmoMode: z.preprocess(blankToUndefined, z.enum(ECMO_MODE_VALUES).optional()),
    status: z.preprocess(blankToUndefined, z.enum(ECMO_STATUS_VALUES).optional()),
    fromDate: z.preprocess(blankToUndefined, optionalDate),
    toDate: z.preprocess(blankToUndefined, optionalDate),
  })
  .superRefine((v, ctx) => {
    if (v.fromDate && v.toDate && v.fromDate > v.toDate) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: M.fromAfterTo });
    }
  });
export type DashboardQueryInput = z.input<typeof dashboardQuerySchema>;
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** True when the query sets no filter (the archive then applies its default 30-day window). */
export function isUnfilteredDashboardQuery(q: DashboardQuery): boolean {
  return !q.keyword && !q.hospitalId && !q.ecmoMode && !q.status && !q.fromDate && !q.toDate;
}

/**
 * One case card of the open and archived dashboards (spec 2 §2.1, §3.4). Dates are ISO
 * date-times; `ecmoType` is the ECMO mode value; the card's colour comes from `daysOnEcmo` and
 * `cardBorderColour` (calculators.ts) and a missing value shows a dash.
 */
export const dashboardCaseSchema = z.object({
  id: z.number().int(),
  caseId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  age: z.number().int().nullable(),
  diagnosisCategory: z.string().nullable(),
  dateCreated: z.string(),
  ecmoStatus: z.enum(ECMO_STATUS_VALUES).nullable(),
  ecmoType: z.enum(ECMO_MODE_VALUES).nullable(),
  ecmoDevice: z.string().nullable(),
  ecmoStartDate: z.string().nullable(),
  decannulationDate: z.string().nullable(),
  originalLocation: z.string().nullable(),
  destinationLocation: z.string().nullable(),
  arrivalAtOriginalHospital: z.string().nullable(),
  arrivalAtDestinationHospital: z.string().nullable(),
  closedOn: z.string().nullable(),
  patientOutcome: z.enum(PATIENT_OUTCOMES).nullable(),
  ecmoOutcome: z.enum(ECMO_OUTCOMES).nullable(),
  infectiousRisk: z.boolean().nullable(),
  infectiousRiskDetails: z.string().nullable(),
});
export type DashboardCase = z.infer<typeof dashboardCaseSchema>;

export const dashboardResponseSchema = z.array(dashboardCaseSchema);

/** Hospital choices of the filters (GET /api/ecmo/hospitalswithopencases, ...witharchivedcases). */
export const dashboardHospitalSchema = z.object({ id: z.number().int(), nickName: z.string() });
