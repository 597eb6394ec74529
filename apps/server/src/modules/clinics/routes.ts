import { clinicSchema, makeNewClinicSchema } from '@scout/domain/clinics/case.schema';
import {
  clinicSearchQuerySchema,
  clinicSearchResponseSchema,
  deactivateClinicResponseSchema,
} from '@scout/domain/clinics/list.schema';
import { CLINIC_SECTION_NAMES } from '@scout/domain/clinics/sections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { strokeRecordRoutes } from '../stroke/record-routes.ts';
import * as clinicService from './clinic.service.ts';
import * as listService from './list.service.ts';
import { clinicModule as module } from './module.ts';

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
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);

  await app.register(
    strokeRecordRoutes({
      module,
      path: OUTPATIENT,
      tags,
      view: clinicSchema,
      sections: CLINIC_SECTION_NAMES,
      list: {
        query: clinicSearchQuerySchema,
        response: clinicSearchResponseSchema,
        tables: listService.CLINICS_LIST_TABLES,
        build: listService.searchClinics,
      },
      create: { body: makeNewClinicSchema, run: clinicService.createClinic },
      read: clinicService.getClinic,
      save: clinicService.saveClinic,
    }),
    deps,
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
