import { canAdministerPlatform } from '@scout/domain/access/rules';
import {
  invitationResultSchema,
  userInputSchema,
  userListItemSchema,
  userResponseSchema,
  userSearchQuerySchema,
} from '@scout/domain/admin/user.schema';
import { idParam } from '@scout/domain/api/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../lib/audit.ts';
import { currentUserOf } from '../../../plugins/auth.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import * as service from './service.ts';

const admin = { access: canAdministerPlatform };
const tags = ['admin: users'];
const params = z.object({ id: idParam() });

/**
 * User management (spec 1 §7), system administrators only. GET /api/ccmp/admin/users/current
 * (any signed-in user) lives in ../current-user.routes.ts; its static path wins over /:id.
 */
export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const deps = { db, config };

  app.get(
    '/api/ccmp/admin/users',
    {
      config: admin,
      schema: { tags, querystring: userSearchQuerySchema, response: { 200: z.array(userListItemSchema) } },
    },
    async (request) => service.listUsers(db, request.query),
  );

  app.post(
    '/api/ccmp/admin/users',
    { config: admin, schema: { tags, body: userInputSchema, response: { 201: userResponseSchema } } },
    async (request, reply) => {
      const { user, invitation } = await service.createUser(deps, actorOf(request), request.body);
      if (!invitation.success) request.log.warn({ userId: user.id }, invitation.message);
      return reply.status(201).send(user);
    },
  );

  app.get(
    '/api/ccmp/admin/users/:id',
    { config: admin, schema: { tags, params, response: { 200: userResponseSchema } } },
    async (request) => service.getUser(db, request.params.id),
  );

  app.put(
    '/api/ccmp/admin/users/:id',
    { config: admin, schema: { tags, params, body: userInputSchema, response: { 200: userResponseSchema } } },
    async (request) => service.updateUser(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/ccmp/admin/users/:id/reset-mfa',
    { config: admin, schema: { tags, params, response: { 200: userResponseSchema } } },
    async (request) => {
      const actorName = currentUserOf(request).displayName;
      const { user, notification } = await service.resetMfa(
        deps,
        actorOf(request),
        actorName,
        request.params.id,
      );
      if (!notification.success) request.log.warn({ userId: user.id }, notification.message);
      return user;
    },
  );

  // Not in the spec: a set-password link expires after 72 h, so an administrator can send a new one.
  app.post(
    '/api/ccmp/admin/users/:id/resend-invitation',
    { config: admin, schema: { tags, params, response: { 200: invitationResultSchema } } },
    async (request) => {
      const result = await service.resendInvitation(deps, actorOf(request), request.params.id);
      return { success: result.success, message: result.message };
    },
  );
};
