import { and, eq, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Db, Tx } from '../../db/client.ts';
import { oidcPayloads, type RevokedGrant, users } from '../../db/schema/index.ts';
import type { UserRow } from './users.repo.ts';

/**
 * Ending tokens before they expire (issue 23, docs/security.md "Token revocation"). The API's access
 * tokens are JWTs verified without a database look-up, so what revokes them is kept in the user's
 * row, which every authenticated request reads anyway (from the current-user cache, which every
 * server process empties for a user the moment the row changes): no extra query per request.
 *
 * - A logout ends one sign-in: its grant id goes into `revoked_grants`, and the bundled provider
 *   names the grant in each access token it issues (GRANT_CLAIM).
 * - Setting a new password or disabling the account ends every sign-in: all its grants as above,
 *   `tokens_revoked_before` for anything older, and the provider's sessions, grants and refresh
 *   tokens of the account are deleted.
 */

/** The longest an access token of the bundled provider lives (its AccessToken TTL), in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** The claim naming the sign-in (the provider's grant id) an access token belongs to. */
export const GRANT_CLAIM = 'grant_id';

/** A revoked grant is remembered this much longer than its last token lives (clock differences). */
const CLOCK_MARGIN_SECONDS = 60;

/**
 * Whether a verified token was revoked, by the user's current record: its sign-in was ended, or it
 * was issued in a whole second before the user's sign-ins were all ended (`iat` has whole seconds;
 * a token of the very second is judged by its grant, which revokeAllSignIns listed).
 */
export function isTokenRevoked(
  user: Pick<UserRow, 'tokensRevokedBefore' | 'revokedGrants'>,
  payload: JWTPayload,
): boolean {
  const issuedAt = typeof payload.iat === 'number' ? payload.iat : 0;
  if (user.tokensRevokedBefore && issuedAt < Math.floor(user.tokensRevokedBefore.getTime() / 1000)) {
    return true;
  }
  const grant = payload[GRANT_CLAIM];
  return typeof grant === 'string' && user.revokedGrants.some((g) => g.id === grant);
}

/**
 * Records that the user's sign-ins `grantIds` ended (logout): their access tokens are refused from
 * the next request, in every server process. Entries whose tokens have all expired are dropped in
 * the same statement, so the list holds only the last quarter of an hour's logouts.
 */
export async function revokeGrants(db: Db | Tx, userId: number, grantIds: readonly string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await db
    .update(users)
    .set({ revokedGrants: withRevokedGrants(grantIds) })
    .where(eq(users.id, userId));
}

/** The user's revoked-grants list with `grantIds` added and the entries whose tokens all expired dropped. */
function withRevokedGrants(grantIds: readonly string[]) {
  const now = Math.floor(Date.now() / 1000);
  const until = now + ACCESS_TOKEN_TTL_SECONDS + CLOCK_MARGIN_SECONDS;
  const added = JSON.stringify([...new Set(grantIds)].map((id): RevokedGrant => ({ id, until })));
  return sql`(
    SELECT coalesce(jsonb_agg(e), '[]'::jsonb)
    FROM jsonb_array_elements(${users.revokedGrants}) e
    WHERE (e->>'until')::bigint > ${now}
      AND NOT ${added}::jsonb @> jsonb_build_array(jsonb_build_object('id', e->>'id'))
  ) || ${added}::jsonb`;
}

/**
 * Ends every sign-in of the user (password set, account disabled): the grants the provider holds for
 * the account are revoked as a logout revokes one, tokens issued before now are refused, and the
 * provider's sessions, grants, codes and refresh tokens of the account are deleted (the browser must
 * sign in again; no refresh token renews). Call it in the changing transaction.
 */
export async function revokeAllSignIns(tx: Db | Tx, userId: number): Promise<void> {
  const ofAccount = sql`${oidcPayloads.payload}->>'accountId' = ${String(userId)}`;
  const grants = await tx
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Grant'), ofAccount));
  // One write of the users row: the grants revoked as a logout revokes them, and the cut-off.
  await tx
    .update(users)
    .set({ revokedGrants: withRevokedGrants(grants.map((g) => g.id)), tokensRevokedBefore: new Date() })
    .where(eq(users.id, userId));
  await tx.delete(oidcPayloads).where(ofAccount);
}
