import { type InvitationResult, invitationResultSchema } from '@scout/domain/admin/user.schema';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { userPath } from './users-api-paths.ts';

/** POST /api/ccmp/admin/users/{id}/resend-invitation (SCOUT's): a new set-password link. */
export function resendInvitation(api: ApiClient, id: number): Promise<InvitationResult> {
  return api.post(`${userPath(id)}/resend-invitation`, undefined, { schema: invitationResultSchema });
}

export function useResendInvitation() {
  const api = useApiClient();
  return useMutation({ mutationFn: (id: number) => resendInvitation(api, id) });
}
