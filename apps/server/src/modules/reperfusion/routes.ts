import { idParam } from '@scout/domain/api/ids';
import { reperfusionCaseSchema } from '@scout/domain/reperfusion/case.schema';
import {
  reperfusionCaseExportQuerySchema,
  reperfusionCaseSearchQuerySchema,
  reperfusionCaseSearchResponseSchema,
} from '@scout/domain/reperfusion/dashboard.schema';
import {
  editPatientNoteSchema,
  newPatientNoteSchema,
  patientNoteSchema,
  patientNotesParamsSchema,
  patientNotesResponseSchema,
} from '@scout/domain/reperfusion/patient-note.schema';
import { canExportReperfusionCases } from '@scout/domain/reperfusion/rules';
import { REPERFUSION_SECTION_NAMES } from '@scout/domain/reperfusion/sections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseContextOf } from '../cases/case-module.ts';
import { casePartsMount, casePartsRoutes } from '../cases/mounts/module-mount.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { sendCsv } from '../stroke/export.ts';
import { strokeRecordRoutes } from '../stroke/record-routes.ts';
import * as caseService from './case.service.ts';
import { exportCases } from './export.service.ts';
import * as listService from './list.service.ts';
import { reperfusionModule as module, reperfusionParts, reperfusionService } from './module.ts';
import * as notesService from './notes.service.ts';

const CASES = module.basePath;
const NOTES = '/api/vst/patientnotes';
const read = { access: module.access.read };
const write = { access: module.access.write };
const tags = ['vst: reperfusion cases'];
const noteTags = ['vst: patient notes'];

/**
 * The reperfusion register's calls (spec 3 §2.11, §7.3; the register's API contract): the
 * dashboard search (polled every 10 s: a weak ETag from the page's version key, 304 when
 * unchanged), the export, the case load, its status and save, and the patient notes of §7.3. The
 * attachments are the shared part's.
 */
export const reperfusionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);

  await app.register(
    strokeRecordRoutes({
      module,
      path: CASES,
      tags,
      view: reperfusionCaseSchema,
      sections: REPERFUSION_SECTION_NAMES,
      list: {
        query: reperfusionCaseSearchQuerySchema,
        response: reperfusionCaseSearchResponseSchema,
        tables: listService.REPERFUSION_LIST_TABLES,
        build: listService.searchCases,
      },
      read: caseService.getCase,
      save: caseService.saveCase,
      status: caseService.caseStatus,
    }),
    deps,
  );
  app.get(
    `${CASES}/export-data`,
    {
      config: { access: canExportReperfusionCases },
      schema: { tags, querystring: reperfusionCaseExportQuerySchema },
    },
    async (request, reply) => sendCsv(reply, await exportCases(ctx(request), request.query)),
  );
  // Patient notes (§4.9, §7.3): read as the register, written with VST edit rights (Read users cannot edit notes, §6).
  app.get(
    `${NOTES}/:patientProfileId/:application/:foreignId`,
    {
      config: read,
      schema: {
        tags: noteTags,
        params: patientNotesParamsSchema,
        response: { 200: patientNotesResponseSchema },
      },
    },
    async (request) => notesService.listNotes(ctx(request), request.params),
  );
  app.post(
    NOTES,
    {
      config: write,
      schema: { tags: noteTags, body: newPatientNoteSchema, response: { 201: patientNoteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await notesService.createNote(ctx(request), request.body)),
  );
  app.put(
    `${NOTES}/:id`,
    {
      config: write,
      schema: {
        tags: noteTags,
        params: z.object({ id: idParam() }),
        body: editPatientNoteSchema,
        response: { 200: patientNoteSchema },
      },
    },
    async (request) => notesService.editNote(ctx(request), request.params.id, request.body),
  );
};

/**
 * Registers the register at start-up (app.ts), as `registerCaseModules` does a case module but
 * without the delete route (a case follows its consult's delete): its tables as patient
 * references (a merge moves them), its routes and its attachments.
 */
export async function registerReperfusionCases(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  deps.patientReferences.register({ table: 'vst_reperfusion_cases', column: 'patient_profile_id' });
  for (const ref of module.patientReferences ?? []) deps.patientReferences.register(ref);
  await app.register(reperfusionRoutes, deps);
  await app.register(casePartsRoutes(casePartsMount(reperfusionService), reperfusionParts), deps);
}
