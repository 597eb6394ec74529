import { type PatientProfile, patientProfileSchemaOut } from '@scout/domain/patients/patient-profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientKeys, patientProfilePath } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** GET /api/ccmp/patientprofiles/{id}; 404 for an unknown (or merged-away) profile. */
export function getPatientProfile(api: ApiClient, id: number, signal?: AbortSignal): Promise<PatientProfile> {
  return api.get(patientProfilePath(id), { schema: patientProfileSchemaOut, signal });
}

export function getPatientProfileQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: patientKeys.profile(id),
    queryFn: ({ signal }) => getPatientProfile(api, id, signal),
    // A form must start from the record as it is now: its lastModified guards the save.
    staleTime: 0,
  });
}

/** `id` null (a malformed route id) disables the call. */
export function usePatientProfile(id: number | null) {
  const api = useApiClient();
  return useQuery({ ...getPatientProfileQueryOptions(api, id ?? 0), enabled: id !== null });
}
