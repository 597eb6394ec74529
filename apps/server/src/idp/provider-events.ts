import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../lib/audit.ts';
import { revokeGrants } from '../modules/identity/token-revocation.ts';
import { findUserById } from '../modules/identity/users.repo.ts';

/** The account a provider request acts for: its session's, or the token's or code's it presents. */
function accountIdOf(ctx: KoaContextWithOIDC): number | null {
  const entities = ctx.oidc?.entities as Record<string, { accountId?: string } | undefined> | undefined;
  const accountId =
    ctx.oidc?.session?.accountId ??
    entities?.RefreshToken?.accountId ??
    entities?.AuthorizationCode?.accountId ??
    entities?.AccessToken?.accountId ??
    entities?.Grant?.accountId;
  return accountId && /^\d{1,15}$/.test(accountId) ? Number(accountId) : null;
}

/**
 * Logs the provider's errors through the app's logger, audits sign-outs and revokes the access
 * tokens of every grant the provider revokes (a logout, a refresh token revoked at the revocation
 * endpoint or reused after rotation): the provider deletes the grant's refresh tokens itself, but the
 * API's JWT access tokens are checked against the user's record (token-revocation.ts).
 *
 * The library's events are synchronous, so the writes they start are awaited by a Koa middleware
 * before the provider's answer leaves: the very next API call after a logout is refused. The
 * sign-out audit runs in that middleware too (after the provider has answered).
 */
export function observeProvider(provider: Provider, db: Db, log: FastifyBaseLogger) {
  provider.on('server_error', (_ctx, err) => log.error({ err }, 'oidc provider error'));
  for (const event of ['grant.error', 'authorization.error', 'end_session.error'] as const) {
    provider.on(event, (_ctx, err) => log.info({ err: { name: err.name, message: err.message } }, event));
  }

  /** Revocation writes of each request still running; each settles to null or its error. */
  const pending = new WeakMap<object, Promise<unknown>[]>();
  provider.on('grant.revoked', (ctx, grantId) => {
    const userId = accountIdOf(ctx);
    if (userId === null) {
      log.warn({ grantId }, 'a revoked grant names no account: its access tokens live until they expire');
      return;
    }
    const write = revokeGrants(db, userId, [grantId]).then(
      () => null,
      (err: unknown) => err ?? new Error('token revocation failed'),
    );
    pending.set(ctx, [...(pending.get(ctx) ?? []), write]);
  });
  async function settleRevocations(ctx: object) {
    const failed = (await Promise.all(pending.get(ctx) ?? [])).find((outcome) => outcome !== null);
    if (failed) throw failed;
  }

  provider.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      await settleRevocations(ctx);
    }
    if (ctx.oidc?.route !== 'end_session_confirm' || ctx.status !== 303) return;
    const accountId = ctx.oidc.session?.accountId;
    if (!accountId || !/^\d{1,15}$/.test(accountId)) return;
    const user = await findUserById(db, Number(accountId));
    await recordAudit(
      db,
      { userId: user?.id ?? null, userEmail: user?.email ?? null, requestId: null, ip: ctx.ip },
      { action: 'auth.sign-out', entityType: 'user', entityId: accountId },
    );
  });
}
