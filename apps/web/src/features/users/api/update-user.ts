import { type User, type UserInput, userResponseSchema } from '@scout/domain/admin/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { userKeys, userPath } from './users-api-paths.ts';

export type UpdateUserInput = UserInput & { id: number };

/** PUT /api/ccmp/admin/users/{id} with lastModified; 409 when stale unless forceUpdate. */
export function updateUser(api: ApiClient, { id, ...input }: UpdateUserInput): Promise<User> {
  return api.put(userPath(id), input, { schema: userResponseSchema });
}

export function useUpdateUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
