import {
  type TelehealthDashboardQuery,
  telehealthDashboardResponseSchema,
} from '@scout/domain/telehealth/dashboard.schema';
import { useCaseDashboardQuery } from '../../../components/case-module/use-case-dashboard.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { TELEHEALTH_CASE_PATH, telehealthKeys } from './telehealth-api.ts';

export type TelehealthDashboardParams = Partial<TelehealthDashboardQuery>;

/**
 * GET /api/telehealth/case with keyword, pageSize, pageNumber, hospitalId, fromDate, toDate and
 * closedCases (spec 2 §7.2): { cases, totalRecordCount }.
 */
export function getTelehealthDashboard(
  api: ApiClient,
  query: TelehealthDashboardParams,
  signal?: AbortSignal,
) {
  return api.get(withQuery(TELEHEALTH_CASE_PATH, { ...query }), {
    schema: telehealthDashboardResponseSchema,
    signal,
    revalidate: true,
  });
}

/** The dashboard, refreshed every 10 s (an unchanged one costs a 304). */
export function useTelehealthDashboard(query: TelehealthDashboardParams) {
  const api = useApiClient();
  return useCaseDashboardQuery(telehealthKeys.dashboard(query), (signal) =>
    getTelehealthDashboard(api, query, signal),
  );
}
