import { vtisConsultSearchResponseSchema } from '@scout/domain/vtis/dashboard.schema';
import { useMemo } from 'react';
import { useCaseDashboardQuery } from '../../../components/case-module/use-case-dashboard.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import type { StrokeDashboardQuery } from '../../stroke/components/dashboard-query.ts';
import { VTIS_CONSULTS, vtisKeys } from './vtis-api.ts';

/**
 * GET /api/vtis/consults/search (spec 3 §2.3, §7.2): keyword, hospitalId, neurologistId,
 * fromDate/toDate (yyyy-MM-ddTHH:mm:ss), paging -> { vtisConsults, totalRecordsCount }, each consult
 * with its follow-ups and its hospital documentation as child rows.
 */
export function searchVtisConsults(
  api: ApiClient,
  query: StrokeDashboardQuery,
  signal?: AbortSignal,
  revalidate = false,
) {
  return api.get(withQuery(`${VTIS_CONSULTS}/search`, { ...query }), {
    schema: vtisConsultSearchResponseSchema,
    signal,
    revalidate,
  });
}

/** The VTIS dashboard's page: refreshed every 10 s (an unchanged page costs a 304). */
export function useVtisDashboardPage(query: StrokeDashboardQuery) {
  const api = useApiClient();
  const result = useCaseDashboardQuery(vtisKeys.dashboard(query), (signal) =>
    searchVtisConsults(api, query, signal, true),
  );
  const { data } = result;
  const page = useMemo(
    () => (data ? { rows: data.vtisConsults, total: data.totalRecordsCount } : undefined),
    [data],
  );
  return { data: page, isLoading: result.isLoading, isError: result.isError };
}
