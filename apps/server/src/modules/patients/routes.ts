import {
  canAdministerPlatform,
  canEditPatientProfiles,
  canSearchPatientProfiles,
} from '@scout/domain/access/rules';
import { DB_INT_MAX, ID_MESSAGES, idParam } from '@scout/domain/api/ids';
import { todayIn } from '@scout/domain/patients/dates';
import { PATIENT_LIMITS as L } from '@scout/domain/patients/limits';
import {
  mergeItemsQuerySchema,
  mergeProfilesSchema,
  profileMergeItemsSchema,
} from '@scout/domain/patients/merge.schema';
import {
  addressSchema,
  makePatientProfileSchema,
  patientProfileSchemaOut,
  patientSearchRequestSchema,
  patientSearchResultSchema,
  previousAddressSchema,
} from '@scout/domain/patients/patient-profile.schema';
import { presentationSchema } from '@scout/domain/patients/presentations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/audit.ts';
import { patientScopeOf } from '../../plugins/provider-scope.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as merge from './merge.service.ts';
import { notifyPatientMerged } from './notify.ts';
import * as reads from './reads.service.ts';
import * as service from './service.ts';

const BASE = '/api/ccmp/patientprofiles';
const tags = ['admin: patient profiles'];
const search = { access: canSearchPatientProfiles };
const edit = { access: canEditPatientProfiles };
const admin = { access: canAdministerPlatform };

/** Ids arrive as text: a malformed one answers the same 404 as an unknown one (service.parseProfileId). */
const idParams = z.object({ id: z.string() });
const urnEntrySchema = z.object({
  healthCareProviderId: z.number().int(),
  healthCareProviderName: z.string(),
  healthCareProviderNickName: z.string(),
  urn: z.string(),
});

export const patientRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, config } = deps;
  const ctx = (request: FastifyRequest) => ({
    actor: actorOf(request),
    today: todayIn(config.timeZone),
    scope: patientScopeOf(request),
  });
  const profileBody = makePatientProfileSchema(() => todayIn(config.timeZone));

  app.post(
    BASE,
    { config: edit, schema: { tags, body: profileBody, response: { 201: patientProfileSchemaOut } } },
    async (request, reply) =>
      reply.status(201).send(await service.createProfile(db, ctx(request), request.body)),
  );
  app.put(
    BASE,
    { config: edit, schema: { tags, body: profileBody, response: { 200: patientProfileSchemaOut } } },
    async (request) => service.updateProfile(db, ctx(request), request.body),
  );
  app.get(
    `${BASE}/search`,
    {
      config: search,
      schema: { tags, querystring: patientSearchRequestSchema, response: { 200: patientSearchResultSchema } },
      // The busiest call: its answer is built field by field from typed rows (toPatientProfile), so
      // it is written as is instead of being re-validated by zod on the way out (a tenth of the
      // call's server time). The schema still documents it; the route tests check answers match it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => reads.searchProfiles(db, ctx(request), request.query),
  );
  app.get(
    `${BASE}/validateurn`,
    {
      config: search,
      schema: {
        tags,
        querystring: z.object({
          patientProfileId: z.coerce
            .number()
            .int()
            .nonnegative()
            .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
            .default(0),
          healthCareProviderId: idParam(),
          urn: z.string().trim().min(1).max(L.urn),
        }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => reads.isUrnFree(db, request.query),
  );
  app.get(
    `${BASE}/patienthealthcareproviderurn`,
    {
      config: search,
      schema: {
        tags,
        querystring: z.object({
          patientProfileId: idParam(),
          healthCareProviderId: idParam(),
        }),
        response: { 200: urnEntrySchema.nullable() },
      },
    },
    async (request) => reads.findUrnEntry(db, ctx(request), request.query),
  );
  app.get(
    `${BASE}/profilemergeitems`,
    {
      config: admin,
      schema: { tags, querystring: mergeItemsQuerySchema, response: { 200: profileMergeItemsSchema } },
    },
    async (request) =>
      merge.getMergeItems(
        db,
        { ...ctx(request), timeZone: config.timeZone },
        request.query.targetProfileId,
        request.query.sourceProfileId,
      ),
  );
  app.put(
    `${BASE}/mergeprofiles`,
    {
      config: admin,
      schema: { tags, body: mergeProfilesSchema, response: { 200: patientProfileSchemaOut } },
    },
    async (request) => {
      const merged = await merge.mergeProfiles(db, ctx(request), request.body, deps.patientReferences.list());
      const mergedBy = request.currentUser?.email;
      if (mergedBy) {
        await notifyPatientMerged(
          { db, config },
          {
            targetProfileId: request.body.targetProfileId,
            sourceProfileId: request.body.sourceProfileId,
            mergedBy,
            mergedAt: new Date(),
          },
          request.log,
        );
      }
      return merged;
    },
  );
  app.get(
    `${BASE}/:id`,
    { config: search, schema: { tags, params: idParams, response: { 200: patientProfileSchemaOut } } },
    async (request) => service.getProfile(db, ctx(request), service.parseProfileId(request.params.id)),
  );
  app.get(
    `${BASE}/:id/presentations`,
    { config: search, schema: { tags, params: idParams, response: { 200: z.array(presentationSchema) } } },
    async (request) => reads.listPresentations(db, ctx(request), service.parseProfileId(request.params.id)),
  );
  app.get(
    `${BASE}/:id/previous-addresses`,
    { config: search, schema: { tags, params: idParams, response: { 200: z.array(previousAddressSchema) } } },
    async (request) =>
      reads.listPreviousAddresses(db, ctx(request), service.parseProfileId(request.params.id)),
  );
  app.post(
    `${BASE}/:id/update-address`,
    {
      config: edit,
      schema: { tags, params: idParams, body: addressSchema, response: { 200: patientProfileSchemaOut } },
    },
    async (request) =>
      service.updateAddress(db, ctx(request), service.parseProfileId(request.params.id), request.body),
  );
};
