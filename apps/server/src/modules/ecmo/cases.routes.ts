import { systemNow } from '@scout/domain/cases/dates';
import { ecmoCaseIdParamSchema, ecmoCaseSchema } from '@scout/domain/ecmo/case.schema';
import {
  makeClinicalDetailsSchema,
  makeCommitBloodGasSchema,
  makeCommitInvestigationSchema,
  makeCommitObservationSchema,
} from '@scout/domain/ecmo/clinical-details.schema';
import { conclusionSchema } from '@scout/domain/ecmo/conclusion.schema';
import { makeEcmoDetailsSchema } from '@scout/domain/ecmo/ecmo-details.schema';
import { makePatientHospitalInformationSchema } from '@scout/domain/ecmo/patient-hospital.schema';
import {
  makeNewCaseSchema,
  newCaseResponseSchema,
  referrerInformationSchema,
} from '@scout/domain/ecmo/referrer.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as cases from './cases.service.ts';
import { ecmoCaseModule } from './module.ts';
import * as sections from './sections.service.ts';

const read = { access: ecmoCaseModule.access.read };
const write = { access: ecmoCaseModule.access.write };
const tags = ['ecmo: cases'];
const BASE = ecmoCaseModule.basePath;
const params = ecmoCaseIdParamSchema;
/** The whole case: the answer of GET and of every section save. */
const response = { 200: ecmoCaseSchema };

/**
 * The ECMO case calls of spec 2 §7.1. Section saves validate only their section with the domain
 * schema built for the service's time zone, and answer the whole updated case (`ecmoCaseSchema`,
 * as GET does; the spec leaves the response shape open; the web puts it in its cache).
 */
export const ecmoCaseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const tz = deps.config.timeZone;
  // Per request: the user, the audit actor and the provider scopes ride in one context.
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, 'ecmo');

  app.post(
    BASE,
    {
      config: write,
      schema: { tags, body: makeNewCaseSchema(systemNow, tz), response: { 201: newCaseResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await cases.createCase(ctx(request), request.body)),
  );
  app.get(`${BASE}/:id`, { config: read, schema: { tags, params, response } }, async (request) =>
    cases.getCase(ctx(request), request.params.id),
  );

  app.patch(
    `${BASE}/:id/referrerinformation`,
    { config: write, schema: { tags, params, body: referrerInformationSchema, response } },
    async (request) => sections.saveReferrer(ctx(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/patienthospitalinformation`,
    {
      config: write,
      schema: { tags, params, body: makePatientHospitalInformationSchema(systemNow, tz), response },
    },
    async (request) => sections.savePatientHospital(ctx(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails`,
    { config: write, schema: { tags, params, body: makeClinicalDetailsSchema(systemNow, tz), response } },
    async (request) => sections.saveClinicalDetails(ctx(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails/observation`,
    { config: write, schema: { tags, params, body: makeCommitObservationSchema(systemNow, tz), response } },
    async (request) => sections.commitEntry(ctx(request), request.params.id, 'observation', request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails/bloodgas`,
    { config: write, schema: { tags, params, body: makeCommitBloodGasSchema(systemNow, tz), response } },
    async (request) => sections.commitEntry(ctx(request), request.params.id, 'bloodGas', request.body),
  );
  app.patch(
    `${BASE}/:id/clinicaldetails/investigation`,
    { config: write, schema: { tags, params, body: makeCommitInvestigationSchema(systemNow, tz), response } },
    async (request) => sections.commitEntry(ctx(request), request.params.id, 'investigation', request.body),
  );
  app.patch(
    `${BASE}/:id/ecmodetails`,
    { config: write, schema: { tags, params, body: makeEcmoDetailsSchema(systemNow, tz), response } },
    async (request) => sections.saveEcmoDetails(ctx(request), request.params.id, request.body),
  );
  app.patch(
    `${BASE}/:id/conclusion`,
    { config: write, schema: { tags, params, body: conclusionSchema, response } },
    async (request) => sections.saveConclusion(ctx(request), request.params.id, request.body),
  );
};
