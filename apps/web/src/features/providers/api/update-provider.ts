import {
  type HealthCareProvider,
  type HealthCareProviderValues,
  healthCareProviderResponseSchema,
} from '@scout/domain/admin/health-care-provider.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { PROVIDERS_PATH, providerKeys } from './provider-keys.ts';

/**
 * PUT /api/ccmp/healthcareproviders (provider body with id and the lastModified the user edited):
 * 409 when someone saved the provider since, unless forceUpdate is true.
 */
export function updateProvider(api: ApiClient, input: HealthCareProviderValues): Promise<HealthCareProvider> {
  return api.put(PROVIDERS_PATH, input, { schema: healthCareProviderResponseSchema });
}

export function useUpdateProvider() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthCareProviderValues) => updateProvider(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.all }),
  });
}
