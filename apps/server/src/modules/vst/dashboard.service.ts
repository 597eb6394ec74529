import type {
  VstConsultRow as DashboardConsultRow,
  VstFollowupRow as DashboardFollowupRow,
  VstConsultSearchQuery,
  VstConsultSearchResponse,
} from '@scout/domain/vst/dashboard.schema';
import type { StrokeType } from '@scout/domain/vst/options';
import { vstRecordStatus, vstStudyId } from '@scout/domain/vst/rules';
import type { CaseContext } from '../cases/case-module.ts';
import { dashboardFacts } from '../stroke/dashboard-rows.ts';
import { vstConsultService as consults } from './module.ts';
import * as repo from './repo.ts';

const status = (r: { isActive: boolean; closedOn: Date | null }) =>
  vstRecordStatus({ isActive: r.isActive, closedOn: r.closedOn?.toISOString() ?? null });

/**
 * GET /consults/search (spec 3 §2.2, §2.4, §7.1): one page of consults, newest call first, each
 * with its follow-ups as child rows (`followupConsults`, oldest first; `includeFollowUps=false`
 * leaves them out). The filters select consults: keyword (a study ID, 'VSTFU7' finding its
 * consult, or a patient name or URN), hospital (referring or patient's), neurologist, call time
 * range; the Select Consult variant adds closed-only, no-open-follow-up-only (the follow-up
 * rule), patient name, URN, date of birth or profile. Only records in the user's provider scope
 * are listed. Audited as `vst.consult.list` (the rows show patient names).
 */
export async function searchConsults(
  ctx: CaseContext,
  query: VstConsultSearchQuery,
): Promise<VstConsultSearchResponse> {
  const filter = { ...query, timeZone: ctx.config.timeZone, scope: ctx.scope };
  const page = await repo.searchConsults(ctx.db, filter);
  const totalRecordsCount =
    page[0]?.total ?? (query.pageNumber > 1 ? await repo.countConsults(ctx.db, filter) : 0);
  const children = query.includeFollowUps
    ? await repo.followupsOf(
        ctx.db,
        page.map((p) => p.row.id),
        ctx.scope,
      )
    : [];
  const rowOf = await dashboardFacts(ctx.db, [...page.map((p) => p.row), ...children]);
  const result: DashboardConsultRow[] = page.map((p) => ({
    ...rowOf(p.row, vstStudyId('Consult', p.row.id), p),
    status: status(p.row),
    type: 'Consult',
    diagnosisDetails: p.row.strokeType ? { strokeType: p.row.strokeType as StrokeType } : null,
    followupConsults: children
      .filter((f) => f.vstConsultId === p.row.id)
      .map(
        (f): DashboardFollowupRow => ({
          ...rowOf(f, vstStudyId('Followup', f.id), p),
          status: status(f),
          type: 'Followup',
          consultId: p.row.id,
          diagnosisDetails: null,
        }),
      ),
  }));
  await consults.recordList(ctx, 'list', { query, count: result.length });
  return { consults: result, totalRecordsCount };
}

/**
 * The tables the search's statements read (the consults, their follow-ups, the patients, the
 * hospitals and specialists the rows name, the filters, the provider scope): their change counts
 * are the search's version (modules/cases/etag.ts `listAnswer`, with the filters, the time zone
 * the date filters are read in and the provider scope; nothing on the page runs with the clock).
 * dashboard-etag.routes.test.ts checks the list against the plans of the statements the searches
 * run.
 */
export const VST_LIST_TABLES = [
  'vst_consults',
  'vst_followups',
  'patient_profiles',
  'patient_name_words',
  'health_care_providers',
  'users',
] as const;
