import { canExportVtisAuscrData, canExportVtisData } from '@scout/domain/access/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import type { ModuleDeps } from '../module-deps.ts';
import {
  exportColumnsQuerySchema,
  exportRequestSchema,
  exportSectionsSchema,
} from '../stroke/export.schema.ts';
import {
  type CsvExport,
  exportAuscr,
  exportColumns,
  exportCsv,
  VTIS_EXPORT_CATEGORIES,
} from './export.service.ts';
import { vtisConsultModule as module } from './module.ts';

const EXPORT = '/api/vtis/vtisdataexport/generate';
const tags = ['vtis: exports'];

/** A CSV answer: 204 with no body when there is nothing to export, else the stream as an attachment. */
function sendCsv(reply: FastifyReply, csv: CsvExport) {
  if (!csv.stream) return reply.code(204).send();
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('x-row-count', String(csv.rowCount))
    .send(csv.stream);
}

/**
 * The VTIS exports of spec 3 §7.2 (export.service.ts): GET /vtisdataexport/generate/csv/columns
 * and POST /vtisdataexport/generate/csv need the VTIS export privilege (`canExportVtisData`), POST
 * /vtisdataexport/generate/auscr the AuSCR one (`canExportVtisAuscrData`, §6).
 */
export const vtisExportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const ctx = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  app.get(
    `${EXPORT}/csv/columns`,
    {
      config: { access: canExportVtisData },
      schema: {
        tags,
        querystring: exportColumnsQuerySchema(VTIS_EXPORT_CATEGORIES),
        response: { 200: exportSectionsSchema },
      },
    },
    async (request) => exportColumns(request.query.category),
  );
  app.post(
    `${EXPORT}/csv`,
    {
      config: { access: canExportVtisData },
      schema: { tags, body: exportRequestSchema(VTIS_EXPORT_CATEGORIES) },
    },
    async (request, reply) => sendCsv(reply, await exportCsv(ctx(request), request.body)),
  );
  app.post(
    `${EXPORT}/auscr`,
    {
      config: { access: canExportVtisAuscrData },
      schema: { tags, body: exportRequestSchema(['VtisConsult'] as const) },
    },
    async (request, reply) => sendCsv(reply, await exportAuscr(ctx(request), request.body.vtisSearchQuery)),
  );
};
