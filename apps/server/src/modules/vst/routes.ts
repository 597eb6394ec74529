import { systemNow } from '@scout/domain/cases/dates';
import { deactivateConsultResponseSchema, recordStatusQuerySchema } from '@scout/domain/vst/actions.schema';
import {
  makeNewVstConsultSchema,
  newRecordResponseSchema,
  vstConsultSchema,
} from '@scout/domain/vst/case.schema';
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
import { z } from 'zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import { listAnswer } from '../cases/etag.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { listHospitals } from '../stroke/lookups.repo.ts';
import { recordSaveBody } from '../stroke/record-save.ts';
import { statusStampOf } from '../stroke/record-status.ts';
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
 * A save body as the route checks it (modules/stroke/record-save.ts): the sections themselves are
 * parsed by the service, laid over the stored record, because their rules read the whole record's
 * context (domain case.schema.ts `makeVstConsultSaveSchema`).
 */
const saveBody = recordSaveBody;

/**
 * The VST consult and follow-up calls of spec 3 §7.1 under /api/vst. Creates answer 201 with
 * { data: { id } }; saves answer the whole record (the web puts it in its cache). The delete
 * routes (DELETE /consults/{id}/delete, /followup/{id}/delete), the attachments and the consult's
 * transfer come from the case-module registration (modules/cases/register.ts, parts.ts).
 */
export const vstRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const tz = deps.config.timeZone;
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  await app.register(vstFormRoutes, deps);
  await app.register(vstExportRoutes, deps);

  app.get(
    `${CONSULTS}/search`,
    {
      config: read,
      schema: {
        tags,
        querystring: vstConsultSearchQuerySchema,
        response: { 200: vstConsultSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const c = ctx(request);
      return listAnswer(request, reply, c, {
        tables: dashboardService.VST_LIST_TABLES,
        build: () => dashboardService.searchConsults(c, request.query),
      });
    },
  );
  app.post(
    CONSULTS,
    {
      config: write,
      schema: {
        tags,
        body: makeNewVstConsultSchema(systemNow, tz),
        response: { 201: newRecordResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await consultService.createConsult(ctx(request), request.body)),
  );
  app.get(
    `${CONSULTS}/:id`,
    { config: read, schema: { tags, params: caseIdParams, response: { 200: vstConsultSchema } } },
    async (request) => consultService.getConsult(ctx(request), request.params.id),
  );
  app.put(
    CONSULTS,
    {
      config: write,
      schema: { tags, body: saveBody(VST_CONSULT_SECTION_NAMES), response: { 200: vstConsultSchema } },
    },
    async (request) => consultService.saveConsult(ctx(request), request.body),
  );
  app.get(
    `${CONSULTS}/:id/status`,
    {
      config: read,
      schema: {
        tags,
        params: caseIdParams,
        querystring: recordStatusQuerySchema,
        response: { 200: z.boolean() },
      },
    },
    async (request) =>
      consultService.consultStatus(
        ctx(request),
        request.params.id,
        statusStampOf(request.params.id, request.query),
      ),
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
  const tz = deps.config.timeZone;
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  const followupTags = ['vst: follow-ups'];
  app.post(
    FOLLOWUP,
    {
      config: write,
      schema: {
        tags: followupTags,
        body: makeNewVstFollowupSchema(systemNow, tz),
        response: { 201: newRecordResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await followupService.createFollowup(ctx(request), request.body)),
  );
  app.get(
    `${FOLLOWUP}/:id`,
    {
      config: read,
      schema: { tags: followupTags, params: caseIdParams, response: { 200: vstFollowupSchema } },
    },
    async (request) => followupService.getFollowup(ctx(request), request.params.id),
  );
  app.put(
    FOLLOWUP,
    {
      config: write,
      schema: {
        tags: followupTags,
        body: saveBody(VST_FOLLOWUP_SECTION_NAMES),
        response: { 200: vstFollowupSchema },
      },
    },
    async (request) => followupService.saveFollowup(ctx(request), request.body),
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
