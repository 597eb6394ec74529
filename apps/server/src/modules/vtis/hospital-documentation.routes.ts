import { makeHospitalDocumentationRecordSchema } from '@scout/domain/vtis/hospital-documentation.schema';
import { HOSPITAL_DOCUMENTATION_SECTION_NAMES } from '@scout/domain/vtis/hospital-documentation-sections';
import { vtisPatientInformationSchema } from '@scout/domain/vtis/intake.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { recordSaveBody } from '../stroke/record-save.ts';
import * as documentationService from './hospital-documentation.service.ts';
import { hospitalDocumentationModule as module } from './module.ts';

const CONSULTS = '/api/vtis/consults';
const tags = ['vtis: hospital documentation'];
const recordSchema = makeHospitalDocumentationRecordSchema(vtisPatientInformationSchema);

/**
 * The VTIS hospital documentation calls (spec 3 §2.9, §4.7, §7.2): GET
 * /consults/{id}/hospital-documentation (the load; §7.2 does not show its path: SCOUT's, with the
 * consult's id as the web's route /vst/vtishospitaldocumentation/{consultId} has it), PUT
 * /consults/hospital-documentation (save with sectionsToUpdate) and PATCH
 * /consults/hospital-documentation/{id}/complete (Save and Close). The discharge summary PDF is
 * form.routes.ts'.
 */
export const vtisHospitalDocumentationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  app.get(
    `${CONSULTS}/:id/hospital-documentation`,
    {
      config: { access: module.access.read },
      schema: { tags, params: caseIdParams, response: { 200: recordSchema } },
    },
    async (request) => documentationService.getDocumentation(ctx(request), request.params.id),
  );
  app.put(
    `${CONSULTS}/hospital-documentation`,
    {
      config: { access: module.access.write },
      schema: {
        tags,
        body: recordSaveBody(HOSPITAL_DOCUMENTATION_SECTION_NAMES),
        response: { 200: recordSchema },
      },
    },
    async (request) => documentationService.saveDocumentation(ctx(request), request.body),
  );
  app.patch(
    `${CONSULTS}/hospital-documentation/:id/complete`,
    {
      config: { access: module.access.write },
      schema: { tags, params: caseIdParams, response: { 200: recordSchema } },
    },
    async (request) => documentationService.completeDocumentation(ctx(request), request.params.id),
  );
};
