import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { signInThrottle, users } from '../db/schema/index.ts';
import type { AuditActor } from '../lib/audit.ts';
import { recordAudit } from '../lib/audit.ts';
import type { UserRow } from '../modules/identity/users.repo.ts';

/** Failures from one client for one typed e-mail before each further attempt waits. */
export const FREE_ATTEMPTS = 5;
/** The wait after the FREE_ATTEMPTS-th failure; it doubles with every further one. */
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** A client that stops failing for this long starts again with its free attempts. */
export const THROTTLE_FORGET_HOURS = 24;

export type SignInFailureReason =
  | 'unknown-email'
  | 'no-password'
  | 'wrong-password'
  | 'disabled'
  | 'throttled'
  | 'wrong-code'
  | 'code-replayed';

/** Seconds the client must wait after `failures` consecutive failures (0: no wait). */
export function throttleDelaySeconds(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - FREE_ATTEMPTS), MAX_DELAY_SECONDS);
}

/** Attempts are counted per typed e-mail (normalised) and client address together. */
export const throttleKey = (email: string, ip: string) => `${email.trim().toLowerCase()} ${ip}`;

/** Whether this e-mail from this client must wait before another attempt. */
export async function isThrottled(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ blockedUntil: signInThrottle.blockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.key, key));
  return row?.blockedUntil != null && row.blockedUntil.getTime() > Date.now();
}

/**
 * Audits a failed attempt and counts it for (e-mail, client) in one upsert (safe with several
 * server processes), whether or not the e-mail belongs to anyone: from the FREE_ATTEMPTS-th
 * failure on, the client waits a delay that doubles each time (throttleDelaySeconds). Nothing
 * is counted on the account itself, so nobody can lock another person out.
 */
export async function recordFailedSignIn(
  db: Db,
  actor: AuditActor,
  key: string,
  user: UserRow | null,
  email: string,
  reason: SignInFailureReason,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (reason !== 'throttled') {
      const [row] = await tx
        .insert(signInThrottle)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: signInThrottle.key,
          set: {
            failures: sql`case when ${signInThrottle.lastFailureAt} < now() - make_interval(hours => ${THROTTLE_FORGET_HOURS}) then 1 else ${signInThrottle.failures} + 1 end`,
            lastFailureAt: sql`now()`,
          },
        })
        .returning({ failures: signInThrottle.failures });
      const delay = throttleDelaySeconds(row?.failures ?? 1);
      if (delay > 0) {
        await tx
          .update(signInThrottle)
          .set({ blockedUntil: sql`now() + make_interval(secs => ${delay})` })
          .where(eq(signInThrottle.key, key));
      }
    }
    await recordAudit(tx, actor, {
      action: 'auth.sign-in-failed',
      entityType: 'user',
      entityId: user?.id ?? null,
      after: { email, reason },
    });
  });
}

/**
 * A successful sign-in forgets this client's failures for this e-mail, and the counts nobody has
 * added to for THROTTLE_FORGET_HOURS (they would start again from 1; their waits, at most
 * MAX_DELAY_SECONDS, are long over), so e-mails sprayed by a script do not pile up.
 */
export async function clearThrottle(db: Db | Tx, key: string): Promise<void> {
  await db
    .delete(signInThrottle)
    .where(
      or(
        eq(signInThrottle.key, key),
        lt(signInThrottle.lastFailureAt, sql`now() - make_interval(hours => ${THROTTLE_FORGET_HOURS})`),
      ),
    );
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
