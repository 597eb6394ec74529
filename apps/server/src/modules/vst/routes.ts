import { deactivateConsultResponseSchema } from '@scout/domain/vst/actions.schema';
import { makeNewVstConsultSchema, vstConsultSchema } from '@scout/domain/vst/case.schema';
import {
  vstConsultSearchQuerySchema,
  vstConsultSearchResponseSchema,
} from '@scout/domain/vst/dashboard.schema';
import { makeNewVstFollowupSchema, vstFollowupSchema } from '@scout/domain/vst/followup.schema';
import {
  medicationsResponseSchema,
  vstHospitalsResponseSchema,
  vstUsersResponseSchema,
} from '@scout/domain/vst/lookups.schema';
import { VST_CONSULT_SECTION_NAMES, VST_FOLLOWUP_SECTION_NAMES } from '@scout/domain/vst/sections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { listHospitals } from '../stroke/lookups.repo.ts';
import { strokeRecordRoutes } from '../stroke/record-routes.ts';
import * as consultService from './consult.service.ts';
import * as dashboardService from './dashboard.service.ts';
import { vstExportRoutes } from './export.routes.ts';
import * as followupService from './followup.service.ts';
import { vstFormRoutes } from './form.routes.ts';
import { VST_MEDICATIONS } from './medications.ts';
import { vstConsultModule as module } from './module.ts';
import * as repo from './repo.ts';

const read = { access: module.access.read };
const write = { access: module.access.write };
const tags = ['vst: consults'];
const API = '/api/vst';
const CONSULTS = `${API}/consults`;
const FOLLOWUP = `${API}/followup`;

/**
 * The VST consult and follow-up calls of spec 3 §7.1 under /api/vst: the record calls every stroke
 * record shares are declared (stroke/record-routes.ts); the deactivation and the lookups are
 * written here. The whole-record save parses the sections in the service, laid over the stored
 * record, because their rules read the whole record's context. The delete
 * routes (DELETE /consults/{id}/delete, /followup/{id}/delete), the attachments and the consult's
 * transfer come from the case-module registration (modules/cases/register.ts, parts.ts).
 */
export const vstRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  await app.register(vstFormRoutes, deps);
  await app.register(vstExportRoutes, deps);

  await app.register(
    strokeRecordRoutes({
      module,
      path: CONSULTS,
      tags,
      view: vstConsultSchema,
      sections: VST_CONSULT_SECTION_NAMES,
      list: {
        query: vstConsultSearchQuerySchema,
        response: vstConsultSearchResponseSchema,
        tables: dashboardService.VST_LIST_TABLES,
        build: dashboardService.searchConsults,
      },
      create: { body: makeNewVstConsultSchema, run: consultService.createConsult },
      read: consultService.getConsult,
      save: consultService.saveConsult,
      status: consultService.consultStatus,
    }),
    deps,
  );
  app.patch(
    `${CONSULTS}/:id/deactivate`,
    {
      config: write,
      schema: { tags, params: caseIdParams, response: { 200: deactivateConsultResponseSchema } },
    },
    async (request) => consultService.deactivateConsult(ctx(request), request.params.id),
  );

  // Lookups (spec 3 §3.8, §6, §7.1): what the forms pick from; any VST user may read them.
  const lookupTags = ['vst: lookups'];
  app.get(
    `${API}/hospitals`,
    { config: read, schema: { tags: lookupTags, response: { 200: vstHospitalsResponseSchema } } },
    async () => listHospitals(deps.db),
  );
  app.get(
    `${API}/medications`,
    { config: read, schema: { tags: lookupTags, response: { 200: medicationsResponseSchema } } },
    async () => [...VST_MEDICATIONS],
  );
  app.get(
    `${API}/users`,
    { config: read, schema: { tags: lookupTags, response: { 200: vstUsersResponseSchema } } },
    async () => repo.listVstCallTakers(deps.db),
  );
  app.get(
    `${API}/managers`,
    { config: read, schema: { tags: lookupTags, response: { 200: vstUsersResponseSchema } } },
    async () => repo.listManagers(deps.db),
  );
  app.get(
    `${API}/vtisNeurologists`,
    { config: read, schema: { tags: lookupTags, response: { 200: vstUsersResponseSchema } } },
    async () => repo.listVtisNeurologists(deps.db),
  );
};

/** The follow-up calls of spec 3 §7.1 (POST, GET, PUT /followup, PATCH /followup/{id}/deactivate). */
export const vstFollowupRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  const followupTags = ['vst: follow-ups'];
  await app.register(
    strokeRecordRoutes({
      module,
      path: FOLLOWUP,
      tags: followupTags,
      view: vstFollowupSchema,
      sections: VST_FOLLOWUP_SECTION_NAMES,
      create: { body: makeNewVstFollowupSchema, run: followupService.createFollowup },
      read: followupService.getFollowup,
      save: followupService.saveFollowup,
    }),
    deps,
  );
  app.patch(
    `${FOLLOWUP}/:id/deactivate`,
    {
      config: write,
      schema: { tags: followupTags, params: caseIdParams, response: { 200: vstFollowupSchema } },
    },
    async (request) => followupService.deactivateFollowup(ctx(request), request.params.id),
  );
};
