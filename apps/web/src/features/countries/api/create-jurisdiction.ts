import {
  type Jurisdiction,
  type JurisdictionInput,
  jurisdictionResponseSchema,
} from '@scout/domain/admin/jurisdiction.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { countryKeys, JURISDICTIONS_PATH } from './country-keys.ts';

export const CREATE_JURISDICTION_PATH = `${JURISDICTIONS_PATH}/create`;

/** POST /api/ccmp/jurisdictions/create {id, name, shortName, isActive, countryId}. */
export function createJurisdiction(api: ApiClient, input: JurisdictionInput): Promise<Jurisdiction> {
  return api.post(CREATE_JURISDICTION_PATH, input, { schema: jurisdictionResponseSchema });
}

export function useCreateJurisdiction() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JurisdictionInput) => createJurisdiction(api, input),
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: countryKeys.jurisdictions(saved.countryId) }),
  });
}
