import { canAdministerPlatform, canEditPatientProfiles } from '@scout/domain/access/rules';
import {
  COUNTRY_SEARCH_LIMIT,
  countryFindQuerySchema,
  countrySchema,
  jurisdictionResponseSchema,
  jurisdictionSchema,
  jurisdictionSchemaForUpdate,
  setParticipatingSchema,
} from '@scout/domain/admin/jurisdiction.schema';
import { idParam } from '@scout/domain/api/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../lib/audit.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { findCountries, listParticipatingCountries } from './repo.ts';
import * as service from './service.ts';

const admin = { access: canAdministerPlatform };
const tags = ['admin: countries'];

export const countryRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/api/ccmp/countries/participating',
    { config: admin, schema: { tags, response: { 200: z.array(countrySchema) } } },
    async () => listParticipatingCountries(db),
  );
  app.get(
    '/api/ccmp/countries/find',
    {
      // Country search also serves patient addresses (any SACC country), so whoever may edit a
      // patient profile may search; the participating list and its changes stay admin-only.
      config: { access: canEditPatientProfiles },
      schema: { tags, querystring: countryFindQuerySchema, response: { 200: z.array(countrySchema) } },
    },
    async ({ query }) =>
      findCountries(db, query.keyword, query.onlyNonParticipatingCountries === 'true', COUNTRY_SEARCH_LIMIT),
  );
  app.post(
    '/api/ccmp/countries/setParticipating',
    {
      config: admin,
      schema: {
        tags,
        body: setParticipatingSchema,
        response: { 200: countrySchema.extend({ isParticipating: z.boolean() }) },
      },
    },
    async (request) => service.toggleParticipating(db, actorOf(request), request.body.id),
  );
  app.get(
    '/api/ccmp/jurisdictions/:countryId',
    {
      config: admin,
      schema: {
        tags,
        params: z.object({ countryId: idParam() }),
        response: { 200: z.array(jurisdictionResponseSchema) },
      },
    },
    async (request) => service.listJurisdictions(db, request.params.countryId),
  );
  app.post(
    '/api/ccmp/jurisdictions/create',
    {
      config: admin,
      schema: { tags, body: jurisdictionSchema, response: { 201: jurisdictionResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createJurisdiction(db, actorOf(request), request.body)),
  );
  app.post(
    '/api/ccmp/jurisdictions/update',
    {
      config: admin,
      schema: { tags, body: jurisdictionSchemaForUpdate, response: { 200: jurisdictionResponseSchema } },
    },
    async (request) => service.updateJurisdiction(db, actorOf(request), request.body),
  );
};
