import type {
  ReperfusionCaseRow as DashboardRow,
  ReperfusionCaseSearchQuery,
  ReperfusionCaseSearchResponse,
} from '@scout/domain/reperfusion/dashboard.schema';
import { reperfusionRowFlags } from '@scout/domain/reperfusion/rules';
import { vstStudyId } from '@scout/domain/vst/rules';
import type { Db } from '../../db/client.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { type ProviderFacts, providerFacts } from '../stroke/lookups.repo.ts';
import { reperfusionService as cases } from './module.ts';
import * as repo from './repo.ts';
import { caseSections, therapiesOf } from './views.ts';

/** The filters of a request, with the service's time zone and the user's VST provider scope. */
export const filterOf = (ctx: CaseContext, query: Omit<repo.RegisterFilter, 'timeZone' | 'scope'>) => ({
  keyword: query.keyword,
  referralHospitalId: query.referralHospitalId,
  destinationHospitalId: query.destinationHospitalId,
  directorReviewStatus: query.directorReviewStatus,
  fromDate: query.fromDate,
  toDate: query.toDate,
  timeZone: ctx.config.timeZone,
  scope: ctx.scope,
});

/** The hospitals a batch of rows names (referring and destination), read once. */
export function hospitalsOf(db: Db, rows: repo.RegisterRow[]): Promise<Map<number, ProviderFacts>> {
  const ids = rows.flatMap((r) => [r.consult.referrerHospitalId, r.row.destinationHospitalId ?? 0]);
  return providerFacts(db, [...new Set(ids.filter((id) => id > 0))]);
}

/**
 * One dashboard row (§3.7 list row): the consult's study ID, call and patient, the referring and
 * destination hospitals (nick names, as the other dashboards), the triage time the case shows, and
 * the Task Due and director review flags (domain `reperfusionRowFlags`).
 */
export function dashboardRow(r: repo.RegisterRow, hospitals: Map<number, ProviderFacts>): DashboardRow {
  const sections = caseSections(r.consult, r.row);
  const patient = sections.patientInformation as { hospitalTriageDateAndTime?: string | null } | null;
  const flags = reperfusionRowFlags({ ...sections, reperfusionTherapiesDetails: therapiesOf(r.consult) });
  const destination = r.row.destinationHospitalId;
  return {
    id: r.row.id,
    studyId: vstStudyId('Consult', r.row.id),
    callDateTime: r.row.callDateTime.toISOString(),
    patientFirstName: r.firstName,
    patientLastName: r.lastName,
    referralHospitalName: hospitals.get(r.consult.referrerHospitalId)?.nickName ?? null,
    destinationHospitalName: destination ? (hospitals.get(destination)?.nickName ?? null) : null,
    triageTime: patient?.hospitalTriageDateAndTime ?? null,
    ...flags,
    primaryImagingFollowUpStatus:
      flags.primaryImagingFollowUpStatus as DashboardRow['primaryImagingFollowUpStatus'],
  };
}

/**
 * GET /reperfusion-cases/search (spec 3 §2.11, §7.3): one page of cases, newest call first, with
 * consults and totalRecordsCount; filters keyword (study ID, patient name, URN/THCI), referral and
 * destination hospital, call time range (service time zone, both ends inclusive) and director
 * review status; only cases of consults in the user's provider scope. The rows show patient names,
 * so the read is audited (`vst.reperfusion-case.list`) with the filters and the count.
 */
export async function searchCases(
  ctx: CaseContext,
  query: ReperfusionCaseSearchQuery,
): Promise<ReperfusionCaseSearchResponse> {
  const filter = filterOf(ctx, query);
  const [rows, total] = await Promise.all([
    repo.pageQuery(ctx.db, filter, query),
    repo.countCases(ctx.db, filter),
  ]);
  const hospitals = await hospitalsOf(ctx.db, rows);
  const consults = rows.map((r) => dashboardRow(r, hospitals));
  await cases.recordList(ctx, 'list', { query, count: consults.length });
  return { consults, totalRecordsCount: total };
}

/**
 * The tables the dashboard's statements read (the cases, their consults and patients, the keyword
 * search's names, the hospitals the rows name, the provider scope and its transfer destinations): their change counts are the
 * dashboard's version (list-etag.routes.test.ts checks the list against the plans of the
 * statements the searches run). Nothing on the page runs with the clock (Task Due is a date the
 * web derives from the row).
 */
export const REPERFUSION_LIST_TABLES = [
  'vst_reperfusion_cases',
  'vst_consults',
  'patient_profiles',
  'patient_name_words',
  'health_care_providers',
  'transfer_requests',
] as const;
