import { type Presentation, presentationSchema } from '@scout/domain/patients/presentations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { patientKeys, patientProfilePath } from './patient-api-paths.ts';

const presentationsSchema = z.array(presentationSchema);

/** GET /api/ccmp/patientprofiles/{id}/presentations: the patient's cases in every module. */
export function getPatientPresentations(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<Presentation[]> {
  return api.get(`${patientProfilePath(id)}/presentations`, { schema: presentationsSchema, signal });
}

export function getPatientPresentationsQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: patientKeys.presentations(id),
    queryFn: ({ signal }) => getPatientPresentations(api, id, signal),
    staleTime: 0,
  });
}

export function usePatientPresentations(id: number | null) {
  const api = useApiClient();
  return useQuery({ ...getPatientPresentationsQueryOptions(api, id ?? 0), enabled: id !== null });
}
