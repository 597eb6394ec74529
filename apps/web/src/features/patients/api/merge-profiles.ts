import type { MergeProfilesInput } from '@scout/domain/patients/merge.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATIENT_PROFILES_PATH, patientKeys } from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** PUT /api/ccmp/patientprofiles/mergeprofiles: the source profile is merged into the target. */
export async function mergeProfiles(api: ApiClient, input: MergeProfilesInput): Promise<void> {
  await api.put(`${PATIENT_PROFILES_PATH}/mergeprofiles`, input);
}

export function useMergeProfiles() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeProfilesInput) => mergeProfiles(api, input),
    // Marked stale, not refetched here: the page navigates away at once, and what it opens next
    // loads afresh (refetching the page being left, e.g. a merged-away profile, would only fail).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all, refetchType: 'none' }),
  });
}
