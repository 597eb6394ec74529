import { type Country, countrySchema } from '@scout/domain/admin/jurisdiction.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { withQuery } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const FIND_COUNTRIES_PATH = '/api/ccmp/countries/find';

const countriesSchema = z.array(countrySchema);

/**
 * GET /api/ccmp/countries/find?keyword&onlyNonParticipatingCountries=false: any SACC country
 * (a patient may be born or live anywhere), not only the participating ones.
 */
export function findCountries(api: ApiClient, keyword: string, signal?: AbortSignal): Promise<Country[]> {
  return api.get(withQuery(FIND_COUNTRIES_PATH, { keyword, onlyNonParticipatingCountries: false }), {
    schema: countriesSchema,
    signal,
  });
}

export function useFindCountries(keyword: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['lookups', 'countries', keyword] as const,
    queryFn: ({ signal }) => findCountries(api, keyword, signal),
    enabled: keyword !== '',
    staleTime: 5 * 60_000,
  });
}
