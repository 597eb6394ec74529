import { systemNow } from '@scout/domain/cases/dates';
import { todayIn } from '@scout/domain/patients/dates';
import {
  caseSaveMetaShape,
  clearedConsultation,
  intensivistInformationSchema,
  makeConsultationSchema,
  makeNewTelehealthCaseSchema,
  makePatientInformationSaveSchema,
  makePatientInformationSchema,
  makeReferrerInformationSchema,
  newTelehealthCaseResponseSchema,
  outcomeInformationSchema,
  patientHistoryInformationSchema,
  telehealthCaseSchema,
} from '@scout/domain/telehealth/case.schema';
import {
  telehealthDashboardQuerySchema,
  telehealthDashboardResponseSchema,
} from '@scout/domain/telehealth/dashboard.schema';
import { DRUG_TYPE_VALUES } from '@scout/domain/telehealth/options';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import { listAnswer } from '../cases/etag.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { telehealthCaseModule as module } from './module.ts';
import * as repo from './repo.ts';
import * as service from './service.ts';

const read = { access: module.access.read };
const write = { access: module.access.write };
const tags = ['telehealth: cases'];
const BASE = module.basePath;
const REFERENCE = '/api/telehealth/referencedata';
const caseAnswer = { 200: telehealthCaseSchema };

const idName = z.object({ id: z.number(), displayName: z.string() });
const drug = z.object({ id: z.number(), name: z.string() });
/** A drug name fragment: bounded like every input (docs/security.md). */
const drugTermParams = z.object({ term: z.string().trim().min(1).max(100) });
const drugTypeQuery = z.object({ type: z.enum(DRUG_TYPE_VALUES).optional() });

/**
 * The Telehealth calls of spec 2 §7.2 under /api/telehealth (the spec leaves the base path open).
 * The case id of a save travels in its body (PUT /case/referrer has no path id). Every save
 * validates only its section, with the domain schema built for the service's time zone, and
 * answers the whole updated case (telehealthCaseSchema), which the web puts in its cache. The
 * delete route and the transfer mount (GET, and POST to submit) come from the case-module
 * registration (modules/cases/register.ts).
 */
export const telehealthRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const tz = deps.config.timeZone;
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  const saveBody = <S extends z.ZodRawShape>(section: z.ZodObject<S>) => section.extend(caseSaveMetaShape);

  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        querystring: telehealthDashboardQuerySchema,
        response: { 200: telehealthDashboardResponseSchema },
      },
    },
    async (request, reply) => {
      const c = ctx(request);
      return listAnswer(request, reply, c, {
        tables: service.TELEHEALTH_LIST_TABLES,
        key: todayIn(tz), // the ages
        build: (expires) => service.listDashboard(c, request.query, expires),
      });
    },
  );
  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        body: makeNewTelehealthCaseSchema(systemNow, tz),
        response: { 201: newTelehealthCaseResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createCase(ctx(request), request.body)),
  );
  app.get(
    `${BASE}/:id`,
    { config: read, schema: { tags, params: caseIdParams, response: caseAnswer } },
    async (request) => service.getCase(ctx(request), request.params.id),
  );

  app.put(
    BASE,
    {
      config: write,
      schema: {
        tags,
        body: z.object({
          ...caseSaveMetaShape,
          referrerInformation: makeReferrerInformationSchema(systemNow, tz),
          intensivistInformation: intensivistInformationSchema.nullable().default(null),
          patientInformation: makePatientInformationSchema(systemNow, tz).nullable().default(null),
          patientHistoryInformation: patientHistoryInformationSchema.nullable().default(null),
          outcomeInformation: outcomeInformationSchema.nullable().default(null),
        }),
        response: caseAnswer,
      },
    },
    async (request) => service.saveWholeCase(ctx(request), request.body),
  );
  app.put(
    `${BASE}/referrer`,
    {
      config: write,
      schema: { tags, body: saveBody(makeReferrerInformationSchema(systemNow, tz)), response: caseAnswer },
    },
    async (request) => service.saveReferrer(ctx(request), request.body),
  );
  app.put(
    `${BASE}/intensivist`,
    { config: write, schema: { tags, body: saveBody(intensivistInformationSchema), response: caseAnswer } },
    async (request) => service.saveIntensivist(ctx(request), request.body),
  );
  app.put(
    `${BASE}/patient-information`,
    {
      config: write,
      schema: { tags, body: makePatientInformationSaveSchema(systemNow, tz), response: caseAnswer },
    },
    async (request) => service.savePatientInformation(ctx(request), request.body),
  );
  app.put(
    `${BASE}/patient-history`,
    {
      config: write,
      schema: { tags, body: saveBody(patientHistoryInformationSchema), response: caseAnswer },
    },
    async (request) => service.savePatientHistory(ctx(request), request.body),
  );
  app.put(
    `${BASE}/consultations`,
    {
      config: write,
      schema: {
        tags,
        body: z.object({
          ...caseSaveMetaShape,
          consultation: makeConsultationSchema(systemNow, tz).transform(clearedConsultation),
        }),
        response: caseAnswer,
      },
    },
    async (request) => service.saveConsultation(ctx(request), request.body),
  );

  // Reference data (spec 2 §7.2): what the case forms pick from; any Telehealth user may read it.
  const refTags = ['telehealth: reference data'];
  app.get(
    `${REFERENCE}/healthcareproviders`,
    {
      config: read,
      schema: {
        tags: refTags,
        response: {
          200: z.array(
            z.object({
              id: z.number(),
              name: z.string(),
              nickName: z.string(),
              address: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async () => repo.listProviders(deps.db),
  );
  app.get(
    `${REFERENCE}/intensivists`,
    { config: read, schema: { tags: refTags, response: { 200: z.array(idName) } } },
    async () => repo.listIntensivists(deps.db),
  );
  app.get(
    `${REFERENCE}/users`,
    { config: read, schema: { tags: refTags, response: { 200: z.array(idName) } } },
    async () => repo.listTelehealthCallTakers(deps.db),
  );
  app.get(
    `${REFERENCE}/drugs`,
    { config: read, schema: { tags: refTags, querystring: drugTypeQuery, response: { 200: z.array(drug) } } },
    async (request) => repo.listDrugs(deps.db, { type: request.query.type }),
  );
  app.get(
    `${REFERENCE}/drugs/:term`,
    {
      config: read,
      schema: {
        tags: refTags,
        params: drugTermParams,
        querystring: drugTypeQuery,
        response: { 200: z.array(drug) },
      },
    },
    async (request) => repo.listDrugs(deps.db, { term: request.params.term, type: request.query.type }),
  );
};
