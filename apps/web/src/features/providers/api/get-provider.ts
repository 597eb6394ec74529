import {
  type HealthCareProvider,
  healthCareProviderResponseSchema,
} from '@scout/domain/admin/health-care-provider.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { providerKeys, providerPath } from './provider-keys.ts';

/** GET /api/ccmp/healthcareproviders/{id}. */
export function getProvider(api: ApiClient, id: number, signal?: AbortSignal): Promise<HealthCareProvider> {
  return api.get(providerPath(id), { schema: healthCareProviderResponseSchema, signal });
}

export function useProvider(id: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: providerKeys.detail(id),
    queryFn: ({ signal }) => getProvider(api, id, signal),
    enabled: id > 0,
    // The form holds its own copy; refetching under it would only move lastModified.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
