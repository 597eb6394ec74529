import { canExportVstData } from '@scout/domain/access/rules';
import { VST_REPORT_CATEGORIES } from '@scout/domain/reports/export-request.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { strokeExportRoutes } from '../stroke/export.routes.ts';
import { vstExport } from './export.service.ts';
import { vstConsultModule as module } from './module.ts';
import { vstReportRoutes } from './report.routes.ts';

/**
 * The VST exports of spec 3 §7.1, all with the VST export privilege (§6 `canExportVstData`):
 * GET /vstdataexport/generate/csv/columns?category=Consult|Followup, POST
 * /vstdataexport/generate/csv (export.service.ts), and POST /vstreports/monthly and /quarterly
 * (report.routes.ts).
 */
export const vstExportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(
    strokeExportRoutes({
      base: '/api/vst/vstdataexport/generate',
      tags: ['vst: exports'],
      access: canExportVstData,
      categories: VST_REPORT_CATEGORIES,
      declaration: vstExport,
      context: (request: FastifyRequest) => caseContextOf(request, deps, module.app),
      queryOf: (body) => body.searchQuery,
    }),
  );
  await app.register(vstReportRoutes, deps);
};
