import type { CountryCallingCode } from '@scout/domain/admin/phone-number';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const COUNTRY_CODES_PATH = '/api/ccmp/country-codes/search';

const countryCodesSchema = z.array(
  z.object({ countryCode: z.string(), callingCode: z.string(), name: z.string() }),
);

/** GET /api/ccmp/country-codes/search: every phone country code (about 245), loaded once. */
export function searchCountryCodes(api: ApiClient, signal?: AbortSignal): Promise<CountryCallingCode[]> {
  return api.get(COUNTRY_CODES_PATH, { schema: countryCodesSchema, signal });
}

export function useCountryCodes() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['lookups', 'country-codes'] as const,
    queryFn: ({ signal }) => searchCountryCodes(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
