import {
  type HealthCareProvider,
  healthCareProviderResponseSchema,
} from '@scout/domain/admin/health-care-provider.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { PROVIDERS_PATH, providerKeys } from './provider-keys.ts';

export const SEARCH_PROVIDERS_PATH = `${PROVIDERS_PATH}/search`;

export interface ProviderFilters {
  /** '' or at least 3 characters. */
  keyword: string;
  healthCareProviderType?: string | undefined;
  countryId?: number | undefined;
  jurisdictionId?: number | undefined;
}

/** GET .../search?keyword&healthCareProviderType&jurisdictionId (+ countryId, SCOUT's filter). */
export function searchProviders(
  api: ApiClient,
  filters: ProviderFilters,
  signal?: AbortSignal,
): Promise<HealthCareProvider[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return api.get(text ? `${SEARCH_PROVIDERS_PATH}?${text}` : SEARCH_PROVIDERS_PATH, {
    schema: z.array(healthCareProviderResponseSchema),
    signal,
  });
}

export function useSearchProviders(filters: ProviderFilters) {
  const api = useApiClient();
  return useQuery({
    queryKey: providerKeys.search(filters),
    queryFn: ({ signal }) => searchProviders(api, filters, signal),
    // The table keeps the last rows while a new filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
