import { canAdministerPlatform } from '@scout/domain/access/rules';
import { outboxPageSchema, outboxQuerySchema } from '@scout/domain/admin/outbox.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { listOutboundMessages } from './repo.ts';

/** GET /api/ccmp/admin/outbox?channel&page&pageSize: what the outbound adapters sent, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/api/ccmp/admin/outbox',
    {
      config: { access: canAdministerPlatform },
      schema: {
        tags: ['admin: outbox'],
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    async (request) => {
      const { channel, page, pageSize } = request.query;
      const { items, total } = await listOutboundMessages(db, {
        channel,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items, total, page, pageSize };
    },
  );
};
