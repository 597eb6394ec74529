import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { AuditActor } from '../lib/audit.ts';
import { recordAudit } from '../lib/audit.ts';
import type { UserRow } from '../modules/admin/users.repo.ts';

/** Consecutive failures (wrong password or wrong code) that lock an account. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MINUTES = 15;

export type SignInFailureReason =
  | 'unknown-email'
  | 'no-password'
  | 'wrong-password'
  | 'disabled'
  | 'locked'
  | 'wrong-code'
  | 'code-replayed';

export function isLocked(user: UserRow, now = Date.now()): boolean {
  return user.lockedUntil !== null && user.lockedUntil.getTime() > now;
}

/**
 * Audits a failed attempt and, for a known user, counts it in one UPDATE (safe with several server
 * processes). The fifth consecutive failure locks the account and restarts the count, so after the
 * lock expires the user has five attempts again. Returns whether the account is now locked.
 */
export async function recordFailedSignIn(
  db: Db,
  actor: AuditActor,
  user: UserRow | null,
  email: string,
  reason: SignInFailureReason,
): Promise<boolean> {
  const countsTowardLock = user !== null && reason !== 'locked' && reason !== 'disabled';
  return db.transaction(async (tx) => {
    let lockedUntil: Date | null = null;
    if (user && countsTowardLock) {
      const reachesLimit = sql`${users.failedSignInCount} + 1 >= ${LOCKOUT_THRESHOLD}`;
      const [row] = await tx
        .update(users)
        .set({
          failedSignInCount: sql`case when ${reachesLimit} then 0 else ${users.failedSignInCount} + 1 end`,
          lockedUntil: sql`case when ${reachesLimit} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${users.lockedUntil} end`,
        })
        .where(eq(users.id, user.id))
        .returning({ lockedUntil: users.lockedUntil });
      if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) lockedUntil = row.lockedUntil;
    }
    await recordAudit(tx, actor, {
      action: 'auth.sign-in-failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      after: { email, reason, ...(lockedUntil ? { lockedUntil: lockedUntil.toISOString() } : {}) },
    });
    return lockedUntil !== null;
  });
}

/** Clears the failure count, stamps lastSignInAt and audits the sign-in, together. */
export async function recordSignIn(db: Db, actor: AuditActor, user: UserRow, amr: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedSignInCount: 0, lockedUntil: null, lastSignInAt: sql`now()` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, actor, {
      action: 'auth.sign-in',
      entityType: 'user',
      entityId: user.id,
      after: { amr },
    });
  });
}

/**
 * Marks a TOTP time step as used, only if it is newer than the last one used. The conditional
 * UPDATE is what stops a code being replayed, even by two requests racing on different servers.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}
