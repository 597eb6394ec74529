import type { Db } from '../db/client.ts';
import type { AuditActor } from '../lib/audit.ts';
import { findUserByEmail, findUserById, type UserRow } from '../modules/identity/users.repo.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import {
  claimTotpStep,
  clearThrottle,
  isThrottled,
  recordFailedSignIn,
  recordSignIn,
  throttleKey,
} from './sign-in.repo.ts';
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
 * First step. Every refusal that could tell whether an e-mail exists answers the same and takes
 * the same time: unknown e-mail, no password yet and wrong password all say "Invalid email or
 * password." after one argon2 verification; "disabled" is only revealed to someone who knows the
 * password. Failures are counted per typed e-mail and client together: after FREE_ATTEMPTS that
 * client waits a doubling delay for that e-mail (the same for a known and an unknown one), while
 * the account itself is never locked, so an outsider cannot shut its owner out.
 */
export async function checkPassword(
  db: Db,
  req: SignInRequest,
  email: string,
  password: string,
): Promise<PasswordResult> {
  const key = throttleKey(email, req.ip);
  const [user, throttled] = await Promise.all([
    email ? findUserByEmail(db, email) : Promise.resolve(null),
    isThrottled(db, key),
  ]);
  const actor = actorFor(req, user, email);
  if (throttled) {
    await verifyAgainstDummy(password);
    await recordFailedSignIn(db, actor, key, user, email, 'throttled');
    return { ok: false, message: M.tooManyAttempts };
  }
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password);
    await recordFailedSignIn(db, actor, key, user, email, user ? 'no-password' : 'unknown-email');
    return { ok: false, message: M.invalidCredentials };
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailedSignIn(db, actor, key, user, email, 'wrong-password');
    return { ok: false, message: M.invalidCredentials };
  }
  if (!user.accountEnabled) {
    await recordFailedSignIn(db, actor, key, user, email, 'disabled');
    return { ok: false, message: M.accountDisabled };
  }
  return { ok: true, user, mfaRequired: user.mfaSecret !== null };
}

/**
 * Second step, for a user whose password was accepted moments ago. The record is read again: the
 * account may have been disabled or had MFA reset in between. Wrong codes count toward the same
 * throttle as wrong passwords; a throttled client goes back to the password step.
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
  const key = throttleKey(user.email, req.ip);
  if (!user.accountEnabled) {
    await recordFailedSignIn(db, actor, key, user, user.email, 'disabled');
    return { ok: false, message: M.accountDisabled, restart: true };
  }
  if (await isThrottled(db, key)) {
    await recordFailedSignIn(db, actor, key, user, user.email, 'throttled');
    return { ok: false, message: M.tooManyAttempts, restart: true };
  }
  // The step is checked against mfaLastStep by the conditional UPDATE, not here, so that a replay is
  // audited as such and two racing requests cannot both use one code.
  const step = verifyTotp(user.mfaSecret, code, null);
  if (step === null || !(await claimTotpStep(db, user.id, step))) {
    const reason = step === null ? 'wrong-code' : 'code-replayed';
    await recordFailedSignIn(db, actor, key, user, user.email, reason);
    if (await isThrottled(db, key)) return { ok: false, message: M.tooManyAttempts, restart: true };
    return { ok: false, message: M.invalidCode };
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
  await clearThrottle(db, throttleKey(user.email, req.ip));
}
