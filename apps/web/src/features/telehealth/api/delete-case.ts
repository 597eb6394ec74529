import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { withQuery } from '../../../lib/with-query.ts';
import { telehealthCasePath, telehealthKeys } from './telehealth-api.ts';

/** DELETE /api/telehealth/case/{id}/delete?id&reasonForDeletion (spec 2 §7.2). */
export async function deleteTelehealthCase(api: ApiClient, id: number, reasonForDeletion: string) {
  const answer = await api.delete<unknown>(
    withQuery(`${telehealthCasePath(id)}/delete`, { id, reasonForDeletion }),
  );
  return answer !== false;
}

export function useDeleteTelehealthCase(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => deleteTelehealthCase(api, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telehealthKeys.dashboards }),
  });
}
