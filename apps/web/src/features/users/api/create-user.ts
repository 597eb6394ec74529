import { type User, type UserInput, userResponseSchema } from '@scout/domain/admin/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { USERS_PATH, userKeys } from './users-api-paths.ts';

/** POST /api/ccmp/admin/users; the server then e-mails the user a link to set a password. */
export function createUser(api: ApiClient, input: UserInput): Promise<User> {
  return api.post(USERS_PATH, input, { schema: userResponseSchema });
}

export function useCreateUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInput) => createUser(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
