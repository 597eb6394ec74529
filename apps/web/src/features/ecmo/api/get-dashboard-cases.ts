import { type DashboardCase, dashboardResponseSchema } from '@scout/domain/ecmo/dashboard.schema';
import type { EcmoMode } from '@scout/domain/ecmo/ecmo-details-options';
import type { EcmoStatus } from '@scout/domain/ecmo/status-options';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_API, ecmoKeys, withQuery } from './ecmo-api.ts';

/** The filters as the page holds them (dashboardQuerySchema on the server checks them). */
export interface DashboardFilterValues {
  keyword?: string;
  hospitalId?: number;
  ecmoMode?: EcmoMode;
  status?: EcmoStatus;
  fromDate?: string;
  toDate?: string;
}

/** The dashboards refresh every 10 seconds (other users' cases appear without a reload). */
export const DASHBOARD_REFRESH_MS = 10_000;

export const dashboardPath = (archived: boolean) =>
  archived ? `${ECMO_API}/archive/cases` : `${ECMO_API}/cases/open`;

/** GET /api/ecmo/cases/open or /api/ecmo/archive/cases with the dashboard filters. */
export function getDashboardCases(
  api: ApiClient,
  archived: boolean,
  query: DashboardFilterValues,
  signal?: AbortSignal,
): Promise<DashboardCase[]> {
  return api.get(withQuery(dashboardPath(archived), { ...query }), {
    schema: dashboardResponseSchema,
    signal,
  });
}

export function useDashboardCases(archived: boolean, query: DashboardFilterValues) {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.dashboard(archived, query),
    queryFn: ({ signal }) => getDashboardCases(api, archived, query, signal),
    refetchInterval: DASHBOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
