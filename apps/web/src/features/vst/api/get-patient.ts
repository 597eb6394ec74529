import { patientProfileSchemaOut } from '@scout/domain/patients/patient-profile.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { vstKeys } from './vst-api.ts';

/** GET /api/ccmp/patientprofiles/{id} (spec 3 §7.3): the patient page's profile summary. */
export function getVstPatient(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.get(`/api/ccmp/patientprofiles/${id}`, { schema: patientProfileSchemaOut, signal });
}

export function useVstPatient(id: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: vstKeys.patient(id),
    queryFn: ({ signal }) => getVstPatient(api, id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
