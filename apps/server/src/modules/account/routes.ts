import { mfaSetupSchema, mfaVerifySchema } from '@scout/domain/admin/current-user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/audit.ts';
import { currentUserOf, signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { confirmMfaSetup, startMfaSetup } from './service.ts';

/** The signed-in user's own account: enrolling an authenticator app for sign-in (any signed-in user). */
export const accountRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/api/ccmp/account/mfa',
    {
      config: { access: signedIn },
      schema: { tags: ['account'], response: { 200: z.object({ hasMfa: z.boolean() }) } },
    },
    async (request) => ({ hasMfa: currentUserOf(request).mfaSecret !== null }),
  );

  app.post(
    '/api/ccmp/account/mfa/setup',
    { config: { access: signedIn }, schema: { tags: ['account'], response: { 200: mfaSetupSchema } } },
    async (request) => startMfaSetup(db, actorOf(request), currentUserOf(request)),
  );

  app.post(
    '/api/ccmp/account/mfa/verify',
    {
      config: { access: signedIn },
      schema: { tags: ['account'], body: mfaVerifySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await confirmMfaSetup(db, actorOf(request), currentUserOf(request), request.body.code);
      return reply.status(204).send(null);
    },
  );
};
