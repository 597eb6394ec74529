import { reperfusionCaseSearchResponseSchema } from '@scout/domain/reperfusion/dashboard.schema';
import type { DirectorReviewStatus } from '@scout/domain/reperfusion/options';
import { useMemo } from 'react';
import { useCaseDashboardQuery } from '../../../components/case-module/use-case-dashboard.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { type FetchedFile, useFetchFile } from '../../stroke/api/fetch-file.ts';
import { VST_API, VST_AREA } from '../../stroke/api/vst-area.ts';

/**
 * The reperfusion register's calls (spec 3 §7.3; the paths of /work/briefs/reperfusion-contract.md,
 * under /api/vst). Query keys live under the VST area's, so a case save (which refreshes the VST
 * dashboards) refreshes the register too.
 */
export const REPERFUSION_CASES = `${VST_API}/reperfusion-cases`;
export const PATIENT_NOTES = `${VST_API}/patientnotes`;

export const reperfusionKeys = {
  /** Under VST_AREA.keys.dashboards: refreshed after every VST save. */
  dashboard: (query: object) => VST_AREA.keys.dashboard({ register: 'reperfusion', ...query }),
  notes: (patientProfileId: number, caseId: number) =>
    ['vst', 'patient-notes', patientProfileId, caseId] as const,
};

/** The filters the dashboard and the export share (§7.3). */
interface ReperfusionFilterQuery {
  keyword?: string;
  referralHospitalId?: number;
  destinationHospitalId?: number;
  directorReviewStatus?: DirectorReviewStatus;
  fromDate?: string;
  toDate?: string;
}

/** What the dashboard sends: the filters (dates as yyyy-MM-ddTHH:mm:ss) and the page (§7.3). */
export interface ReperfusionSearchQuery extends ReperfusionFilterQuery {
  pageNumber: number;
  pageSize: number;
}

/** GET /reperfusion-cases/search (§7.3), revalidated with the last ETag while polled. */
export function searchReperfusionCases(
  api: ApiClient,
  query: ReperfusionSearchQuery,
  signal?: AbortSignal,
  revalidate = false,
) {
  return api.get(withQuery(`${REPERFUSION_CASES}/search`, { ...query }), {
    schema: reperfusionCaseSearchResponseSchema,
    signal,
    revalidate,
  });
}

/** The dashboard's page, refreshed every 10 s (§2.11, §9; an unchanged page costs a 304). */
export function useReperfusionDashboardPage(query: ReperfusionSearchQuery) {
  const api = useApiClient();
  const result = useCaseDashboardQuery(reperfusionKeys.dashboard(query), (signal) =>
    searchReperfusionCases(api, query, signal, true),
  );
  const { data } = result;
  const page = useMemo(
    () => (data ? { rows: data.consults, total: data.totalRecordsCount } : undefined),
    [data],
  );
  return { data: page, isLoading: result.isLoading, isError: result.isError };
}

/** The export's filters (§7.3: the dashboard's, the dates as calendar days). */
export type ReperfusionExportQuery = ReperfusionFilterQuery;

/** GET /reperfusion-cases/export-data (§7.3): the CSV, or null on 204 (nothing matches). */
export function useReperfusionExport() {
  const fetchFile = useFetchFile();
  return (query: ReperfusionExportQuery): Promise<FetchedFile | null> =>
    fetchFile('GET', withQuery(`${REPERFUSION_CASES}/export-data`, { ...query }));
}
