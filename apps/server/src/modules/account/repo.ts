import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Offers a new secret; only while MFA is not set up (the condition makes the check race-free). */
export async function storePendingMfaSecret(db: Db | Tx, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mfaPendingSecret: secret })
    .where(and(eq(users.id, userId), isNull(users.mfaSecret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Turns the offered secret into the user's MFA secret, if it is still the one offered. The step of
 * the confirming code is stored as used, so that code cannot also sign the user in.
 */
export async function activatePendingMfaSecret(
  db: Db | Tx,
  userId: number,
  pendingSecret: string,
  usedStep: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      mfaSecret: pendingSecret,
      mfaPendingSecret: null,
      mfaLastStep: usedStep,
      lastModified: sql`now()`,
    })
    .where(and(eq(users.id, userId), eq(users.mfaPendingSecret, pendingSecret), isNull(users.mfaSecret)))
    .returning({ id: users.id });
  return rows.length === 1;
}
