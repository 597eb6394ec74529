import multipart from '@fastify/multipart';
import { canAdministerPlatform, canReadHealthCareProviders } from '@scout/domain/access/rules';
import {
  HEALTH_CARE_PROVIDER_MESSAGES,
  healthCareProviderResponseSchema,
  healthCareProviderSchema,
  healthCareProviderSchemaForUpdate,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  providerLogoSchema,
  providerSearchQuerySchema,
} from '@scout/domain/admin/health-care-provider.schema';
import { HEALTH_CARE_PROVIDER_TYPES } from '@scout/domain/admin/provider-types';
import { idParam } from '@scout/domain/api/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../lib/audit.ts';
import { fieldError } from '../../../lib/http-errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import * as logos from './logo.service.ts';
import { LOGO_UPLOAD } from './logo.service.ts';
import * as service from './service.ts';

const admin = { access: canAdministerPlatform };
const reader = { access: canReadHealthCareProviders };
const tags = ['admin: health care providers'];
const BASE = '/api/ccmp/healthcareproviders';

const idParams = z.object({ id: idParam() });
const positiveId = idParam();
const idsQuery = z.object({
  ids: z.union([z.array(positiveId).max(service.PROVIDER_IDS_LIMIT), positiveId]).optional(),
});
const providerList = z.array(healthCareProviderResponseSchema);

/** Spec 1 §7, health care providers. Reads are open to every signed-in user; writes need a system admin. */
export const healthCareProviderRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, fileStore }) => {
  // Multipart only in this plugin's scope, with every limit set (GUIDE §6): one file of at most
  // 2MB (a longer one is cut and flagged truncated), a few fields, nothing else.
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  app.get(
    `${BASE}/search`,
    {
      config: reader,
      schema: { tags, querystring: providerSearchQuerySchema, response: { 200: providerList } },
    },
    async ({ query }) =>
      service.searchProviders(db, {
        keyword: query.keyword || undefined,
        healthCareProviderType: query.healthCareProviderType,
        jurisdictionId: query.jurisdictionId,
        countryId: query.countryId,
        activeOnly: query.activeOnly === 'true',
      }),
  );
  app.get(
    `${BASE}/types`,
    { config: reader, schema: { tags, response: { 200: z.array(z.string()) } } },
    async () => [...HEALTH_CARE_PROVIDER_TYPES],
  );
  app.get(
    BASE,
    { config: reader, schema: { tags, querystring: idsQuery, response: { 200: providerList } } },
    async ({ query }) => {
      const ids = query.ids === undefined ? [] : Array.isArray(query.ids) ? query.ids : [query.ids];
      return service.getProvidersByIds(db, ids);
    },
  );
  app.get(
    `${BASE}/:id`,
    {
      config: reader,
      schema: { tags, params: idParams, response: { 200: healthCareProviderResponseSchema } },
    },
    async ({ params }) => service.getProvider(db, params.id),
  );
  app.post(
    `${BASE}/create`,
    {
      config: admin,
      schema: { tags, body: healthCareProviderSchema, response: { 201: healthCareProviderResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProvider(db, actorOf(request), request.body)),
  );
  app.put(
    BASE,
    {
      config: admin,
      schema: {
        tags,
        body: healthCareProviderSchemaForUpdate,
        response: { 200: healthCareProviderResponseSchema },
      },
    },
    async (request) => service.updateProvider(db, actorOf(request), request.body),
  );

  app.post(
    `${BASE}/:id/logo`,
    {
      config: { ...admin, upload: LOGO_UPLOAD },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: providerLogoSchema },
      },
    },
    async (request) => {
      const missing = () => fieldError(LOGO_FIELD, HEALTH_CARE_PROVIDER_MESSAGES.logoMissing);
      if (!request.isMultipart()) throw missing();
      const part = await request.file();
      if (!part || part.fieldname !== LOGO_FIELD) throw missing();
      const bytes = await part.toBuffer();
      return logos.uploadLogo({ db, fileStore, log: request.log }, actorOf(request), request.params.id, {
        bytes,
        truncated: part.file.truncated,
      });
    },
  );
  app.delete(
    `${BASE}/:id/logo`,
    { config: admin, schema: { tags, params: idParams } },
    async (request, reply) => {
      await logos.deleteLogo({ db, fileStore, log: request.log }, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    `${BASE}/:id/logo`,
    { config: reader, schema: { tags, params: idParams, response: { 200: providerLogoSchema } } },
    async (request) => logos.getLogo({ db, fileStore, log: request.log }, request.params.id),
  );
};
