import { z } from 'zod';
import { PATIENT_PROFILES_PATH, withQuery } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

export interface ValidateUrnQuery {
  /** The profile being edited; absent while creating one. */
  patientProfileId: number | null;
  healthCareProviderId: number;
  urn: string;
}

/**
 * GET /api/ccmp/patientprofiles/validateurn -> true when no other patient holds this URN/THCI at
 * this provider. Called imperatively when a URN field loses focus, so it has no hook.
 */
export function validateUrn(api: ApiClient, query: ValidateUrnQuery): Promise<boolean> {
  return api.get(withQuery(`${PATIENT_PROFILES_PATH}/validateurn`, { ...query }), { schema: z.boolean() });
}
