import { type UserListItem, userListItemSchema } from '@scout/domain/admin/user-response.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { USERS_PATH, userKeys, withQuery } from './users-api-paths.ts';

export interface UserSearch {
  keyword: string;
  healthCareProviderIds: number[];
}

const usersSchema = z.array(userListItemSchema);

/** GET /api/ccmp/admin/users?keyword&healthCareProviderIds (repeated). */
export function searchUsers(
  api: ApiClient,
  search: UserSearch,
  signal?: AbortSignal,
): Promise<UserListItem[]> {
  return api.get(withQuery(USERS_PATH, { ...search }), { schema: usersSchema, signal });
}

export function useSearchUsers(search: UserSearch) {
  const api = useApiClient();
  return useQuery({
    queryKey: userKeys.list(search),
    queryFn: ({ signal }) => searchUsers(api, search, signal),
    placeholderData: keepPreviousData,
  });
}
