import { type TransferRequest, transferResponseSchema } from '@scout/domain/cases/transfer.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys, casePartPath, transferSubmitMethod } from './case-parts-api.ts';

/**
 * PUT {ea}/cases/{id}/transfer (POST for Telehealth: transferSubmitMethod). 400 before the
 * clinical details are complete or with field errors; 409 when a request is already under way;
 * 502 when the retrieval service did not take it.
 */
export function submitCaseTransfer(
  api: ApiClient,
  module: CaseModule,
  caseId: number,
  body: TransferRequest,
) {
  return api.request(transferSubmitMethod(module), casePartPath(module, caseId, 'transfer'), {
    body,
    schema: transferResponseSchema,
  });
}

export function useSubmitCaseTransfer(module: CaseModule, caseId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferRequest) => submitCaseTransfer(api, module, caseId, body),
    onSuccess: (response) => queryClient.setQueryData(casePartKeys.transfer(module, caseId), response),
    onError: () => queryClient.invalidateQueries({ queryKey: casePartKeys.transfer(module, caseId) }),
  });
}
