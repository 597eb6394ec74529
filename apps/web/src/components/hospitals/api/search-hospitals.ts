import { PROVIDER_SEARCH_MIN_LENGTH } from '@scout/domain/admin/health-care-provider.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';

const hospitalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickName: z.string(),
  address: z.string().nullable().optional(),
});
export type HospitalOption = z.infer<typeof hospitalSchema>;

/** GET /api/ccmp/healthcareproviders/search?keyword: hospitals for the referrer and patient pickers. */
export function searchHospitals(api: ApiClient, keyword: string, signal?: AbortSignal) {
  return api.get(
    withQuery('/api/ccmp/healthcareproviders/search', { keyword: keyword.trim(), activeOnly: true }),
    {
      schema: z.array(hospitalSchema),
      signal,
    },
  );
}

export function useSearchHospitals(keyword: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['hospital-field', 'providers', keyword],
    queryFn: ({ signal }) => searchHospitals(api, keyword, signal),
    // The server refuses a shorter keyword (400 'Enter at least 3 characters'): never send one.
    enabled: keyword.trim().length >= PROVIDER_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
}
