import { type NewCase, newCaseResponseSchema } from '@scout/domain/ecmo/referrer.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ECMO_CASES_PATH, ecmoKeys } from './ecmo-api.ts';

/** POST /api/ecmo/cases -> {id, caseId}. */
export function createCase(api: ApiClient, input: NewCase) {
  return api.post(ECMO_CASES_PATH, input, { schema: newCaseResponseSchema });
}

export function useCreateCase() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCase) => createCase(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecmoKeys.dashboards }),
  });
}
