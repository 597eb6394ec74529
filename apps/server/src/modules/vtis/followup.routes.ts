import { deactivateVtisFollowupResponseSchema } from '@scout/domain/vtis/actions.schema';
import { makeNewVtisFollowupSchema, vtisFollowupSchema } from '@scout/domain/vtis/followup.schema';
import { VTIS_FOLLOWUP_SECTION_NAMES } from '@scout/domain/vtis/sections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { strokeRecordRoutes } from '../stroke/record-routes.ts';
import * as followupService from './followup.service.ts';
import { vtisFollowupModule as module } from './module.ts';

const FOLLOWUP = '/api/vtis/followup';
const tags = ['vtis: follow-ups'];
const write = { access: module.access.write };

/**
 * The VTIS follow-up calls of spec 3 §7.2: POST /followup (with vtisConsultId), GET
 * /followup/{id}, PUT /followup and PATCH /followup/{id}/deactivate. DELETE /followup/{id}/delete
 * and the attachments come from the case-module registration.
 */
export const vtisFollowupRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  await app.register(
    strokeRecordRoutes({
      module,
      path: FOLLOWUP,
      tags,
      view: vtisFollowupSchema,
      sections: VTIS_FOLLOWUP_SECTION_NAMES,
      create: { body: makeNewVtisFollowupSchema, run: followupService.createFollowup },
      read: followupService.getFollowup,
      save: followupService.saveFollowup,
    }),
    deps,
  );
  app.patch(
    `${FOLLOWUP}/:id/deactivate`,
    {
      config: write,
      schema: { tags, params: caseIdParams, response: { 200: deactivateVtisFollowupResponseSchema } },
    },
    async (request) => followupService.deactivateFollowup(ctx(request), request.params.id),
  );
};
