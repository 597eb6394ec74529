import { type Country, countrySchema } from '@scout/domain/admin/jurisdiction.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { placeKeys } from './provider-keys.ts';

/**
 * GET /api/ccmp/countries/participating: the countries a provider can be in. Same query key as
 * the Countries page, so both share one cache.
 */
export function getParticipatingCountries(api: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  return api.get('/api/ccmp/countries/participating', { schema: z.array(countrySchema), signal });
}

export function useCountryOptions() {
  const api = useApiClient();
  return useQuery({
    queryKey: placeKeys.participating,
    queryFn: ({ signal }) => getParticipatingCountries(api, signal),
  });
}
