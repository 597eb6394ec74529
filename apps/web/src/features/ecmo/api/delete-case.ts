import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { ecmoCasePath, ecmoKeys, withQuery } from './ecmo-api.ts';

/** DELETE /api/ecmo/cases/{id}/delete?id&reasonForDeletion -> true, or false on failure. */
export async function deleteCase(api: ApiClient, id: number, reasonForDeletion: string): Promise<boolean> {
  const answer = await api.delete<unknown>(
    withQuery(`${ecmoCasePath(id)}/delete`, { id, reasonForDeletion }),
  );
  return answer !== false;
}

export function useDeleteCase(id: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => deleteCase(api, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ecmoKeys.dashboards }),
  });
}
