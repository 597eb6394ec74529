import { DB_INT_MAX, ID_MESSAGES } from '@scout/domain/api/ids';
import { CASE_LIMITS as L } from '@scout/domain/cases/limits';
import { CASE_MESSAGES as M, noMoreThanMessage } from '@scout/domain/cases/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/http-errors.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { type CaseService, type CaseTable, caseContextOf } from './case-module.ts';
import { caseIdParams } from './case-parts.ts';

/**
 * DELETE {basePath}/{id}/delete?id=&reasonForDeletion= (spec 2 §5.6, §7.1, §7.2). The reason is
 * required; the case is soft-deleted with it (GUIDE §3.5). The answer is true. Spec 3 §7.1 (VST)
 * sends the reason only, so the query's id is optional; when sent it must name the path's case.
 */
export const deleteCaseQuerySchema = z.object({
  id: z.coerce
    .number({ error: M.required })
    .int()
    .positive()
    .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
    .optional(),
  reasonForDeletion: z
    .string({ error: M.deleteReasonRequired })
    .trim()
    .min(1, M.deleteReasonRequired)
    .max(L.reason, noMoreThanMessage(L.reason)),
});

export const DELETE_ID_MISMATCH = 'The case id does not match the case being deleted';

/** The delete route of a case module, the same for every module (access: module.access.delete). */
export function caseDeleteRoute<T extends CaseTable, View>(
  service: CaseService<T, View>,
): FastifyPluginAsyncZod<ModuleDeps> {
  const m = service.module;
  return async (app, deps) => {
    app.delete(
      `${m.basePath}/:id/delete`,
      {
        config: { access: m.access.delete },
        schema: {
          tags: [`${m.name}: cases`],
          params: caseIdParams,
          querystring: deleteCaseQuerySchema,
          response: { 200: z.literal(true) },
        },
      },
      async (request) => {
        // The spec sends the id twice (path and query): they must name the same case.
        if (request.query.id !== undefined && request.query.id !== request.params.id)
          throw fieldError('id', DELETE_ID_MISMATCH);
        return service.remove(
          caseContextOf(request, deps, m.app),
          request.params.id,
          request.query.reasonForDeletion,
        );
      },
    );
  };
}
