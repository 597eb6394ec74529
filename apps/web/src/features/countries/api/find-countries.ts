import { type Country, countrySchema } from '@scout/domain/admin/jurisdiction.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { COUNTRIES_PATH, countryKeys } from './country-keys.ts';

export const FIND_COUNTRIES_PATH = `${COUNTRIES_PATH}/find`;

/** GET /api/ccmp/countries/find?keyword&onlyNonParticipatingCountries=true: countries to add. */
export function findNonParticipatingCountries(
  api: ApiClient,
  keyword: string,
  signal?: AbortSignal,
): Promise<Country[]> {
  const query = new URLSearchParams({ keyword, onlyNonParticipatingCountries: 'true' });
  return api.get(`${FIND_COUNTRIES_PATH}?${query}`, { schema: z.array(countrySchema), signal });
}

/** Runs once `keyword` is set (the caller debounces and applies the 3-character minimum). */
export function useFindNonParticipatingCountries(keyword: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: countryKeys.find(keyword),
    queryFn: ({ signal }) => findNonParticipatingCountries(api, keyword, signal),
    enabled: keyword !== '',
  });
}
