import { currentUserSchema } from '@scout/domain/admin/current-user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** GET /api/ccmp/account/mfa -> {hasMfa}: the same field as on the current user. */
const mfaStatusSchema = currentUserSchema.pick({ hasMfa: true });
export type MfaStatus = ReturnType<typeof mfaStatusSchema.parse>;

export const MFA_STATUS_PATH = '/api/ccmp/account/mfa';

export function getMfaStatus(api: ApiClient, signal?: AbortSignal): Promise<MfaStatus> {
  return api.get(MFA_STATUS_PATH, { schema: mfaStatusSchema, signal });
}

export const mfaStatusQueryKey = ['account', 'mfa-status'] as const;

export function getMfaStatusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: mfaStatusQueryKey,
    queryFn: ({ signal }) => getMfaStatus(api, signal),
    staleTime: 0,
  });
}

export function useMfaStatusQuery() {
  const api = useApiClient();
  return useQuery(getMfaStatusQueryOptions(api));
}
