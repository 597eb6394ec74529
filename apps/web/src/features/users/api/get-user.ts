import { type User, userResponseSchema } from '@scout/domain/admin/user.schema';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { userKeys, userPath } from './users-api-paths.ts';

/** GET /api/ccmp/admin/users/{id}. */
export function getUser(api: ApiClient, id: number, signal?: AbortSignal): Promise<User> {
  return api.get(userPath(id), { schema: userResponseSchema, signal });
}

export function useUser(id: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: userKeys.user(id ?? 0),
    queryFn: ({ signal }) => getUser(api, id ?? 0, signal),
    enabled: id !== null,
    // The form starts from one read; a background refetch would not change it anyway.
    refetchOnWindowFocus: false,
  });
}
