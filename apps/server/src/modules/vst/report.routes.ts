import { canExportVstData } from '@scout/domain/access/rules';
import {
  PERIODIC_REPORT_TYPES,
  periodicReportRequestSchema,
} from '@scout/domain/reports/periodic-report.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseContextOf } from '../cases/case-module.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { vstConsultModule as module } from './module.ts';
import { periodicReport } from './report.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /api/vst/vstreports/monthly and /quarterly (spec 3 §7.1) with { fromDate, toDate } (§5.10:
 * both required, From not after To): the spreadsheet (report.service.ts), 204 when the range has
 * no record. Only export-permitted users (§6: the VST export privilege, `canExportVstData`).
 */
export const vstReportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  for (const type of PERIODIC_REPORT_TYPES) {
    app.post(
      `/api/vst/vstreports/${type}`,
      {
        config: { access: canExportVstData },
        schema: { tags: ['vst: reports'], body: periodicReportRequestSchema },
      },
      async (request, reply) => {
        const report = await periodicReport(caseContextOf(request, deps, module.app), type, request.body);
        if (!report.stream) return reply.code(204).send();
        return reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${report.fileName}"`)
          .header('x-row-count', String(report.rowCount))
          .send(report.stream);
      },
    );
  }
};
