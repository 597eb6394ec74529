import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { PROVIDERS_PATH, providerKeys } from './provider-keys.ts';

export const PROVIDER_TYPES_PATH = `${PROVIDERS_PATH}/types`;

/** GET /api/ccmp/healthcareproviders/types. */
export function getProviderTypes(api: ApiClient, signal?: AbortSignal): Promise<string[]> {
  return api.get(PROVIDER_TYPES_PATH, { schema: z.array(z.string()), signal });
}

export function useProviderTypes() {
  const api = useApiClient();
  return useQuery({
    queryKey: providerKeys.types,
    queryFn: ({ signal }) => getProviderTypes(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
