import type { ProviderScope } from '@scout/domain/access/provider-scope';
import type { ClinicalApp } from '@scout/domain/access/roles';
import type {
  VtisConsultRow as DashboardConsultRow,
  VtisHospitalDocumentationRow as DashboardDocumentationRow,
  VtisFollowupRow as DashboardFollowupRow,
  PatientHistoryQuery,
  PatientHistoryResponse,
  VtisConsultSearchQuery,
  VtisConsultSearchResponse,
} from '@scout/domain/vtis/dashboard.schema';
import { hospitalDocumentationStatus } from '@scout/domain/vtis/hospital-documentation-rules';
import type { VtisStrokeType } from '@scout/domain/vtis/options';
import { vtisStudyId } from '@scout/domain/vtis/rules';
import type { CaseContext } from '../cases/case-module.ts';
import { dashboardFacts } from '../stroke/dashboard-rows.ts';
import { patientHistory } from '../stroke/patient-history.ts';
import { vstHistory } from '../stroke/vst-records.ts';
import { vtisConsultService as consults } from './module.ts';
import * as repo from './repo.ts';
import { consultStatus, followupStatus } from './views.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * GET /consults/search (spec 3 §2.3, §7.2): the VTIS dashboard, one page of consults newest call
 * first (the stroke services' search, modules/stroke/consult-search.repo.ts), each with its
 * follow-ups (`vtisFollowupConsults`, oldest first; `includeFollowUps=false` leaves them out) and
 * its hospital documentation (`hospitalDocumentation`, the row of a consult whose documentation is
 * required) as child rows. Same filters as the VST dashboard: keyword (a VTIS study ID, 'VTISFU4'
 * finding its consult, or a patient name or URN), hospital (referring or patient's), neurologist,
 * call time range. Only records in the user's provider scope are listed. Audited as
 * `vtis.consult.list` (the rows show patient names).
 */
export async function searchConsults(
  ctx: CaseContext,
  query: VtisConsultSearchQuery,
): Promise<VtisConsultSearchResponse> {
  const filter = { ...query, timeZone: ctx.config.timeZone, scope: ctx.scope };
  const page = await repo.searchConsults(ctx.db, filter);
  const totalRecordsCount =
    page[0]?.total ?? (query.pageNumber > 1 ? await repo.countConsults(ctx.db, filter) : 0);
  const ids = page.map((p) => p.row.id);
  const [children, docs] = await Promise.all([
    query.includeFollowUps ? repo.followupsOf(ctx.db, ids, ctx.scope) : Promise.resolve([]),
    repo.documentationOf(ctx.db, ids),
  ]);
  const rowOf = await dashboardFacts(ctx.db, [...page.map((p) => p.row), ...children]);
  const result: DashboardConsultRow[] = page.map((p) => {
    const consult = rowOf(p.row, vtisStudyId('VtisConsult', p.row.id), p);
    const diagnosisDetails = p.row.strokeType ? { strokeType: p.row.strokeType as VtisStrokeType } : null;
    const doc = docs.get(p.row.id);
    const documentation: DashboardDocumentationRow | null = doc
      ? {
          ...consult,
          type: 'HospitalDocumentation',
          consultId: p.row.id,
          isActive: doc.closedOn === null,
          closedOn: iso(doc.closedOn),
          status: hospitalDocumentationStatus({ closedOn: iso(doc.closedOn) }),
          diagnosisDetails,
        }
      : null;
    return {
      ...consult,
      type: 'VtisConsult',
      vtisStatus: consultStatus(p.row),
      diagnosisDetails,
      vtisFollowupConsults: children
        .filter((f) => f.vtisConsultId === p.row.id)
        .map(
          (f): DashboardFollowupRow => ({
            ...rowOf(f, vtisStudyId('VtisFollowup', f.id), p),
            type: 'VtisFollowup',
            consultId: p.row.id,
            vtisStatus: followupStatus(f),
            diagnosisDetails: null,
          }),
        ),
      hospitalDocumentation: documentation,
    };
  });
  await consults.recordList(ctx, 'list', { query, count: result.length });
  return { vtisConsults: result, totalRecordsCount };
}

/**
 * The tables the search's statements read (the consults, their follow-ups and hospital
 * documentation, the patients and the keyword search's names, the hospitals and specialists the
 * rows name, the provider scope): their change counts are the search's version
 * (dashboard-etag.routes.test.ts checks the list against the plans of the statements the searches
 * run). Nothing on the page runs with the clock.
 */
export const VTIS_LIST_TABLES = [
  'vtis_consults',
  'vtis_followups',
  'vtis_hospital_documentation',
  'patient_profiles',
  'patient_name_words',
  'health_care_providers',
  'users',
] as const;

/**
 * GET /consults/patientHistory (spec 3 §2.7, §2.8, §7.2): the patient's VST and VTIS consults and
 * follow-ups, newest first, 5 a page (modules/stroke/patient-history.ts); each service's records
 * only for a user of that service, within their providers. Audited `vtis.consult.history`.
 */
export async function patientHistoryOf(
  ctx: CaseContext,
  query: PatientHistoryQuery,
  scopeOf: (app: ClinicalApp) => ProviderScope,
): Promise<PatientHistoryResponse> {
  const history = await patientHistory({ ...ctx, scopeOf }, query, [vstHistory, repo.vtisHistory]);
  await consults.recordList(ctx, 'history', {
    query,
    count: history.records.length,
  });
  return history;
}
