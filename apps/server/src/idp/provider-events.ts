import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../lib/audit.ts';
import { findUserById } from '../modules/identity/users.repo.ts';

/**
 * Logs the provider's errors through the app's logger and audits sign-outs. The sign-out audit runs
 * as Koa middleware (after the provider has answered) rather than on the library's event, so the
 * write is awaited within the request instead of floating after it.
 */
export function observeProvider(provider: Provider, db: Db, log: FastifyBaseLogger) {
  provider.on('server_error', (_ctx, err) => log.error({ err }, 'oidc provider error'));
  for (const event of ['grant.error', 'authorization.error', 'end_session.error'] as const) {
    provider.on(event, (_ctx, err) => log.info({ err: { name: err.name, message: err.message } }, event));
  }

  provider.use(async (ctx, next) => {
    await next();
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
