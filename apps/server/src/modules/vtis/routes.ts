import { vstHospitalsResponseSchema, vstUsersResponseSchema } from '@scout/domain/vst/lookups.schema';
import {
  closeVtisConsultResponseSchema,
  declineVtisConsultResponseSchema,
} from '@scout/domain/vtis/actions.schema';
import { makeNewVtisConsultSchema, vtisConsultSchema } from '@scout/domain/vtis/case.schema';
import {
  countryLanguageSearchQuerySchema,
  countryOptionsResponseSchema,
  languageOptionsResponseSchema,
  searchLanguages,
  searchSaccCountries,
} from '@scout/domain/vtis/country-language';
import {
  patientHistoryQuerySchema,
  patientHistoryResponseSchema,
  vtisConsultSearchQuerySchema,
  vtisConsultSearchResponseSchema,
} from '@scout/domain/vtis/dashboard.schema';
import { declineConsultSchema } from '@scout/domain/vtis/decline.schema';
import { VTIS_CONSULT_SECTION_NAMES } from '@scout/domain/vtis/sections';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseScopeOf } from '../../plugins/provider-scope.ts';
import { caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { listHospitals, listNeurologists } from '../stroke/lookups.repo.ts';
import { strokeRecordRoutes } from '../stroke/record-routes.ts';
import * as consultService from './consult.service.ts';
import * as dashboardService from './dashboard.service.ts';
import { vtisExportRoutes } from './export.routes.ts';
import { vtisFormRoutes } from './form.routes.ts';
import { vtisHospitalDocumentationRoutes } from './hospital-documentation.routes.ts';
import { vtisConsultModule as module } from './module.ts';
import * as repo from './repo.ts';

const read = { access: module.access.read };
const write = { access: module.access.write };
const tags = ['vtis: consults'];
const API = '/api/vtis';
const CONSULTS = `${API}/consults`;

/**
 * The VTIS consult calls of spec 3 §7.2 under /api/vtis (docs/architecture.md "VTIS"). Creates
 * answer 201 with { data: { id } }; saves answer the whole consult. The delete route (DELETE
 * /consults/{id}/delete) and the attachments come from the case-module registration
 * (modules/cases/register.ts, parts.ts); the follow-up calls are followup.routes.ts'; the hospital
 * documentation, the PDFs and sends, and the exports have their own files, registered here.
 */
export const vtisRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  await app.register(vtisHospitalDocumentationRoutes, deps);
  await app.register(vtisFormRoutes, deps);
  await app.register(vtisExportRoutes, deps);

  await app.register(
    strokeRecordRoutes({
      module,
      path: CONSULTS,
      tags,
      view: vtisConsultSchema,
      sections: VTIS_CONSULT_SECTION_NAMES,
      list: {
        query: vtisConsultSearchQuerySchema,
        response: vtisConsultSearchResponseSchema,
        tables: dashboardService.VTIS_LIST_TABLES,
        build: dashboardService.searchConsults,
      },
      create: { body: makeNewVtisConsultSchema, run: consultService.createConsult },
      read: consultService.getConsult,
      save: consultService.saveConsult,
      status: consultService.consultStatus,
    }),
    deps,
  );
  app.get(
    `${CONSULTS}/patientHistory`,
    {
      config: read,
      schema: {
        tags,
        querystring: patientHistoryQuerySchema,
        response: { 200: patientHistoryResponseSchema },
      },
    },
    async (request) =>
      dashboardService.patientHistoryOf(ctx(request), request.query, (app) => caseScopeOf(request, app)),
  );
  app.patch(
    `${CONSULTS}/:id/close`,
    {
      config: write,
      schema: { tags, params: caseIdParams, response: { 200: closeVtisConsultResponseSchema } },
    },
    async (request) => consultService.closeConsult(ctx(request), request.params.id),
  );
  app.delete(
    `${CONSULTS}/:id/decline`,
    {
      config: write,
      schema: {
        tags,
        params: caseIdParams,
        body: declineConsultSchema,
        response: { 200: declineVtisConsultResponseSchema },
      },
    },
    async (request) => consultService.declineConsult(ctx(request), request.params.id, request.body),
  );

  // Lookups (spec 3 §3.8, §5.5, §7.2): what the forms pick from; any VTIS user may read them.
  const lookupTags = ['vtis: lookups'];
  app.get(
    `${API}/hospitals`,
    { config: read, schema: { tags: lookupTags, response: { 200: vstHospitalsResponseSchema } } },
    async () => listHospitals(deps.db),
  );
  app.get(
    `${API}/users`,
    { config: read, schema: { tags: lookupTags, response: { 200: vstUsersResponseSchema } } },
    async () => repo.listVtisCallTakers(deps.db),
  );
  app.get(
    `${API}/vtisNeurologists`,
    { config: read, schema: { tags: lookupTags, response: { 200: vstUsersResponseSchema } } },
    async () => listNeurologists(deps.db, 'vtis'),
  );
  app.get(
    `${API}/countries`,
    {
      config: read,
      schema: {
        tags: lookupTags,
        querystring: countryLanguageSearchQuerySchema,
        response: { 200: countryOptionsResponseSchema },
      },
    },
    async (request) => searchSaccCountries(request.query.term).map((c) => ({ code: c.id, name: c.name })),
  );
  app.get(
    `${API}/languages`,
    {
      config: read,
      schema: {
        tags: lookupTags,
        querystring: countryLanguageSearchQuerySchema,
        response: { 200: languageOptionsResponseSchema },
      },
    },
    async (request) => searchLanguages(request.query.term).map((l) => ({ code: l.code, name: l.name })),
  );
};
