import type { mfaSetupSchema } from '@scout/domain/admin/current-user.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { SIGN_IN_MESSAGES } from '../../idp/messages.ts';
import { generateTotpSecret, totpUri, verifyTotp } from '../../idp/totp.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, fieldError } from '../../lib/http-errors.ts';
import type { UserRow } from '../identity/users.repo.ts';
import { activatePendingMfaSecret, storePendingMfaSecret } from './repo.ts';

export const ACCOUNT_MESSAGES = {
  mfaAlreadySetUp: 'Multi-factor authentication is already set up for this account.',
  mfaNotStarted: 'Start the authenticator app setup first.',
  invalidCode: SIGN_IN_MESSAGES.invalidCode,
} as const;

export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/**
 * Offers a new TOTP secret. It only becomes the sign-in secret once a code from it is verified, so
 * a half-finished setup never locks anyone out; a second setup replaces the first offer. A user who
 * has MFA cannot replace it here (an administrator resets it), or a stolen session could move it.
 */
export async function startMfaSetup(db: Db, actor: AuditActor, user: UserRow): Promise<MfaSetup> {
  if (user.mfaSecret) throw conflict(ACCOUNT_MESSAGES.mfaAlreadySetUp);
  const secret = generateTotpSecret();
  await db.transaction(async (tx) => {
    if (!(await storePendingMfaSecret(tx, user.id, secret))) throw conflict(ACCOUNT_MESSAGES.mfaAlreadySetUp);
    await recordAudit(tx, actor, { action: 'user.mfa-setup-started', entityType: 'user', entityId: user.id });
  });
  const otpauthUri = totpUri(secret, user.email);
  const { default: QRCode } = await import('qrcode');
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/** Confirms the offered secret with a code from the authenticator app. */
export async function confirmMfaSetup(db: Db, actor: AuditActor, user: UserRow, code: string): Promise<void> {
  if (user.mfaSecret) throw conflict(ACCOUNT_MESSAGES.mfaAlreadySetUp);
  const pending = user.mfaPendingSecret;
  if (!pending) throw badRequest(ACCOUNT_MESSAGES.mfaNotStarted);
  const step = verifyTotp(pending, code, null);
  if (step === null) throw fieldError('code', ACCOUNT_MESSAGES.invalidCode);
  await db.transaction(async (tx) => {
    // Another request may have confirmed or replaced the offer since this one read the user.
    if (!(await activatePendingMfaSecret(tx, user.id, pending, step)))
      throw badRequest(ACCOUNT_MESSAGES.mfaNotStarted);
    await recordAudit(tx, actor, {
      action: 'user.mfa-enrolled',
      entityType: 'user',
      entityId: user.id,
      before: { hasMfa: false },
      after: { hasMfa: true },
    });
  });
}
