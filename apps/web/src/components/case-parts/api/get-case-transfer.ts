import { transferResponseSchema } from '@scout/domain/cases/transfer.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys, casePartPath } from './case-parts-api.ts';

/** GET {ea}/cases/{id}/transfer: {hasRequested, request, referralInformation}. */
export function getCaseTransfer(api: ApiClient, module: CaseModule, caseId: number, signal?: AbortSignal) {
  return api.get(casePartPath(module, caseId, 'transfer'), { schema: transferResponseSchema, signal });
}

export function caseTransferQueryOptions(api: ApiClient, module: CaseModule, caseId: number) {
  return queryOptions({
    queryKey: casePartKeys.transfer(module, caseId),
    queryFn: ({ signal }) => getCaseTransfer(api, module, caseId, signal),
  });
}

export function useCaseTransferQuery(module: CaseModule, caseId: number) {
  return useQuery(caseTransferQueryOptions(useApiClient(), module, caseId));
}
