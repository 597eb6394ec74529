import { logErrorSchema, logInformationSchema } from '@scout/domain/admin/current-user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserOf, signedIn } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** Browser log lines (spec 1 §7 Logging) land in the server's structured log with the user's id. */
export const loggingRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  app.post(
    '/api/ccmp/logging/loginformation',
    {
      config: { access: signedIn },
      schema: { tags: ['logging'], body: logInformationSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = currentUserOf(request);
      request.log.info(
        { source: 'web', userId: user.id, message: request.body.message },
        'client information',
      );
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/ccmp/logging/logerror',
    {
      config: { access: signedIn },
      schema: { tags: ['logging'], body: logErrorSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const user = currentUserOf(request);
      request.log.warn(
        {
          source: 'web',
          userId: user.id,
          message: request.body.message,
          errorMessage: request.body.errorMessage,
        },
        'client error',
      );
      return reply.status(204).send(null);
    },
  );
};
