import { assemblyVersionSchema } from '@scout/domain/admin/current-user.schema';
import { clientConfigSchema } from '@scout/domain/shell/client-config';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';

/** The API roots of spec 1 §7; each answers the version call ({api}/settings/getassemblyversion). */
export const API_BASES = ['/api/ccmp', '/api/ecmo', '/api/telehealth', '/api/vst', '/api/vtis'] as const;

export const systemRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { config, db }) => {
  // Liveness: the process answers. A load balancer restarts a process that fails this; it must
  // not fail because the database is away (restarting would not help).
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: this process can serve requests (its database answers). A load balancer sends
  // traffic only to processes that pass; while the database is away this answers 503 with
  // Retry-After, like every other call that needs it.
  app.get(
    '/api/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.literal('ok') }) },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );

  app.get(
    '/api/config',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: clientConfigSchema } } },
    async () => ({
      oidcAuthority: config.oidc.issuer,
      oidcClientId: config.oidc.clientId,
      oidcScope: config.oidc.scope,
      environment: config.environment,
      assemblyVersion: config.assemblyVersion,
      timeZone: config.timeZone,
      supportPhones: config.supportPhones,
    }),
  );

  for (const base of API_BASES) {
    app.get(
      `${base}/settings/getassemblyversion`,
      { config: { public: true }, schema: { tags: ['system'], response: { 200: assemblyVersionSchema } } },
      async () => ({ assemblyVersion: config.assemblyVersion }),
    );
  }
};
