import { canCreateEcmoCase, canDeleteCases, canViewEcmoCases } from '@scout/domain/access/rules';
import { ecmoCaseIdParamSchema } from '@scout/domain/ecmo/case.schema';
import {
  makeClinicalDetailsSchema,
  makeCommitBloodGasSchema,
  makeCommitInvestigationSchema,
  makeCommitObservationSchema,
} from '@scout/domain/ecmo/clinical-details.schema';
import { conclusionSchema } from '@scout/domain/ecmo/conclusion.schema';
import { systemNow } from '@scout/domain/ecmo/dates';
import { deleteCaseSchema } from '@scout/domain/ecmo/delete-case.schema';
import { makeEcmoDetailsSchema } from '@scout/domain/ecmo/ecmo-details.schema';
import { makePatientHospitalInformationSchema } from '@scout/domain/ecmo/patient-hospital.schema';
import {
  makeNewCaseSchema,
  newCaseResponseSchema,
  referrerInformationSchema,
} from '@scout/domain/ecmo/referrer.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/audit.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { currentUserOf } from '../../plugins/auth.ts';
import { caseScopeOf, patientScopeOf } from '../cases/provider-scope.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as cases from './cases.service.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';
import * as sections from './sections.service.ts';

const read = { access: canViewEcmoCases };
const write = { access: canCreateEcmoCase };
const tags = ['ecmo: cases'];
const BASE = '/api/ecmo/cases';
const params = ecmoCaseIdParamSchema;

/**
 * The ECMO case calls of spec 2 §7.1. Section saves validate only their section with the domain
 * schema built for the service's time zone, and answer the whole updated case (the spec leaves
 * the response shape open; the web refreshes its case from it).
 */
export const ecmoCaseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const tz = deps.config.timeZone;
  // Per request: the user's provider scope rides with the service deps into every case lookup.
  const svc = (request: FastifyRequest): cases.EcmoServiceDeps => ({
    db: deps.db,
    config: deps.config,
    scope: caseScopeOf(request, 'ecmo'),
    patientScope: patientScopeOf(request),
  });

  app.post(
    BASE,
    {
      config: write,
      schema: { tags, body: makeNewCaseSchema(systemNow, tz), response: { 201: newCaseResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await cases.createCase(svc(request), actorOf(request), request.body)),
  );
  app.get(`${BASE}/:id`, { config: read, schema: { tags, params } }, async (request) =>
    cases.getCase(svc(request), actorOf(request), request.params.id),
  );

  app.patch(
    `${BASE}/:id/referrerinformation`,
    { config: write, schema: { tags, params, body: referrerInformationSchema } },
    async (request) => sections.saveReferrer(svc(request), actorOf(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/patienthospitalinformation`,
    { config: write, schema: { tags, params, body: makePatientHospitalInformationSchema(systemNow, tz) } },
    async (request) =>
      sections.savePatientHospital(svc(request), actorOf(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails`,
    { config: write, schema: { tags, params, body: makeClinicalDetailsSchema(systemNow, tz) } },
    async (request) =>
      sections.saveClinicalDetails(svc(request), actorOf(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails/observation`,
    { config: write, schema: { tags, params, body: makeCommitObservationSchema(systemNow, tz) } },
    async (request) =>
      sections.commitEntry(svc(request), actorOf(request), request.params.id, 'observation', request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails/bloodgas`,
    { config: write, schema: { tags, params, body: makeCommitBloodGasSchema(systemNow, tz) } },
    async (request) =>
      sections.commitEntry(svc(request), actorOf(request), request.params.id, 'bloodGas', request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails/investigation`,
    { config: write, schema: { tags, params, body: makeCommitInvestigationSchema(systemNow, tz) } },
    async (request) =>
      sections.commitEntry(svc(request), actorOf(request), request.params.id, 'investigation', request.body),
  );
  app.patch(
    `${BASE}/:id/ecmodetails`,
    { config: write, schema: { tags, params, body: makeEcmoDetailsSchema(systemNow, tz) } },
    async (request) =>
      sections.saveEcmoDetails(svc(request), actorOf(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/conclusion`,
    { config: write, schema: { tags, params, body: conclusionSchema } },
    async (request) =>
      sections.saveConclusion(svc(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id/delete`,
    {
      config: { access: canDeleteCases },
      schema: { tags, params, querystring: deleteCaseSchema, response: { 200: z.literal(true) } },
    },
    async (request) => {
      // The spec sends the id twice (path and query): they must name the same case.
      if (request.query.id !== request.params.id) throw fieldError('id', S.deleteIdMismatch);
      const user = currentUserOf(request);
      return cases.deleteCase(
        svc(request),
        actorOf(request),
        user,
        request.params.id,
        request.query.reasonForDeletion,
      );
    },
  );
};
