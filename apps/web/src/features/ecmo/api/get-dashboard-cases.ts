import { type DashboardCase, dashboardResponseSchema } from '@scout/domain/ecmo/dashboard.schema';
import type { EcmoMode } from '@scout/domain/ecmo/ecmo-details-options';
import type { EcmoStatus } from '@scout/domain/ecmo/status-options';
import type { CaseDashboardFilterValues } from '../../../components/case-module/dashboard-filters.tsx';
import { useCaseDashboardQuery } from '../../../components/case-module/use-case-dashboard.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_API, ecmoKeys, withQuery } from './ecmo-api.ts';

/** The filters as the page holds them (dashboardQuerySchema on the server checks them). */
export interface DashboardFilterValues extends CaseDashboardFilterValues {
  ecmoMode?: EcmoMode;
  status?: EcmoStatus;
}

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
    revalidate: true,
  });
}

/** The dashboard's cards, refreshed every 10 seconds (other users' cases appear without a reload). */
export function useDashboardCases(archived: boolean, query: DashboardFilterValues) {
  const api = useApiClient();
  return useCaseDashboardQuery(ecmoKeys.dashboard(archived, query), (signal) =>
    getDashboardCases(api, archived, query, signal),
  );
}
