import { mfaSetupSchema } from '@scout/domain/admin/current-user.schema';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/shell-services.tsx';

/** POST /api/ccmp/account/mfa/setup -> a new TOTP secret, its otpauth URI and a QR code (PNG data URL). */
export type MfaSetup = ReturnType<typeof mfaSetupSchema.parse>;

export const MFA_SETUP_PATH = '/api/ccmp/account/mfa/setup';

export function setupMfa(api: ApiClient): Promise<MfaSetup> {
  return api.post(MFA_SETUP_PATH, {}, { schema: mfaSetupSchema });
}

export function useSetupMfa() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => setupMfa(api) });
}
