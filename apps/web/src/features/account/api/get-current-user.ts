import { type CurrentUser, currentUserSchema } from '@scout/domain/admin/current-user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

export const CURRENT_USER_PATH = '/api/ccmp/admin/users/current';

export function getCurrentUser(api: ApiClient, signal?: AbortSignal): Promise<CurrentUser> {
  return api.get(CURRENT_USER_PATH, { schema: currentUserSchema, signal });
}

export const currentUserQueryKey = ['account', 'current-user'] as const;

/** The user's current record decides what they may see, so it is re-read when the tab regains focus. */
export function getCurrentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(api, signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useCurrentUserQuery() {
  const api = useApiClient();
  return useQuery(getCurrentUserQueryOptions(api));
}
