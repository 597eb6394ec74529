import { currentUserSchema } from '@scout/domain/admin/current-user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserOf, principalOf, signedIn } from '../../plugins/auth.ts';
import { findUserProviders } from '../identity/users.repo.ts';
import type { ModuleDeps } from '../module-deps.ts';

export const currentUserRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/api/ccmp/admin/users/current',
    { config: { access: signedIn }, schema: { tags: ['admin'], response: { 200: currentUserSchema } } },
    async (request) => {
      const user = currentUserOf(request);
      return {
        ...principalOf(request),
        givenName: user.givenName,
        surname: user.surname,
        hasMfa: user.mfaSecret !== null,
        healthCareProviderIds: await findUserProviders(db, user.id),
      };
    },
  );
};
