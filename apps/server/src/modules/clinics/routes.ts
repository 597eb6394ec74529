import { systemNow } from '@scout/domain/cases/dates';
import { clinicSchema, makeNewClinicSchema } from '@scout/domain/clinics/case.schema';
import {
  clinicSearchQuerySchema,
  clinicSearchResponseSchema,
  deactivateClinicResponseSchema,
  newRecordResponseSchema,
} from '@scout/domain/clinics/list.schema';
import { CLINIC_SECTION_NAMES } from '@scout/domain/clinics/sections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import { listAnswer } from '../cases/etag.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { recordSaveBody } from '../stroke/record-save.ts';
import * as clinicService from './clinic.service.ts';
import * as listService from './list.service.ts';
import { clinicModule as module } from './module.ts';

const read = { access: module.access.read };
const write = { access: module.access.write };
const tags = ['vst: outpatient clinics'];
const OUTPATIENT = module.basePath;

/**
 * The outpatient clinic calls of spec 3 §7.1 under /api/vst/outpatient: the list (polled every
 * 10 s, §2.10: answered with a weak ETag so an unchanged poll is a 304), create (201 with
 * { data: { id } }), load, the whole-clinic save with `sectionsToUpdate` (answers the whole clinic)
 * and the close. DELETE /outpatient/{id}/delete?reasonForDeletion= and the attachments come from
 * the case-module registration (modules/cases/register.ts, parts.ts).
 */
export const clinicRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const tz = deps.config.timeZone;
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);

  app.get(
    `${OUTPATIENT}/search`,
    {
      config: read,
      schema: { tags, querystring: clinicSearchQuerySchema, response: { 200: clinicSearchResponseSchema } },
    },
    async (request, reply) => {
      const c = ctx(request);
      return listAnswer(request, reply, c, {
        tables: listService.CLINICS_LIST_TABLES,
        build: () => listService.searchClinics(c, request.query),
      });
    },
  );
  app.post(
    OUTPATIENT,
    {
      config: write,
      schema: { tags, body: makeNewClinicSchema(systemNow, tz), response: { 201: newRecordResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await clinicService.createClinic(ctx(request), request.body)),
  );
  app.get(
    `${OUTPATIENT}/:id`,
    { config: read, schema: { tags, params: caseIdParams, response: { 200: clinicSchema } } },
    async (request) => clinicService.getClinic(ctx(request), request.params.id),
  );
  app.put(
    OUTPATIENT,
    {
      config: write,
      schema: { tags, body: recordSaveBody(CLINIC_SECTION_NAMES), response: { 200: clinicSchema } },
    },
    async (request) => clinicService.saveClinic(ctx(request), request.body),
  );
  app.patch(
    `${OUTPATIENT}/:id/deactivate`,
    {
      config: write,
      schema: { tags, params: caseIdParams, response: { 200: deactivateClinicResponseSchema } },
    },
    async (request) => clinicService.deactivateClinic(ctx(request), request.params.id),
  );
};
