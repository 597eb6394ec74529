import type { User } from '@scout/domain/admin/user.schema';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { sendTemplate } from '../../../integrations/email/send-email.ts';
import type { DeliveryResult } from '../../../integrations/outbound-log.ts';
import { PASSWORD_SET_TOKEN_HOURS } from '../../identity/password-set-tokens.ts';

interface Deps {
  db: Db;
  config: AppConfig;
}

/** The set-password page of the bundled provider (served under the issuer at /set-password). */
export function setPasswordUrl(config: AppConfig, token: string): string {
  return `${config.oidc.issuer}/set-password?token=${encodeURIComponent(token)}`;
}

/** New User Account e-mail; with an external provider it has no link, only where to sign in. */
export function sendInvitation(deps: Deps, user: User, token: string | null): Promise<DeliveryResult> {
  const url = token ? setPasswordUrl(deps.config, token) : null;
  return sendTemplate(
    deps,
    'new-user-account',
    user.email,
    {
      displayName: user.displayName,
      email: user.email,
      setPasswordUrl: url,
      expiresInHours: PASSWORD_SET_TOKEN_HOURS,
      signInUrl: `${deps.config.publicUrl}/`,
    },
    { redact: url ? [url] : [] },
  );
}

export function sendMfaResetConfirmation(deps: Deps, user: User, resetBy: string): Promise<DeliveryResult> {
  return sendTemplate(deps, 'mfa-reset-confirmation', user.email, {
    displayName: user.displayName,
    resetBy,
    resetAt: new Date(),
    signInUrl: `${deps.config.publicUrl}/`,
  });
}
