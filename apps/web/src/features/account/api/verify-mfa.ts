import type { mfaVerifySchema } from '@scout/domain/admin/current-user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';
import { currentUserQueryKey } from './get-current-user.ts';
import { mfaStatusQueryKey } from './get-mfa-status.ts';

export type MfaVerifyInput = ReturnType<typeof mfaVerifySchema.parse>;

export const MFA_VERIFY_PATH = '/api/ccmp/account/mfa/verify';

/** 204 when the code matches; 400 with fieldErrors [{field: 'code'}] when it does not. */
export async function verifyMfa(api: ApiClient, input: MfaVerifyInput): Promise<void> {
  await api.post(MFA_VERIFY_PATH, input);
}

export function useVerifyMfa() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MfaVerifyInput) => verifyMfa(api, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mfaStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
