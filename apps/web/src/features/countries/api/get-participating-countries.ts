import { type Country, countrySchema } from '@scout/domain/admin/jurisdiction.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { COUNTRIES_PATH, countryKeys } from './country-keys.ts';

export const PARTICIPATING_COUNTRIES_PATH = `${COUNTRIES_PATH}/participating`;

export function getParticipatingCountries(api: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  return api.get(PARTICIPATING_COUNTRIES_PATH, { schema: z.array(countrySchema), signal });
}

export function getParticipatingCountriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: countryKeys.participating,
    queryFn: ({ signal }) => getParticipatingCountries(api, signal),
  });
}

export function useParticipatingCountries() {
  return useQuery(getParticipatingCountriesQueryOptions(useApiClient()));
}
