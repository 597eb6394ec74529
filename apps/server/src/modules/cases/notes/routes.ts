import { idParam } from '@scout/domain/api/ids';
import { caseNoteSchema, caseNoteSchemaOut } from '@scout/domain/cases/case-note.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { caseContextOf } from '../case-context.ts';
import { type CasePartsMount, caseIdParams, scopedMount } from '../case-parts.ts';
import * as service from './service.ts';

const noteIdParams = z.object({ noteId: idParam() });

function authorOf(request: FastifyRequest, deps: ModuleDeps, mount: CasePartsMount): service.NoteAuthor {
  const ctx = caseContextOf(request, deps, mount.app);
  return { actor: ctx.actor, userId: ctx.user.id, displayName: ctx.user.displayName, ctx };
}

/**
 * Case notes (spec 2 §4.8, §5.4, §7.1) for one case module:
 * POST and GET {basePath}/{id}/notes, PUT {basePath}/notes/{noteId}.
 * Usage: `await app.register(caseNotesRoutes({ module: 'ecmo', basePath: '/api/ecmo/cases', ... }), deps)`.
 */
export function caseNotesRoutes(mount: CasePartsMount): FastifyPluginAsyncZod<ModuleDeps> {
  const tags = [`${mount.module}: case notes`];
  const read = { access: mount.canRead };
  const write = { access: mount.canWrite };
  return async (app, deps) => {
    const { db, config } = deps;
    app.get(
      `${mount.basePath}/:id/notes`,
      { config: read, schema: { tags, params: caseIdParams, response: { 200: z.array(caseNoteSchemaOut) } } },
      async (request) => service.listNotes(db, scopedMount(mount, request), request.params.id),
    );
    app.post(
      `${mount.basePath}/:id/notes`,
      {
        config: write,
        schema: { tags, params: caseIdParams, body: caseNoteSchema, response: { 201: caseNoteSchemaOut } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.addNote(
              db,
              scopedMount(mount, request),
              authorOf(request, deps, mount),
              request.params.id,
              request.body,
            ),
          ),
    );
    app.put(
      `${mount.basePath}/notes/:noteId`,
      {
        config: write,
        schema: { tags, params: noteIdParams, body: caseNoteSchema, response: { 200: caseNoteSchemaOut } },
      },
      async (request) =>
        service.editNote(
          db,
          scopedMount(mount, request),
          authorOf(request, deps, mount),
          request.params.noteId,
          request.body,
          config.timeZone,
        ),
    );
  };
}
