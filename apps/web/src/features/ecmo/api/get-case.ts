import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ecmoCasePath, ecmoKeys } from './ecmo-api.ts';

/**
 * GET /api/ecmo/cases/{id}. The answer is typed, not re-parsed: the case is composed of every
 * section's output and the server validates it on the way out.
 */
export function getCase(api: ApiClient, id: number, signal?: AbortSignal): Promise<EcmoCase> {
  return api.get<EcmoCase>(ecmoCasePath(id), { signal });
}

export function useEcmoCase(id: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.case(id),
    queryFn: ({ signal }) => getCase(api, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
