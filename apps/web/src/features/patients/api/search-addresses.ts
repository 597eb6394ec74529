import { type AddressSearchResult, addressSearchResultSchema } from '@scout/domain/patients/lookups.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { withQuery } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const ADDRESS_SEARCH_PATH = '/api/ccmp/address/search';

const resultsSchema = z.array(addressSearchResultSchema);

/** GET /api/ccmp/address/search?query -> Address search results (spec 1 §3). */
export function searchAddresses(
  api: ApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<AddressSearchResult[]> {
  return api.get(withQuery(ADDRESS_SEARCH_PATH, { query }), { schema: resultsSchema, signal });
}

/** `query` is the debounced text; the caller passes '' below the spec's 8 characters. */
export function useAddressSearch(query: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['lookups', 'address', query] as const,
    queryFn: ({ signal }) => searchAddresses(api, query, signal),
    enabled: query !== '',
  });
}
