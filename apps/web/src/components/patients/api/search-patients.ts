import { patientSearchResultSchema } from '@scout/domain/patients/patient-profile.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';

/** GET /api/ccmp/patientprofiles/search?keyword: the patient of a new case. */
export function searchPatients(api: ApiClient, keyword: string, signal?: AbortSignal) {
  return api.get(withQuery('/api/ccmp/patientprofiles/search', { keyword, pageSize: 10, pageNumber: 1 }), {
    schema: patientSearchResultSchema,
    signal,
  });
}

export function useSearchPatients(keyword: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['patient-picker', 'patients', keyword],
    queryFn: ({ signal }) => searchPatients(api, keyword, signal),
    enabled: keyword.trim().length >= 2,
  });
}
