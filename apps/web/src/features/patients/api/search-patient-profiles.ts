import {
  type PatientSearchQuery,
  patientSearchResultSchema,
} from '@scout/domain/patients/patient-profile.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  PATIENT_PROFILES_PATH,
  patientKeys,
  withQuery,
} from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export type PatientSearchResult = z.infer<typeof patientSearchResultSchema>;

/**
 * GET /api/ccmp/patientprofiles/search. The keyword goes as typed ('Smith 12/03/85 445566'):
 * the server splits it into names, a date of birth and URNs.
 */
export function searchPatientProfiles(
  api: ApiClient,
  query: PatientSearchQuery,
  signal?: AbortSignal,
): Promise<PatientSearchResult> {
  return api.get(withQuery(`${PATIENT_PROFILES_PATH}/search`, { ...query }), {
    schema: patientSearchResultSchema,
    signal,
  });
}

export function getSearchPatientProfilesQueryOptions(api: ApiClient, query: PatientSearchQuery) {
  return queryOptions({
    queryKey: patientKeys.search(query),
    queryFn: ({ signal }) => searchPatientProfiles(api, query, signal),
    // Paging and sorting keep the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The server searches from 2 characters (spec 1 §5): a shorter keyword makes no call. */
export function useSearchPatientProfiles(query: PatientSearchQuery) {
  const api = useApiClient();
  return useQuery({ ...getSearchPatientProfilesQueryOptions(api, query), enabled: query.keyword !== '' });
}
