import type { Db } from '../db/client.ts';
import type { AuditActor } from '../lib/audit.ts';
import { findUserByEmail, findUserById, type UserRow } from '../modules/admin/users.repo.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { claimTotpStep, isLocked, recordFailedSignIn, recordSignIn } from './sign-in.repo.ts';
import { verifyTotp } from './totp.ts';

/** Where the request came from, for the audit log (there is no signed-in user yet). */
export interface SignInRequest {
  requestId: string;
  ip: string;
}

export type Refusal = { ok: false; message: string; restart?: boolean };
export type PasswordResult = { ok: true; user: UserRow; mfaRequired: boolean } | Refusal;
export type SecondFactorResult = { ok: true; user: UserRow } | Refusal;

const actorFor = (req: SignInRequest, user: UserRow | null, email: string): AuditActor => ({
  userId: user?.id ?? null,
  userEmail: user?.email ?? email,
  requestId: req.requestId,
  ip: req.ip,
});

/**
 * First step. Unknown e-mail and wrong password get the same message and take the same time;
 * "disabled" is only revealed to someone who knows the password. A locked account is refused
 * before the password is checked, so guessing cannot continue during the lock.
 */
export async function checkPassword(
  db: Db,
  req: SignInRequest,
  email: string,
  password: string,
): Promise<PasswordResult> {
  const user = email ? await findUserByEmail(db, email) : null;
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password);
    await recordFailedSignIn(
      db,
      actorFor(req, user, email),
      user,
      email,
      user ? 'no-password' : 'unknown-email',
    );
    return { ok: false, message: M.invalidCredentials };
  }
  const actor = actorFor(req, user, email);
  if (isLocked(user)) {
    await recordFailedSignIn(db, actor, user, email, 'locked');
    return { ok: false, message: M.lockedOut };
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    const lockedNow = await recordFailedSignIn(db, actor, user, email, 'wrong-password');
    return { ok: false, message: lockedNow ? M.lockedOut : M.invalidCredentials };
  }
  if (!user.accountEnabled) {
    await recordFailedSignIn(db, actor, user, email, 'disabled');
    return { ok: false, message: M.accountDisabled };
  }
  return { ok: true, user, mfaRequired: user.mfaSecret !== null };
}

/**
 * Second step, for a user whose password was accepted moments ago. The record is read again: the
 * account may have been disabled, locked or had MFA reset in between. A refusal with `restart`
 * sends the user back to the password step.
 */
export async function checkSecondFactor(
  db: Db,
  req: SignInRequest,
  userId: number,
  code: string,
): Promise<SecondFactorResult> {
  const user = await findUserById(db, userId);
  if (!user?.mfaSecret || !user.passwordHash) return { ok: false, message: M.mfaExpired, restart: true };
  const actor = actorFor(req, user, user.email);
  if (!user.accountEnabled) {
    await recordFailedSignIn(db, actor, user, user.email, 'disabled');
    return { ok: false, message: M.accountDisabled, restart: true };
  }
  if (isLocked(user)) {
    await recordFailedSignIn(db, actor, user, user.email, 'locked');
    return { ok: false, message: M.lockedOut, restart: true };
  }
  // The step is checked against mfaLastStep by the conditional UPDATE, not here, so that a replay is
  // audited as such and two racing requests cannot both use one code.
  const step = verifyTotp(user.mfaSecret, code, null);
  if (step === null || !(await claimTotpStep(db, user.id, step))) {
    const reason = step === null ? 'wrong-code' : 'code-replayed';
    const lockedNow = await recordFailedSignIn(db, actor, user, user.email, reason);
    return lockedNow
      ? { ok: false, message: M.lockedOut, restart: true }
      : { ok: false, message: M.invalidCode };
  }
  return { ok: true, user };
}

/** Records a completed sign-in (the caller then finishes the provider's interaction). */
export async function completeSignIn(
  db: Db,
  req: SignInRequest,
  user: UserRow,
  amr: string[],
): Promise<void> {
  await recordSignIn(db, actorFor(req, user, user.email), user, amr);
}
