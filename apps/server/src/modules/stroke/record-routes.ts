import { type Now, systemNow } from '@scout/domain/cases/dates';
import { newRecordResponseSchema } from '@scout/domain/stroke/record.schema';
import { type RecordStatusQuery, recordStatusQuerySchema } from '@scout/domain/stroke/record-actions.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessRule } from '../../plugins/auth.ts';
import { type CaseContext, caseContextOf } from '../cases/case-module.ts';
import { caseIdParams } from '../cases/case-parts.ts';
import { listAnswer } from '../cases/etag.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { type RecordSaveBody, recordSaveBody } from './record-save.ts';
import { statusStampOf } from './record-status.ts';

/**
 * The calls every stroke record shares (spec 3 §7.1-7.3), declared once per record instead of
 * written out per area: under the record's `path`,
 * - GET `{path}/search`: the polled dashboard, answered through the one conditional GET
 *   (`listAnswer`, keyed by the tables the page reads);
 * - POST `{path}`: create, 201 `{ data: { id } }`;
 * - GET `{path}/:id`: the record;
 * - PUT `{path}`: the whole-record save naming its `sectionsToUpdate` (record-save.ts: the
 *   sections are parsed by the service, laid over the stored record);
 * - GET `{path}/:id/status`: whether the record changed since the page's copy.
 * Read calls take the module's read rule, writes its write rule. The record's special actions
 * (close, decline, deactivate) and its lookups stay in the area's routes file, one route each.
 */
export interface StrokeRecordRoutes<N extends z.ZodType, Q extends z.ZodType> {
  module: { app: Parameters<typeof caseContextOf>[2]; access: { read: AccessRule; write: AccessRule } };
  path: string;
  /** OpenAPI tags of every route. */
  tags: readonly string[];
  /** The record as the API answers it (read and save). */
  view: z.ZodType;
  /** The sections a save may name (`sectionsToUpdate`). */
  sections: readonly [string, ...string[]];
  list?: {
    query: Q;
    response: z.ZodType;
    /** Every table the page's statements read (`*_LIST_TABLES`). */
    tables: readonly string[];
    build(ctx: CaseContext, query: z.output<Q>): Promise<unknown>;
  };
  /** Absent for a record created by another's action (the reperfusion register follows its consult). */
  create?: {
    body(now: Now, timeZone: string): N;
    run(ctx: CaseContext, body: z.output<N>): Promise<unknown>;
  };
  read(ctx: CaseContext, id: number): Promise<unknown>;
  save(ctx: CaseContext, body: RecordSaveBody): Promise<unknown>;
  status?(ctx: CaseContext, id: number, stamp: string): Promise<boolean>;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function strokeRecordRoutes<N extends z.ZodType, Q extends z.ZodType>(
  d: StrokeRecordRoutes<N, Q>,
): FastifyPluginAsyncZod<ModuleDeps> {
  const tags = [...d.tags];
  return async (app, deps) => {
    const ctx = (request: FastifyRequest) => caseContextOf(request, deps, d.module.app);
    const route = (method: string, url: string, access: AccessRule, schema: object, handler: Handler) =>
      app.route({ method, url, config: { access }, schema: { tags, ...schema }, handler });
    const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
    const { read, write } = d.module.access;

    const list = d.list;
    if (list) {
      route(
        'GET',
        `${d.path}/search`,
        read,
        { querystring: list.query, response: { 200: list.response } },
        async (request, reply) => {
          const c = ctx(request);
          return listAnswer(request, reply, c, {
            tables: list.tables,
            build: () => list.build(c, request.query as z.output<Q>),
          });
        },
      );
    }
    const create = d.create;
    if (create) {
      route(
        'POST',
        d.path,
        write,
        { body: create.body(systemNow, deps.config.timeZone), response: { 201: newRecordResponseSchema } },
        async (request, reply) =>
          reply.status(201).send(await create.run(ctx(request), request.body as z.output<N>)),
      );
    }
    route(
      'GET',
      `${d.path}/:id`,
      read,
      { params: caseIdParams, response: { 200: d.view } },
      async (request) => d.read(ctx(request), idOf(request)),
    );
    route(
      'PUT',
      d.path,
      write,
      { body: recordSaveBody(d.sections), response: { 200: d.view } },
      async (request) => d.save(ctx(request), request.body as RecordSaveBody),
    );
    const status = d.status;
    if (status) {
      route(
        'GET',
        `${d.path}/:id/status`,
        read,
        { params: caseIdParams, querystring: recordStatusQuerySchema, response: { 200: z.boolean() } },
        async (request) =>
          status(
            ctx(request),
            idOf(request),
            statusStampOf(idOf(request), request.query as RecordStatusQuery),
          ),
      );
    }
  };
}
