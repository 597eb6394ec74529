import { requiredId, saveMetaShape } from '@scout/domain/cases/fields';
import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { sectionsToUpdateList } from '@scout/domain/cases/sections-to-update';
import { todayIn } from '@scout/domain/patients/dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { ConcurrencyFields } from '../../lib/concurrency.ts';
import type { AccessRule } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { type CaseArea, handWrittenArea, handWrittenRecord } from './area.ts';
import {
  type CaseContext,
  type CaseInsert,
  type CaseModule,
  type CaseRow,
  type CaseService,
  type CaseTable,
  caseContextOf,
  caseService,
  type SectionChange,
} from './case-module.ts';
import { caseIdParams } from './case-parts.ts';
import { unlessUnchanged } from './etag.ts';
import { tablesVersion } from './list-version.ts';
import type { CasePartsOptions } from './mounts/module-mount.ts';

/**
 * The routes of a clinical area derived from one declaration (issue 25 item 1; Medplum's
 * FhirRouter is the model: one router, the area's differences as data). The declaration names the
 * area's case module (case-module.ts: table, scope, closed rule, access, audit names) and the
 * spec's calls as data: their paths, body and answer schemas, and the few functions that differ
 * (build a new record, apply a section, build a list page). From it the framework registers, the
 * same way for every area:
 * - create: POST {create.path} (201), the record and its presentation written and audited together;
 * - read: GET {read.path} (404 when deleted or outside the user's providers), audited;
 * - each section's save: PATCH {basePath}/:id/{section} by default, or any method and path the spec
 *   names (a path without ':id' takes the id in the body); the framework's section save: lock, 403
 *   on a closed record, 409 on a stale lastModified unless forceUpdate, audit, the saving user's
 *   drafts of the section deleted; answers the whole record;
 * - optionally the whole-record save (PUT {basePath} with `sectionsToUpdate`), applying the listed
 *   sections' own apply functions in one save;
 * - the list (polled): conditional GET keyed by the change counts of the tables it reads
 *   (`tablesVersion`), the filters, the provider scope and the calendar day: an unchanged poll is a
 *   304 without building the page; a built page is audited with its filters and count;
 * - through `registerCaseModules`: the delete route with its reason, the shared parts (notes,
 *   attachments, transfer) and the record's patient references.
 * Every route carries the module's access rule (`config.access`), zod schemas for what it reads and
 * an answer schema, and the area's OpenAPI tags, as hand-written routes do.
 */

/** A schema, or one built for the service's time zone (most clinical schemas check dates against today). */
export type ZoneSchema<S> = S | ((timeZone: string) => S);

const inZone = <S>(schema: ZoneSchema<S>, timeZone: string): S =>
  typeof schema === 'function' ? (schema as (tz: string) => S)(timeZone) : schema;

// biome-ignore lint/suspicious/noExplicitAny: any object schema (its shape is the section's)
type AnyObject = z.ZodObject<any>;

/** The save's own fields (never a section's values): the record id and the 409 rule's. */
const META_KEYS = ['id', 'lastModified', 'forceUpdate', 'sectionsToUpdate'];
const withoutMeta = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !META_KEYS.includes(key)));

/** One section of an area: its save call and how its values change the record. */
export interface SectionRoute<T extends CaseTable, B extends AnyObject> {
  /** Default 'PATCH'. */
  method?: 'PATCH' | 'PUT';
  /** Default `{basePath}/:id/{section}`; without ':id' the body carries the id (`PUT /case/referrer`). */
  path?: string;
  /** The section's fields; the framework adds lastModified and forceUpdate (and the id, see `path`). */
  body: ZoneSchema<B>;
  /** The audited entity ('referrer' -> '<prefix>.referrer.update'). */
  entity: string;
  /** Defaults to 'update'. */
  verb?: string;
  /** The web forms the save stores (never-lost drafts deleted with the save); default: the section's key. */
  drafts?: readonly string[];
  /** Checks and applies the values to the locked record, inside the save (throw HttpError to refuse). */
  apply(
    tx: Tx,
    before: CaseRow<T>,
    values: z.output<B>,
    ctx: CaseContext,
  ): Promise<SectionChange<T>> | SectionChange<T>;
}

export interface CaseAreaDeclaration<
  T extends CaseTable,
  View,
  C extends keyof CaseRow<T>,
  N extends z.ZodType,
  Q extends z.ZodType,
  S extends Record<string, AnyObject>,
> {
  /** The area's name in the composition list; default: the module's. */
  name?: string;
  module: CaseModule<T, View, C>;
  /** OpenAPI tags of every route. */
  tags: readonly string[];
  /** The record as the API answers it (read and every save). */
  view: z.ZodType;
  create: {
    /** Default: the base path. */
    path?: string;
    body: ZoneSchema<N>;
    /** Default `{ id, caseId }`. */
    response?: z.ZodType;
    /** The new row's values, checked inside the create's transaction (throw HttpError to refuse). */
    build(ctx: CaseContext, tx: Tx, body: z.output<N>): Promise<CaseInsert<T>> | CaseInsert<T>;
    /** The 201 answer; default `{ id, caseId }`. */
    answer?(created: { id: number; caseId: string; row: CaseRow<T> }): unknown;
  };
  /** Default `{basePath}/:id`. */
  readPath?: string;
  sections: { [K in keyof S]: SectionRoute<T, S[K]> };
  /** PUT {basePath} (default) naming its sections in `sectionsToUpdate`; each listed one is applied. */
  wholeRecord?: { method?: 'PUT' | 'PATCH'; path?: string; entity: string };
  list?: {
    path: string;
    query: Q;
    response: z.ZodType;
    /** Every table the page's statements read (`*_LIST_TABLES`): its version is their change counts. */
    tables: readonly string[];
    /** The audited verb (`<prefix>.<entity>.<verb>`); default 'list'. */
    verb?(query: z.output<Q>): string;
    /** The page, and how many records it shows (audited). */
    build(ctx: CaseContext, query: z.output<Q>): Promise<{ answer: unknown; count: number }>;
  };
  /** The shared parts the records mount (notes, attachments, transfer). */
  parts?: CasePartsOptions;
}

/** A declared area: its composition entry, with its service and derived routes. */
export interface DeclaredCaseArea<T extends CaseTable, View> extends CaseArea {
  service: CaseService<T, View>;
  routes: FastifyPluginAsyncZod<ModuleDeps>;
}

const newRecordAnswer = z.object({ id: z.number().int(), caseId: z.string() });

/** Declares a clinical area on the framework: its service, routes and composition entry. */
export function defineCaseArea<
  T extends CaseTable,
  View,
  C extends keyof CaseRow<T>,
  N extends z.ZodType,
  Q extends z.ZodType,
  S extends Record<string, AnyObject>,
>(d: CaseAreaDeclaration<T, View, C, N, Q, S>): DeclaredCaseArea<T, View> {
  const m = d.module;
  const service = caseService(m);
  const routes = caseAreaRoutes(d, service);
  return {
    ...handWrittenArea(d.name ?? m.name, [handWrittenRecord(service, routes, d.parts ?? {})]),
    service,
    routes,
  };
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function caseAreaRoutes<
  T extends CaseTable,
  View,
  C extends keyof CaseRow<T>,
  N extends z.ZodType,
  Q extends z.ZodType,
  S extends Record<string, AnyObject>,
>(
  d: CaseAreaDeclaration<T, View, C, N, Q, S>,
  service: CaseService<T, View>,
): FastifyPluginAsyncZod<ModuleDeps> {
  const m = d.module;
  const base = m.basePath;
  const tags = [...d.tags];
  return async (app, deps) => {
    const tz = deps.config.timeZone;
    const ctx = (request: FastifyRequest) => caseContextOf(request, deps, m.app);
    const route = (
      method: string,
      url: string,
      access: AccessRule,
      schema: Record<string, unknown>,
      handler: Handler,
    ) => app.route({ method, url, config: { access }, schema: { tags, ...schema }, handler });
    const input = <V>(request: FastifyRequest) => request.body as V;

    route(
      'POST',
      d.create.path ?? base,
      m.access.write,
      {
        body: inZone(d.create.body, tz),
        response: { 201: d.create.response ?? newRecordAnswer },
      },
      async (request, reply) => {
        const c = ctx(request);
        const created = await service.create(c, async (tx) =>
          d.create.build(c, tx, input<z.output<N>>(request)),
        );
        const answer = d.create.answer?.(created) ?? { id: created.id, caseId: created.caseId };
        return reply.status(201).send(answer);
      },
    );
    route(
      'GET',
      d.readPath ?? `${base}/:id`,
      m.access.read,
      { params: caseIdParams, response: { 200: d.view } },
      async (request) => service.read(ctx(request), (request.params as { id: number }).id),
    );

    const sections = Object.entries(d.sections) as Array<[string, SectionRoute<T, AnyObject>]>;
    for (const [key, section] of sections) {
      const url = section.path ?? `${base}/:id/${key}`;
      const idInPath = url.includes(':id');
      const body = inZone(section.body, tz).extend(
        idInPath ? saveMetaShape : { id: requiredId, ...saveMetaShape },
      );
      route(
        section.method ?? 'PATCH',
        url,
        m.access.write,
        { ...(idInPath ? { params: caseIdParams } : {}), body, response: { 200: d.view } },
        async (request) => {
          const b = input<Record<string, unknown> & ConcurrencyFields & { id?: number }>(request);
          const id = idInPath ? (request.params as { id: number }).id : (b.id as number);
          const c = ctx(request);
          return service.saveSection(c, id, b, {
            entity: section.entity,
            verb: section.verb,
            drafts: section.drafts ?? [key],
            apply: async (tx, before) => section.apply(tx, before, withoutMeta(b), c),
          });
        },
      );
    }

    if (d.wholeRecord) {
      const whole = d.wholeRecord;
      const names = sections.map(([key]) => key) as [string, ...string[]];
      const body = z
        .object({
          id: requiredId,
          ...saveMetaShape,
          sectionsToUpdate: sectionsToUpdateList(names),
          ...Object.fromEntries(sections.map(([key, s]) => [key, inZone(s.body, tz).nullable().optional()])),
        })
        .superRefine((value, issues) => {
          const v = value as Record<string, unknown> & { sectionsToUpdate: string[] };
          for (const name of v.sectionsToUpdate)
            if (v[name] == null)
              issues.addIssue({ code: 'custom', path: [name], message: CASE_MESSAGES.sectionMissing });
        });
      route(
        whole.method ?? 'PUT',
        whole.path ?? base,
        m.access.write,
        { body, response: { 200: d.view } },
        async (request) => {
          const b = input<
            Record<string, unknown> & ConcurrencyFields & { id: number; sectionsToUpdate: string[] }
          >(request);
          const listed = sections.filter(([key]) => b.sectionsToUpdate.includes(key));
          const c = ctx(request);
          return service.saveSection(c, b.id, b, {
            entity: whole.entity,
            drafts: listed.flatMap(([key, s]) => s.drafts ?? [key]),
            apply: async (tx, before) => {
              // Each listed section sees the record as the sections before it left it.
              let row = before;
              let values: Partial<CaseInsert<T>> = {};
              for (const [key, s] of listed) {
                const change = await s.apply(tx, row, b[key] as Record<string, unknown>, c);
                values = { ...values, ...change.values };
                row = { ...row, ...change.values } as CaseRow<T>;
              }
              return { values };
            },
          });
        },
      );
    }

    if (d.list) {
      const list = d.list;
      route(
        'GET',
        list.path,
        m.access.read,
        { querystring: list.query, response: { 200: list.response } },
        async (request, reply) => {
          const c = ctx(request);
          const query = request.query as z.output<Q>;
          return unlessUnchanged(
            request,
            reply,
            async () => ({
              tables: await tablesVersion(c.db, list.tables),
              today: todayIn(tz),
              query,
              scope: c.scope,
            }),
            async () => {
              const page = await list.build(c, query);
              await service.recordList(c, list.verb?.(query) ?? 'list', { query, count: page.count });
              return page.answer;
            },
          );
        },
      );
    }
  };
}
