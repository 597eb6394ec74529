import {
  type Jurisdiction,
  type JurisdictionInput,
  jurisdictionResponseSchema,
} from '@scout/domain/admin/jurisdiction.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { countryKeys, JURISDICTIONS_PATH } from './country-keys.ts';

export const UPDATE_JURISDICTION_PATH = `${JURISDICTIONS_PATH}/update`;

/**
 * POST /api/ccmp/jurisdictions/update with the id and the lastModified the user edited; a stale
 * one answers 409 unless forceUpdate is true.
 */
export function updateJurisdiction(api: ApiClient, input: JurisdictionInput): Promise<Jurisdiction> {
  return api.post(UPDATE_JURISDICTION_PATH, input, { schema: jurisdictionResponseSchema });
}

export function useUpdateJurisdiction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JurisdictionInput) => updateJurisdiction(api, input),
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: countryKeys.jurisdictions(saved.countryId) }),
  });
}
