import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../lib/audit.ts';
import {
  consumePasswordSetToken,
  lookUpPasswordSetToken,
  type TokenLookup,
} from '../modules/identity/password-set-tokens.ts';
import {
  SET_PASSWORD_MESSAGES as M,
  PASSWORD_MIN_LENGTH,
} from '../modules/identity/set-password-messages.ts';
import { revokeAllSignIns } from '../modules/identity/token-revocation.ts';
import { hashPassword, MAX_PASSWORD_LENGTH } from './password.ts';

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/];

/** Why a new password is refused, or null. Length beats complexity rules (NIST 800-63B). */
export function passwordProblem(password: string, confirm: string, email: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return M.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return M.tooLong;
  if (CLASSES.filter((c) => c.test(password)).length < 2) return M.oneClass;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return M.sameAsEmail;
  if (password !== confirm) return M.mismatch;
  return null;
}

export type SetPasswordResult =
  | { ok: true }
  | { ok: false; problem: 'password'; message: string }
  | { ok: false; problem: 'link'; reason: Extract<TokenLookup, { ok: false }>['reason'] };

/**
 * Sets the password of the link's user: checks the link and the password, hashes (argon2id), then
 * in one transaction uses up the link (conditionally, so two submissions cannot both succeed),
 * stores the hash, clears any sign-in lock, ends the user's sign-ins and audits it.
 */
export async function setPasswordWithToken(
  db: Db,
  actor: Omit<AuditActor, 'userId' | 'userEmail'>,
  token: string,
  password: string,
  confirm: string,
): Promise<SetPasswordResult> {
  const found = await lookUpPasswordSetToken(db, token);
  if (!found.ok) return { ok: false, problem: 'link', reason: found.reason };
  const problem = passwordProblem(password, confirm, found.user.email);
  if (problem) return { ok: false, problem: 'password', message: problem };
  const passwordHash = await hashPassword(password);
  const used = await db.transaction(async (tx) => {
    if (!(await consumePasswordSetToken(tx, found.tokenId))) return false;
    await tx
      .update(users)
      .set({ passwordHash, failedSignInCount: 0, lockedUntil: null })
      .where(eq(users.id, found.user.id));
    // A new password ends every sign-in made with the old one: tokens, refresh tokens, sessions.
    await revokeAllSignIns(tx, found.user.id);
    await recordAudit(
      tx,
      { ...actor, userId: found.user.id, userEmail: found.user.email },
      {
        action: 'user.password-set',
        entityType: 'user',
        entityId: found.user.id,
        before: { hasPassword: found.user.passwordHash !== null },
        after: { hasPassword: true },
      },
    );
    return true;
  });
  return used ? { ok: true } : { ok: false, problem: 'link', reason: 'used' };
}
