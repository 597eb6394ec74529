import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passwordSetTokens, users } from '../../db/schema/index.ts';
import type { UserRow } from './users.repo.ts';

/**
 * Single-use links to set a password in the bundled provider (the New User Account e-mail). The
 * link carries 32 random bytes; the database keeps only their SHA-256, so neither a database
 * reader nor the audit log can use a link. A new link replaces the user's unused ones.
 */
export const PASSWORD_SET_TOKEN_HOURS = 72;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function issuePasswordSetToken(
  tx: Db | Tx,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_SET_TOKEN_HOURS * 3600 * 1000);
  await tx
    .delete(passwordSetTokens)
    .where(and(eq(passwordSetTokens.userId, userId), isNull(passwordSetTokens.usedAt)));
  await tx.insert(passwordSetTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export type TokenLookup =
  | { ok: true; tokenId: number; user: UserRow }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'disabled' };

/** What a link is worth right now. */
export async function lookUpPasswordSetToken(db: Db, token: string, now = new Date()): Promise<TokenLookup> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: 'invalid' };
  const [row] = await db
    .select({ token: passwordSetTokens, user: users })
    .from(passwordSetTokens)
    .innerJoin(users, eq(users.id, passwordSetTokens.userId))
    .where(eq(passwordSetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.token.usedAt) return { ok: false, reason: 'used' };
  if (row.token.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!row.user.accountEnabled) return { ok: false, reason: 'disabled' };
  return { ok: true, tokenId: row.token.id, user: row.user };
}

/** Marks the link used if it still is usable; false when another request used it first. */
export async function consumePasswordSetToken(tx: Tx, tokenId: number): Promise<boolean> {
  const rows = await tx
    .update(passwordSetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordSetTokens.id, tokenId),
        isNull(passwordSetTokens.usedAt),
        gt(passwordSetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordSetTokens.id });
  return rows.length === 1;
}
