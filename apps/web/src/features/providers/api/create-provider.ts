import {
  type HealthCareProvider,
  type HealthCareProviderValues,
  healthCareProviderResponseSchema,
} from '@scout/domain/admin/health-care-provider.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { PROVIDERS_PATH, providerKeys } from './provider-keys.ts';

export const CREATE_PROVIDER_PATH = `${PROVIDERS_PATH}/create`;

/** POST /api/ccmp/healthcareproviders/create (provider body) -> the stored provider. */
export function createProvider(api: ApiClient, input: HealthCareProviderValues): Promise<HealthCareProvider> {
  return api.post(CREATE_PROVIDER_PATH, input, { schema: healthCareProviderResponseSchema });
}

export function useCreateProvider() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HealthCareProviderValues) => createProvider(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.all }),
  });
}
