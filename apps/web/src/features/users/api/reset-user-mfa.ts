import { type User, userResponseSchema } from '@scout/domain/admin/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { userKeys, userPath } from './users-api-paths.ts';

/** POST /api/ccmp/admin/users/{id}/reset-mfa: only for a user who has MFA (409 otherwise). */
export function resetUserMfa(api: ApiClient, id: number): Promise<User> {
  return api.post(`${userPath(id)}/reset-mfa`, undefined, { schema: userResponseSchema });
}

export function useResetUserMfa() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resetUserMfa(api, id),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.user(user.id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
