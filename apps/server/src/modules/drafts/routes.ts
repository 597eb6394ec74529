import {
  DRAFT_MAX_BODY_BYTES,
  draftRecordParams,
  draftSectionParams,
  sectionDraftBody,
  sectionDraftsSchemaOut,
} from '@scout/domain/cases/section-draft';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/audit.ts';
import { currentUserOf, principalOf } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { subscribeDraftPurges } from './purge.ts';
import { type DraftService, type DraftUser, purgeExpiredDrafts } from './service.ts';

/** How often the server deletes drafts older than 7 days. */
export const DRAFT_SWEEP_MS = 60 * 60 * 1000;

function draftUserOf(request: FastifyRequest): DraftUser {
  const user = currentUserOf(request);
  return {
    id: user.id,
    principal: principalOf(request),
    providerIdsByApp: user.providerIdsByApp,
    actor: actorOf(request),
  };
}

/**
 * Never-lost drafts (issue 15 item 2), for the signed-in author only:
 * GET /api/drafts/{module}/{recordId} (their drafts of the record, at most 7 days old),
 * PUT /api/drafts/{module}/{recordId}/{section} `{ values }` (at most 256 KB),
 * DELETE /api/drafts/{module}/{recordId}/{section} and DELETE /api/drafts/{module}/{recordId}.
 * A section save of the record deletes the saver's drafts of the saved sections, and its delete
 * every draft of it, in that write's transaction (purge.ts, subscribed here at start-up).
 * `module` is a case module's name ('ecmo', 'telehealth', 'vst', 'vtis-followup', ...). Every
 * call needs the module's write rule and the record visible to the user. An unref'd hourly sweep
 * (started when the server is ready, stopped when it closes) deletes drafts older than 7 days.
 */
export const draftRoutes: FastifyPluginAsyncZod<ModuleDeps & { drafts: DraftService }> = async (
  app,
  { db, drafts },
) => {
  // A save or delete of a record purges its drafts in the same transaction (purge.ts).
  subscribeDraftPurges();
  let sweep: ReturnType<typeof setInterval> | null = null;
  const purge = () =>
    purgeExpiredDrafts(db).catch((err: unknown) => app.log.warn({ err }, 'draft sweep failed'));
  app.addHook('onReady', async () => {
    await purge();
    sweep = setInterval(() => void purge(), DRAFT_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
  });

  const config = { access: drafts.mayDraft };
  const tags = ['drafts'];
  app.get(
    '/api/drafts/:module/:recordId',
    { config, schema: { tags, params: draftRecordParams, response: { 200: sectionDraftsSchemaOut } } },
    async (request) => drafts.list(draftUserOf(request), request.params.module, request.params.recordId),
  );
  app.put(
    '/api/drafts/:module/:recordId/:section',
    {
      config,
      bodyLimit: DRAFT_MAX_BODY_BYTES,
      schema: { tags, params: draftSectionParams, body: sectionDraftBody, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { module, recordId, section } = request.params;
      await drafts.save(draftUserOf(request), module, recordId, section, request.body.values);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/drafts/:module/:recordId/:section',
    { config, schema: { tags, params: draftSectionParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { module, recordId, section } = request.params;
      await drafts.discard(draftUserOf(request), module, recordId, section);
      return reply.status(204).send(null);
    },
  );
  app.delete(
    '/api/drafts/:module/:recordId',
    { config, schema: { tags, params: draftRecordParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const { module, recordId } = request.params;
      await drafts.discard(draftUserOf(request), module, recordId);
      return reply.status(204).send(null);
    },
  );
};
