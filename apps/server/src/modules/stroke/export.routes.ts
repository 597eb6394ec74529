import type { Principal } from '@scout/domain/access/principal';
import {
  type ReportCategory,
  type ReportSearchQuery,
  reportColumnsQuerySchemaOf,
  reportColumnsResponseSchema,
  reportExportRequestSchemaOf,
} from '@scout/domain/reports/export-request.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CaseContext } from '../cases/case-module.ts';
import { exportColumns, exportCsv, type StrokeExportDeclaration, sendCsv } from './export.ts';

/**
 * The two CSV report calls of a stroke service (spec 3 §7.1, §7.2): GET {base}/csv/columns?category=
 * (the picker's sections) and POST {base}/csv (the CSV, 204 when empty), both with the service's
 * export privilege (§6). `queryOf` picks the filters the service reads from the request (§3.8:
 * VST's searchQuery, VTIS's vtisSearchQuery).
 */
export function strokeExportRoutes<const C extends readonly [ReportCategory, ...ReportCategory[]]>(o: {
  base: string;
  tags: string[];
  access: (p: Principal) => boolean;
  categories: C;
  declaration: StrokeExportDeclaration<C[number]>;
  context: (request: FastifyRequest) => CaseContext;
  queryOf: (body: {
    searchQuery: ReportSearchQuery | null;
    vtisSearchQuery: ReportSearchQuery | null;
  }) => ReportSearchQuery | null;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: o.access };
    app.get(
      `${o.base}/csv/columns`,
      {
        config,
        schema: {
          tags: o.tags,
          querystring: reportColumnsQuerySchemaOf(o.categories),
          response: { 200: reportColumnsResponseSchema },
        },
      },
      async (request) => exportColumns(o.declaration, request.query.category as C[number]),
    );
    app.post(
      `${o.base}/csv`,
      { config, schema: { tags: o.tags, body: reportExportRequestSchemaOf(o.categories) } },
      async (request, reply) =>
        sendCsv(
          reply,
          await exportCsv(o.declaration, o.context(request), {
            category: request.body.category as C[number],
            query: o.queryOf(request.body),
            sections: request.body.sections,
          }),
        ),
    );
  };
}
