import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ecmoKeys, withQuery } from './ecmo-api.ts';

const hospitalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickName: z.string(),
  address: z.string().nullable().optional(),
});
export type HospitalOption = z.infer<typeof hospitalSchema>;

/** GET /api/ccmp/healthcareproviders/search?keyword: hospitals for the referrer and patient pickers. */
export function searchHospitals(api: ApiClient, keyword: string, signal?: AbortSignal) {
  return api.get(withQuery('/api/ccmp/healthcareproviders/search', { keyword, activeOnly: true }), {
    schema: z.array(hospitalSchema),
    signal,
  });
}

export function useSearchHospitals(keyword: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ecmoKeys.providers(keyword),
    queryFn: ({ signal }) => searchHospitals(api, keyword, signal),
    enabled: keyword.trim().length >= 2,
    staleTime: 60_000,
  });
}
