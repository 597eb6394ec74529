import { canAdministerPlatform } from '@scout/domain/access/rules';
import { idParam } from '@scout/domain/api/ids';
import { retrievalStatusUpdateSchema } from '@scout/domain/cases/retrieval-status.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../lib/audit.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { moveTransferStatus } from './status.service.ts';
import { transferStatusWire } from './wire-schemas.ts';

/**
 * POST /api/ccmp/admin/retrieval/{transferId}/status {status, ...}: records a status change of a
 * transfer request, for any case module. System administrators only: with the local retrieval
 * driver they play the retrieval service; with the HTTP driver its service account calls it.
 */
export const retrievalStatusRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.post(
    '/api/ccmp/admin/retrieval/:transferId/status',
    {
      config: { access: canAdministerPlatform },
      schema: {
        tags: ['admin: retrieval'],
        params: z.object({ transferId: idParam() }),
        body: retrievalStatusUpdateSchema,
        response: { 200: transferStatusWire },
      },
    },
    async (request) => moveTransferStatus(db, actorOf(request), request.params.transferId, request.body),
  );
};
