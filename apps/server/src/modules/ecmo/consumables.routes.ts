import { canManageEcmoConsumables } from '@scout/domain/access/rules';
import { systemNow } from '@scout/domain/cases/dates';
import {
  consumableItemIdSchema,
  consumableItemSchemaOut,
  consumableListRowSchema,
  makeConsumableItemSchema,
} from '@scout/domain/ecmo/consumable-item.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/audit.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as service from './consumables.service.ts';

const admin = { access: canManageEcmoConsumables };
const tags = ['ecmo: consumables'];
/** The spec does not show the base of the item calls; SCOUT keeps them under /api/ecmo. */
const BASE = '/api/ecmo/ecmoItem';
const list = { 200: z.array(consumableListRowSchema) };

export const ecmoConsumableRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const body = makeConsumableItemSchema(systemNow, config.timeZone);
  app.get(`${BASE}/available`, { config: admin, schema: { tags, response: list } }, async () =>
    service.listItems(db, config.timeZone, false),
  );
  app.get(`${BASE}/nearexpiry`, { config: admin, schema: { tags, response: list } }, async () =>
    service.listItems(db, config.timeZone, true),
  );
  app.post(
    BASE,
    { config: admin, schema: { tags, body, response: { 201: consumableItemSchemaOut } } },
    async (request, reply) =>
      reply.status(201).send(await service.createItem(db, actorOf(request), request.body)),
  );
  app.put(
    BASE,
    { config: admin, schema: { tags, body, response: { 200: consumableItemSchemaOut } } },
    async (request) => service.updateItem(db, actorOf(request), request.body, config.timeZone),
  );
  app.get(
    `${BASE}/:id`,
    {
      config: admin,
      schema: {
        tags,
        params: z.object({ id: consumableItemIdSchema }),
        response: { 200: consumableItemSchemaOut },
      },
    },
    async (request) => service.getItem(db, request.params.id),
  );
};
