import { canExportVtisAuscrData, canExportVtisData } from '@scout/domain/access/rules';
import {
  reportExportRequestSchemaOf,
  VTIS_REPORT_CATEGORIES,
} from '@scout/domain/reports/export-request.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { strokeExportRoutes } from '../stroke/export.routes.ts';
import { sendCsv } from '../stroke/export.ts';
import { exportAuscr, vtisExport } from './export.service.ts';
import { vtisConsultModule as module } from './module.ts';

const EXPORT = '/api/vtis/vtisdataexport/generate';
const tags = ['vtis: exports'];

/**
 * The VTIS exports of spec 3 §7.2 (export.service.ts): GET /vtisdataexport/generate/csv/columns
 * and POST /vtisdataexport/generate/csv need the VTIS export privilege (`canExportVtisData`), POST
 * /vtisdataexport/generate/auscr the AuSCR one (`canExportVtisAuscrData`, §6).
 */
export const vtisExportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const context = (request: FastifyRequest) => caseContextOf(request, deps, module.app);
  await app.register(
    strokeExportRoutes({
      base: EXPORT,
      tags,
      access: canExportVtisData,
      categories: VTIS_REPORT_CATEGORIES,
      declaration: vtisExport,
      context,
      queryOf: (body) => body.vtisSearchQuery,
    }),
  );
  app.post(
    `${EXPORT}/auscr`,
    {
      config: { access: canExportVtisAuscrData },
      schema: { tags, body: reportExportRequestSchemaOf(['VtisConsult'] as const) },
    },
    async (request, reply) =>
      sendCsv(reply, await exportAuscr(context(request), request.body.vtisSearchQuery)),
  );
};
