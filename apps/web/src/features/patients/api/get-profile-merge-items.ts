import { type ProfileMergeItems, profileMergeItemsSchema } from '@scout/domain/patients/merge.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PATIENT_PROFILES_PATH,
  patientKeys,
  withQuery,
} from '../../../components/patients/api/patient-api-paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** GET /api/ccmp/patientprofiles/profilemergeitems: both profiles side by side, section by section. */
export function getProfileMergeItems(
  api: ApiClient,
  targetProfileId: number,
  sourceProfileId: number,
  signal?: AbortSignal,
): Promise<ProfileMergeItems> {
  return api.get(
    withQuery(`${PATIENT_PROFILES_PATH}/profilemergeitems`, { targetProfileId, sourceProfileId }),
    {
      schema: profileMergeItemsSchema,
      signal,
    },
  );
}

export function getProfileMergeItemsQueryOptions(api: ApiClient, targetId: number, sourceId: number) {
  return queryOptions({
    queryKey: patientKeys.mergeItems(targetId, sourceId),
    queryFn: ({ signal }) => getProfileMergeItems(api, targetId, sourceId, signal),
    staleTime: 0,
  });
}

/** Loads once a source (duplicate) profile is chosen. */
export function useProfileMergeItems(targetId: number, sourceId: number | null) {
  const api = useApiClient();
  return useQuery({
    ...getProfileMergeItemsQueryOptions(api, targetId, sourceId ?? 0),
    enabled: sourceId !== null,
  });
}
