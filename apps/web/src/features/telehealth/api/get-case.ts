import type { TelehealthCase } from '@scout/domain/telehealth/case.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { telehealthCasePath, telehealthKeys } from './telehealth-api.ts';

/**
 * GET /api/telehealth/case/{id}. The answer is typed, not re-parsed: the server validates it on
 * the way out with telehealthCaseSchema (the same schema the type comes from).
 */
export function getTelehealthCase(api: ApiClient, id: number, signal?: AbortSignal): Promise<TelehealthCase> {
  return api.get<TelehealthCase>(telehealthCasePath(id), { signal });
}

export function telehealthCaseQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: telehealthKeys.case(id),
    queryFn: ({ signal }) => getTelehealthCase(api, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useTelehealthCase(id: number) {
  return useQuery(telehealthCaseQueryOptions(useApiClient(), id));
}
