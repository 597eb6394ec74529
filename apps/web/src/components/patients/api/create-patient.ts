import {
  type PatientProfileInput,
  patientProfileSchemaOut,
} from '@scout/domain/patients/patient-profile.schema';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** POST /api/ccmp/patientprofiles: a patient created inline while creating a case. */
export function createPatient(api: ApiClient, input: PatientProfileInput) {
  return api.post('/api/ccmp/patientprofiles', input, { schema: patientProfileSchemaOut });
}

export function useCreatePatient() {
  const api = useApiClient();
  return useMutation({ mutationFn: (input: PatientProfileInput) => createPatient(api, input) });
}
