import { healthCareProviderResponseSchema } from '@scout/domain/admin/health-care-provider.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { withQuery } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const PROVIDER_SEARCH_PATH = '/api/ccmp/healthcareproviders/search';

/** The provider fields a URN/THCI picker needs; the rest of the record is not kept. */
export const providerOptionSchema = healthCareProviderResponseSchema.pick({
  id: true,
  name: true,
  nickName: true,
});
export type ProviderOption = z.infer<typeof providerOptionSchema>;

const providersSchema = z.array(providerOptionSchema);

/**
 * GET /api/ccmp/healthcareproviders/search?keyword&activeOnly=true: a new URN/THCI entry is
 * recorded at a provider that is still active (existing entries keep their provider as is).
 */
export function searchHealthCareProviders(
  api: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<ProviderOption[]> {
  return api.get(withQuery(PROVIDER_SEARCH_PATH, { keyword, activeOnly: true }), {
    schema: providersSchema,
    signal,
  });
}

export function useSearchHealthCareProviders(keyword: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['lookups', 'health-care-providers', keyword] as const,
    queryFn: ({ signal }) => searchHealthCareProviders(api, keyword, signal),
    enabled: keyword !== '',
    staleTime: 60_000,
  });
}
