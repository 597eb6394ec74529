import { canAdministerPlatform } from '@scout/domain/access/rules';
import {
  type AuditHistoryPage,
  auditHistoryPageSchema,
  auditHistoryQuerySchema,
  diffSnapshots,
} from '@scout/domain/admin/audit-history.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { findAuditEvents } from './repo.ts';

/**
 * GET /api/ccmp/admin/audit?entityType&entityId&page&pageSize: a record's history, newest first,
 * with the fields each event changed. System administrators only: the log names who did what.
 */
export const auditRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/api/ccmp/admin/audit',
    {
      config: { access: canAdministerPlatform },
      schema: {
        tags: ['admin: audit'],
        querystring: auditHistoryQuerySchema,
        response: { 200: auditHistoryPageSchema },
      },
    },
    async (request): Promise<AuditHistoryPage> => {
      const { entityType, entityId, page, pageSize } = request.query;
      const { items, total } = await findAuditEvents(db, {
        entityType,
        entityId,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        items: items.map((e) => ({
          id: e.id,
          occurredAt: e.occurredAt.toISOString(),
          userId: e.userId,
          userEmail: e.userEmail,
          action: e.action,
          entityType: e.entityType,
          entityId: e.entityId,
          changes: diffSnapshots(e.before, e.after),
        })),
        total,
        page,
        pageSize,
      };
    },
  );
};
