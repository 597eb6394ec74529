import {
  type PatientProfile,
  type PatientProfileInput,
  patientProfileSchemaOut,
} from '@scout/domain/patients/patient-profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATIENT_PROFILES_PATH, patientKeys } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** POST /api/ccmp/patientprofiles -> the new profile. */
export function createPatientProfile(api: ApiClient, input: PatientProfileInput): Promise<PatientProfile> {
  return api.post(PATIENT_PROFILES_PATH, input, { schema: patientProfileSchemaOut });
}

export function useCreatePatientProfile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PatientProfileInput) => createPatientProfile(api, input),
    // Marked stale, not refetched here: the page navigates away at once, and what it opens next
    // loads afresh (refetching the page being left, e.g. a merged-away profile, would only fail).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all, refetchType: 'none' }),
  });
}
