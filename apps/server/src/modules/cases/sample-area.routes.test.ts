/**
 * Issue 25 item 6: a clinical area is its declaration. A sample area, declared here and nowhere
 * else (its table, module, two sections, whole-record save and list: the block between the
 * "sample area" markers), gets from the framework, over HTTP against the real database: create,
 * read, section saves with the 409 rule and forceUpdate, the closed rule, delete with a reason,
 * provider scoping, audit under its own names, a list with conditional GET, never-lost drafts and
 * live notices from a second process sharing only the database. No line outside this file names it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { canCreateEcmoCase, canDeleteCases, canViewEcmoCases } from '@scout/domain/access/rules';
import { requiredId } from '@scout/domain/cases/fields';
import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { and, desc, isNull, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn } from '../../../tools/sign-in.ts';
import { type App, buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/queries/rows.ts';
import { tsz } from '../../db/schema/columns.ts';
import { healthCareProviders, userHealthCareProviders } from '../../db/schema/index.ts';
import { deletionAndStamps, patientColumn } from '../../db/schema/record-columns.ts';
import { loadIdpSecrets } from '../../idp/keys.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { inProviderScope } from '../../plugins/provider-scope.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds, tokenFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { ADMIN, ECMO_MANAGE, newPatient } from '../../test/support/cases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import type { ChangeNotice } from '../events/change-feed.ts';
import { openEvents, type SseStream } from '../events/sse-client.ts';
import { defineCaseArea } from './area-routes.ts';
import type { CaseModule } from './case-module.ts';
import { createRecordTableSql } from './record-table.ts';

// ---- sample area: begin ----
const TABLE_COLUMNS = [
  '"hospital_id" integer NOT NULL',
  '"intake" jsonb',
  '"outcome" jsonb',
  '"closed_on" timestamp (3) with time zone',
];
const sampleRecords = pgTable('sample_records', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ...patientColumn(),
  hospitalId: integer('hospital_id').notNull(),
  intake: jsonb('intake'),
  outcome: jsonb('outcome'),
  closedOn: tsz('closed_on'),
  ...deletionAndStamps(),
});
type SampleRow = typeof sampleRecords.$inferSelect;
const sampleView = z.object({
  id: z.number(),
  caseId: z.string(),
  hospitalId: z.number(),
  intake: z.unknown(),
  outcome: z.unknown(),
  closed: z.boolean(),
  lastModified: z.string(),
});
const viewOf = (r: SampleRow): z.infer<typeof sampleView> => ({
  id: r.id,
  caseId: `SMP${r.id}`,
  hospitalId: r.hospitalId,
  intake: r.intake,
  outcome: r.outcome,
  closed: r.closedOn !== null,
  lastModified: r.lastModified.toISOString(),
});
const sampleModule: CaseModule<typeof sampleRecords, z.infer<typeof sampleView>, 'closedOn'> = {
  name: 'sample',
  title: 'Sample',
  app: 'ecmo',
  table: sampleRecords,
  basePath: '/api/sample/records',
  access: { read: canViewEcmoCases, write: canCreateEcmoCase, delete: canDeleteCases },
  messages: { caseNotFound: 'Sample record not found', caseReadOnly: 'This sample record is closed.' },
  formatCaseId: (id) => `SMP${id}`,
  inScope: (scope) => inProviderScope(scope, [sampleRecords.hospitalId]),
  isClosed: (row) => row.closedOn !== null,
  closedColumns: ['closedOn'],
  view: async (_db, row) => viewOf(row),
};
const text = z.string().trim().min(1).max(200);
const sampleArea = defineCaseArea({
  module: sampleModule,
  tags: ['sample: records'],
  view: sampleView,
  create: {
    body: z.object({ patientProfileId: requiredId, hospitalId: requiredId }),
    build: (ctx, _tx, body) => {
      if (!ctx.scope.all && !ctx.scope.providerIds.includes(body.hospitalId))
        throw fieldError('hospitalId', 'Not one of your hospitals');
      return body;
    },
  },
  sections: {
    intake: {
      body: z.object({ complaint: text }),
      entity: 'intake',
      apply: (_tx, _row, v) => ({ values: { intake: v } }),
    },
    outcome: {
      body: z.object({ summary: text, close: z.boolean() }),
      entity: 'outcome',
      apply: (_tx, _row, v) => ({
        values: { outcome: { summary: v.summary }, closedOn: v.close ? new Date() : null },
      }),
    },
  },
  wholeRecord: { entity: 'record' },
  list: {
    path: '/api/sample/records',
    query: z.object({ open: z.enum(['true', 'false']).optional() }),
    response: z.array(sampleView),
    tables: ['sample_records'],
    build: async (ctx, query) => {
      const open = query.open === 'true' ? isNull(sampleRecords.closedOn) : undefined;
      const rows = await ctx.db
        .select()
        .from(sampleRecords)
        .where(and(isNull(sampleRecords.deletedAt), sampleModule.inScope(ctx.scope), open))
        .orderBy(desc(sampleRecords.id));
      return { answer: rows.map(viewOf), count: rows.length };
    },
  },
});
// ---- sample area: end ----

const BASE = sampleModule.basePath;
let t: TestApp;
let b: App;
let bDatabase: Database;
let bUrl: string;
let admin: ApiClient;
let manager: ApiClient;
let elsewhere: ApiClient;
let hospital: number;
const streams: SseStream[] = [];

/** Process B: its own app and pool on the same database (embedded: the one in-process engine). */
async function secondDatabase(): Promise<Database> {
  if (t.config.databaseUrl) return openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 3 });
  const engine = (t.db as unknown as { $client: PGlite }).$client;
  const listen = async (channel: string, onNotify: (payload: string) => void) =>
    engine.listen(channel, onNotify);
  return { db: t.db, kind: 'pglite', close: async () => {}, listen };
}

beforeAll(async () => {
  // The processes share what a load balancer's members must (docs/operations.md): the keys.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'shared', alg: 'RS256', use: 'sig' };
  t = await startTestApp({
    seed: seedDemoData,
    env: { OIDC_JWKS: JSON.stringify({ keys: [jwk] }), COOKIE_KEYS: 'shared-cookie-key' },
    areas: [sampleArea],
    extend: async (_app, db) => {
      for (const statement of createRecordTableSql('sample_records', TABLE_COLUMNS))
        await db.execute(sql.raw(statement));
    },
  });
  bDatabase = await secondDatabase();
  b = await buildApp({
    config: t.config,
    database: bDatabase,
    secrets: await loadIdpSecrets(t.config),
    logger: false,
    areas: [sampleArea],
  });
  bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
  admin = await clientFor(t, ADMIN);
  manager = await clientFor(t, ECMO_MANAGE);
  [hospital] = (await providerIds(t)) as [number];
  // An ECMO user limited to a hospital that has no sample records.
  const [like] = await t.db.select().from(healthCareProviders).limit(1);
  const [other] = await t.db
    .insert(healthCareProviders)
    .values({
      ...like,
      id: undefined,
      name: 'Sample Elsewhere Hospital',
      nickName: 'SEH',
    } as typeof healthCareProviders.$inferInsert)
    .returning();
  const user = await createTestUser(t.db, { isEcmoUser: true, ecmoAccess: ACCESS_LEVEL.Manage });
  await t.db
    .insert(userHealthCareProviders)
    .values({ userId: user.id, healthCareProviderId: other?.id as number, platformAppId: PLATFORM_APP.ECMO });
  elsewhere = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
}, 120_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await b?.close();
  await bDatabase?.close();
  await t?.close();
});

async function newRecord(): Promise<{ id: number; lastModified: string }> {
  const patient = await newPatient(t);
  const created = await manager.post(BASE, { patientProfileId: patient.id, hospitalId: hospital });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body).toEqual({ id: expect.any(Number), caseId: `SMP${created.body.id}` });
  const read = await manager.get(`${BASE}/${created.body.id}`);
  expect(read.status).toBe(200);
  return { id: created.body.id, lastModified: read.body.lastModified };
}

async function audited(action: string, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from audit_events where action = ${action} and entity_id = ${String(id)}`,
  );
  return row?.n ?? 0;
}

describe('a declared sample area', () => {
  it('declares its routes as hand-written ones are: access rule, schemas, answers, tags, documented', async () => {
    const own = t.app.scoutRoutes.filter((r) => r.url.startsWith(BASE) && r.method !== 'HEAD');
    expect(own.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        `DELETE ${BASE}/:id/delete`,
        `GET ${BASE}`,
        `GET ${BASE}/:id`,
        `PATCH ${BASE}/:id/intake`,
        `PATCH ${BASE}/:id/outcome`,
        `POST ${BASE}`,
        `PUT ${BASE}`,
      ].sort(),
    );
    for (const r of own) {
      expect(typeof (r.config as { access?: unknown }).access, r.url).toBe('function');
      expect(r.schema?.tags, r.url).toEqual(r.method === 'DELETE' ? ['sample: cases'] : ['sample: records']);
      expect(r.schema?.response, r.url).toBeDefined();
    }
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith(BASE))
        .sort(),
    ).toEqual(
      [BASE, `${BASE}/{id}`, `${BASE}/{id}/delete`, `${BASE}/{id}/intake`, `${BASE}/{id}/outcome`].sort(),
    );
  });

  it('creates, reads and saves a record, with the 409 rule, forceUpdate and audit under its names', async () => {
    const r = await newRecord();
    const saved = await manager.patch(`${BASE}/${r.id}/intake`, {
      complaint: 'Chest pain',
      lastModified: r.lastModified,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ id: r.id, intake: { complaint: 'Chest pain' }, closed: false });
    const stale = await manager.patch(`${BASE}/${r.id}/intake`, {
      complaint: 'Other',
      lastModified: r.lastModified,
    });
    expect(stale.status).toBe(409);
    const forced = await manager.patch(`${BASE}/${r.id}/intake`, {
      complaint: 'Forced',
      lastModified: r.lastModified,
      forceUpdate: true,
    });
    expect(forced.status).toBe(200);
    expect((await manager.get(`${BASE}/${r.id}`)).body.intake).toEqual({ complaint: 'Forced' });
    expect(await audited('sample.case.create', r.id)).toBe(1);
    expect(await audited('sample.case.read', r.id)).toBeGreaterThan(0);
    expect(await audited('sample.intake.update', r.id)).toBe(2);
  });

  it('saves the whole record by sectionsToUpdate, and refuses writes once closed (403)', async () => {
    const r = await newRecord();
    const whole = await manager.put(BASE, {
      id: r.id,
      lastModified: r.lastModified,
      sectionsToUpdate: ['intake', 'outcome'],
      intake: { complaint: 'Fall' },
      outcome: { summary: 'Discharged', close: true },
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body).toMatchObject({
      intake: { complaint: 'Fall' },
      outcome: { summary: 'Discharged' },
      closed: true,
    });
    expect(await audited('sample.record.update', r.id)).toBe(1);
    const listedNotSent = {
      id: r.id,
      lastModified: r.lastModified,
      forceUpdate: true,
      sectionsToUpdate: ['intake'],
    };
    const missing = await manager.put(BASE, listedNotSent);
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual([{ field: 'intake', message: CASE_MESSAGES.sectionMissing }]);
    const closed = await manager.patch(`${BASE}/${r.id}/intake`, {
      complaint: 'Late',
      lastModified: r.lastModified,
      forceUpdate: true,
    });
    expect(closed.status).toBe(403);
  });

  it("answers 404 to another hospital's user, and lists only what the user may see", async () => {
    const r = await newRecord();
    expect((await elsewhere.get(`${BASE}/${r.id}`)).status).toBe(404);
    expect(
      (
        await elsewhere.patch(`${BASE}/${r.id}/intake`, {
          complaint: 'x',
          lastModified: r.lastModified,
          forceUpdate: true,
        })
      ).status,
    ).toBe(404);
    expect((await elsewhere.get(`/api/drafts/sample/${r.id}`)).status).toBe(404);
    expect((await elsewhere.get(BASE)).body).toEqual([]);
    expect(
      (await elsewhere.post(BASE, { patientProfileId: (await newPatient(t)).id, hospitalId: hospital }))
        .status,
    ).toBe(400);
  });

  it('deletes with a reason (system admins), after which the record is gone', async () => {
    const r = await newRecord();
    expect((await manager.delete(`${BASE}/${r.id}/delete?reasonForDeletion=Duplicate`)).status).toBe(403);
    const deleted = await admin.delete(`${BASE}/${r.id}/delete?reasonForDeletion=Duplicate`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toBe(true);
    expect((await manager.get(`${BASE}/${r.id}`)).status).toBe(404);
    expect(await audited('sample.case.delete', r.id)).toBe(1);
  });

  it('answers its list with 200, then 304 while nothing changed, then 200 after a change', async () => {
    const r = await newRecord();
    const first = await manager.get(`${BASE}?open=true`);
    expect(first.status).toBe(200);
    expect(first.body.map((x: { id: number }) => x.id)).toContain(r.id);
    const tag = first.headers.get('etag') as string;
    const again = () => manager.send('GET', `${BASE}?open=true`, { headers: { 'if-none-match': tag } });
    expect((await again()).status).toBe(304);
    expect(
      (
        await manager.patch(`${BASE}/${r.id}/intake`, {
          complaint: 'Changed',
          lastModified: r.lastModified,
          forceUpdate: true,
        })
      ).status,
    ).toBe(200);
    const changed = await again();
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(changed.body.find((x: { id: number }) => x.id === r.id).intake).toEqual({ complaint: 'Changed' });
  });

  it('keeps never-lost drafts of its sections, deleted by the section save', async () => {
    const r = await newRecord();
    const values = { complaint: 'Half typed' };
    expect((await manager.put(`/api/drafts/sample/${r.id}/intake`, { values })).status).toBe(204);
    expect((await manager.get(`/api/drafts/sample/${r.id}`)).body).toEqual([
      { section: 'intake', values, savedAt: expect.any(String) },
    ]);
    expect(
      (await manager.patch(`${BASE}/${r.id}/intake`, { complaint: 'Typed', lastModified: r.lastModified }))
        .status,
    ).toBe(200);
    expect((await manager.get(`/api/drafts/sample/${r.id}`)).body).toEqual([]);
  });

  it('announces a change committed through one process to a browser connected to another', async () => {
    const r = await newRecord();
    const stream = await openEvents(bUrl, await tokenFor(t, ECMO_MANAGE));
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(JSON.parse((await stream.next('ready')).data)).toEqual({ live: true });
    expect(
      (
        await manager.patch(`${BASE}/${r.id}/intake`, {
          complaint: 'Live',
          lastModified: r.lastModified,
          forceUpdate: true,
        })
      ).status,
    ).toBe(200);
    for (;;) {
      const notice = JSON.parse((await stream.next('change', 15_000)).data) as ChangeNotice;
      if (notice.module === 'sample' && notice.id === r.id) break;
    }
  });
});
