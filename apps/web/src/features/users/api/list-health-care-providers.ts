import { healthCareProviderResponseSchema } from '@scout/domain/admin/health-care-provider.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const PROVIDER_SEARCH_PATH = '/api/ccmp/healthcareproviders/search';

/** What the user pickers need of a provider. */
export const providerOptionSchema = healthCareProviderResponseSchema.pick({
  id: true,
  name: true,
  nickName: true,
  isActive: true,
});
export type ProviderOption = z.infer<typeof providerOptionSchema>;

const providersSchema = z.array(providerOptionSchema);

/**
 * GET /api/ccmp/healthcareproviders/search without a keyword: every provider. A programme has tens
 * to a few hundred, so the user pickers load them once and filter as the admin types (inactive
 * ones included: an existing assignment must still show its name).
 */
export function listHealthCareProviders(api: ApiClient, signal?: AbortSignal): Promise<ProviderOption[]> {
  return api.get(PROVIDER_SEARCH_PATH, { schema: providersSchema, signal });
}

export function useHealthCareProviders() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['users', 'providers'] as const,
    queryFn: ({ signal }) => listHealthCareProviders(api, signal),
    staleTime: 5 * 60_000,
  });
}
