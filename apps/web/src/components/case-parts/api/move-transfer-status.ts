import type { TransferStatus } from '@scout/domain/cases/case-options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys } from './case-parts-api.ts';

/**
 * POST /api/ccmp/admin/retrieval/{transferId}/status (system administrators): with the local
 * retrieval driver an administrator records what the retrieval service reports.
 */
export function moveTransferStatus(api: ApiClient, transferId: number, status: TransferStatus) {
  return api.post(`/api/ccmp/admin/retrieval/${transferId}/status`, { status });
}

export function useMoveTransferStatus(module: CaseModule, caseId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { transferId: number; status: TransferStatus }) =>
      moveTransferStatus(api, vars.transferId, vars.status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casePartKeys.transfer(module, caseId) }),
  });
}
