import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { interactionRoutes } from './interaction-routes.ts';
import type { IdpSecrets } from './keys.ts';
import { AUTO_SUBMIT_SCRIPT } from './pages.ts';
import { prepareDummyHash } from './password.ts';
import { createProvider, mountPathOf } from './provider.ts';
import { setPasswordRoutes } from './set-password-routes.ts';
import { userinfoRoutes } from './userinfo.ts';

export interface IdpPluginOptions {
  config: AppConfig;
  db: Db;
  secrets: IdpSecrets;
}

/**
 * Hands every remaining request under the prefix to oidc-provider (a Koa app). This mirrors what
 * @fastify/middie does for the documented `app.use('/oidc', provider.callback())` mount: the raw
 * request keeps the full path in `originalUrl` and gets the prefix-less path in `url`, from which
 * the provider derives its mount path when it builds URLs. The context has no body parsers, so the
 * request stream is still unread when the provider parses it itself.
 */
async function mountProvider(
  app: FastifyInstance,
  provider: ReturnType<typeof createProvider>,
  prefix: string,
) {
  // The provider sees the client address Fastify found under TRUST_PROXY (request.ip): its events,
  // the audit log and the sign-in throttle then agree, and a client-written X-Forwarded-For is
  // ignored here as everywhere else.
  const clientIps = new WeakMap<IncomingMessage, string>();
  provider.use(async (ctx, next) => {
    const ip = clientIps.get(ctx.req);
    if (ip) ctx.request.ip = ip;
    await next();
  });
  const callback = provider.callback();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.route({
    method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const fullUrl = raw.url ?? '/';
      const rest = fullUrl.slice(prefix.length);
      raw.originalUrl = fullUrl;
      clientIps.set(raw, request.ip);
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      reply.hijack();
      await callback(raw, reply.raw);
    },
  });
}

/**
 * The bundled OpenID Connect provider at /oidc: discovery, authorization, token, logout and JWKS
 * endpoints from oidc-provider, plus SCOUT's own sign-in pages under /oidc/interaction and its
 * userinfo endpoint at /oidc/me.
 */
export const idpPlugin: FastifyPluginAsync<IdpPluginOptions> = async (app, { config, db, secrets }) => {
  const mountPath = mountPathOf(config);
  if (app.prefix !== mountPath) {
    throw new Error(
      `The bundled provider is registered at "${app.prefix}" but its issuer path is "${mountPath}"`,
    );
  }
  const provider = createProvider({ config, db, secrets, log: app.log });
  // Ready before the first sign-in (in the background): an unknown e-mail then costs one
  // verification, exactly like a known one, from the very first attempt.
  prepareDummyHash().catch((err) => app.log.error({ err }, 'could not prepare the sign-in dummy hash'));

  app.get('/assets/auto-submit.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTO_SUBMIT_SCRIPT),
  );
  await app.register(interactionRoutes, { provider, config, db, mountPath });
  await app.register(setPasswordRoutes, { config, db, mountPath });
  await app.register(userinfoRoutes, { config });
  await app.register(async (providerApp) => mountProvider(providerApp, provider, mountPath));
};
