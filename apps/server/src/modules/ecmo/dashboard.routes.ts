import { canViewEcmoCases } from '@scout/domain/access/rules';
import {
  dashboardHospitalSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
} from '@scout/domain/ecmo/dashboard.schema';
import { diagnosisCategorySchema, lookupSchema } from '@scout/domain/ecmo/diagnosis.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseScopeOf } from '../../plugins/provider-scope.ts';
import { caseContextOf } from '../cases/case-module.ts';
import { listAnswer } from '../cases/etag.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { dashboardList } from './dashboard.service.ts';
import {
  listDiagnosisCategories,
  listEcmoUsers,
  listHospitals,
  listHospitalsWithCases,
  listLookup,
} from './lookups.repo.ts';
import type { EcmoLookupList } from './reference-data.ts';

const read = { access: canViewEcmoCases };
const tags = ['ecmo: dashboards and lookups'];
const hospitals = { 200: z.array(dashboardHospitalSchema) };

/**
 * Lists every ECMO user may read: the lookups (id, name) are needed by the case forms and by the
 * consumable forms alike, so they need ECMO access only; the consumable routes themselves are
 * ECMO-admin only.
 */
const SIMPLE_LOOKUPS: EcmoLookupList[] = [
  'ecmotypes',
  'ecmoprimaryorganfailures',
  'ecmosecondarydiagnoses',
  'ecmocircuittypes',
  'ecmoitembrands',
  'ecmoitemstatuses',
  'ecmoitemsuppliers',
  'ecmoitemtypes',
];

export const ecmoDashboardRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  app.get(
    '/api/ecmo/cases/open',
    {
      config: read,
      schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardResponseSchema } },
    },
    async (request, reply) => {
      const ctx = caseContextOf(request, { db, config }, 'ecmo');
      return listAnswer(request, reply, ctx, dashboardList(ctx, request.query, false));
    },
  );
  app.get(
    '/api/ecmo/archive/cases',
    {
      config: read,
      schema: { tags, querystring: dashboardQuerySchema, response: { 200: dashboardResponseSchema } },
    },
    async (request, reply) => {
      const ctx = caseContextOf(request, { db, config }, 'ecmo');
      return listAnswer(request, reply, ctx, dashboardList(ctx, request.query, true));
    },
  );
  app.get('/api/ecmo/hospitals', { config: read, schema: { tags, response: hospitals } }, async () =>
    listHospitals(db),
  );
  app.get(
    '/api/ecmo/hospitalswithopencases',
    { config: read, schema: { tags, response: hospitals } },
    async (request) => listHospitalsWithCases(db, false, caseScopeOf(request, 'ecmo')),
  );
  app.get(
    '/api/ecmo/hospitalswitharchivedcases',
    { config: read, schema: { tags, response: hospitals } },
    async (request) => listHospitalsWithCases(db, true, caseScopeOf(request, 'ecmo')),
  );
  app.get(
    '/api/ecmo/users',
    {
      config: read,
      schema: { tags, response: { 200: z.array(z.object({ id: z.number(), displayName: z.string() })) } },
    },
    async () => listEcmoUsers(db),
  );
  app.get(
    '/api/ecmo/ecmodiagnosiscategories',
    { config: read, schema: { tags, response: { 200: z.array(diagnosisCategorySchema) } } },
    async () => listDiagnosisCategories(db),
  );
  for (const list of SIMPLE_LOOKUPS) {
    app.get(
      `/api/ecmo/${list}`,
      { config: read, schema: { tags, response: { 200: z.array(lookupSchema) } } },
      async () => listLookup(db, list),
    );
  }
};
