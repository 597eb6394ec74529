import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { type CaseModule, casePartKeys, casePartPath } from './case-parts-api.ts';

/** DELETE {ea}/cases/{id}/attachments/{attachmentId}: a soft delete (who and when are kept). */
export async function deleteCaseAttachment(
  api: ApiClient,
  module: CaseModule,
  caseId: number,
  attachmentId: number,
) {
  await api.delete(`${casePartPath(module, caseId, 'attachments')}/${attachmentId}`);
}

export function useDeleteCaseAttachment(module: CaseModule, caseId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteCaseAttachment(api, module, caseId, attachmentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casePartKeys.allAttachments(module, caseId) }),
  });
}
