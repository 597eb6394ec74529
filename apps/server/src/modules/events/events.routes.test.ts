/**
 * Live dashboards across processes (issue 15 item 1 and its server acceptance checks): a change
 * committed through one SCOUT process reaches a browser's stream on another process (they share
 * only the database: PostgreSQL LISTEN/NOTIFY, or the embedded engine's); a user never hears of a
 * record they may not read (app access, then the provider rule of the lists); a disabled user's
 * stream ends; streams end when the server shuts down.
 */
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { type App, buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/queries/rows.ts';
import { ecmoCases, userHealthCareProviders, users } from '../../db/schema/index.ts';
import { loadIdpSecrets } from '../../idp/keys.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds, tokenFor } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { createCase, newCaseBody, newPatient, userId } from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { type ChangeNotice, TICK_MS } from './change-feed.ts';
import { openEvents, type SseStream } from './sse-client.ts';

let a: TestApp;
let b: App;
let bDatabase: Database;
let bUrl: string;
let manager: ApiClient;
let hospitals: number[];
let callTakerId: number;
const streams: SseStream[] = [];

/**
 * Process B: its own app on the same database. On PostgreSQL a pool and LISTEN connection of its
 * own (a real second process as far as the database can tell); embedded, the one in-process engine.
 */
async function secondDatabase(t: TestApp): Promise<Database> {
  if (t.config.databaseUrl) return openDatabase({ databaseUrl: t.config.databaseUrl, poolSize: 3 });
  const engine = (t.db as unknown as { $client: PGlite }).$client;
  return {
    db: t.db,
    kind: 'pglite',
    close: async () => {},
    listen: async (channel, onNotify) => engine.listen(channel, onNotify),
  };
}

async function startB(): Promise<App> {
  const app = await buildApp({
    config: a.config,
    database: bDatabase,
    secrets: await loadIdpSecrets(a.config),
    logger: false,
  });
  bUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function streamOnB(token: string): Promise<SseStream> {
  const stream = await openEvents(bUrl, token);
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect(JSON.parse((await stream.next('ready')).data)).toEqual({ live: true });
  return stream;
}

const notice = (e: { data: string }) => JSON.parse(e.data) as ChangeNotice;

/** The next change notice about an ECMO case on a stream. */
async function nextEcmo(stream: SseStream, id: number) {
  for (;;) {
    const n = notice(await stream.next('change'));
    if (n.module === 'ecmo' && n.id === id) return n;
  }
}

async function ecmoUserAt(providers: number[]) {
  const user = await createTestUser(a.db, { isEcmoUser: true, ecmoAccess: ACCESS_LEVEL.Read });
  await a.db.insert(userHealthCareProviders).values(
    providers.map((healthCareProviderId) => ({
      userId: user.id,
      healthCareProviderId,
      platformAppId: PLATFORM_APP.ECMO,
    })),
  );
  return { user, token: (await signIn(a.baseUrl, user.email, TEST_PASSWORD)).accessToken };
}

beforeAll(async () => {
  // The processes share what a load balancer's members must (docs/operations.md): the keys.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'shared', alg: 'RS256', use: 'sig' };
  a = await startTestApp({
    seed: seedDemoData,
    env: { OIDC_JWKS: JSON.stringify({ keys: [jwk] }), COOKIE_KEYS: 'shared-cookie-key' },
  });
  bDatabase = await secondDatabase(a);
  b = await startB();
  manager = await clientFor(a, 'ecmo.manage@scout.example');
  hospitals = await providerIds(a);
  callTakerId = await userId(a, 'calltaker@scout.example');
});
afterAll(async () => {
  for (const s of streams) s.close();
  await b?.close();
  await bDatabase?.close();
  await a?.close();
});

async function newEcmoCase(hospital: number) {
  const patient = await newPatient(a);
  return createCase(manager, newCaseBody(patient.id, hospital, callTakerId));
}

/** A change to an ECMO case committed as `actor` (its own transaction: one announcement). */
async function changeEcmoAs(caseId: number, actor: number, unit: string) {
  await a.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('scout.actor', ${String(actor)}, true)`);
    await tx.update(ecmoCases).set({ referrerHospitalUnit: unit }).where(eq(ecmoCases.id, caseId));
  });
}

/** The change notices that reached a stream in the same chunk as `event`. */
const chunkOf = (stream: SseStream, event: { read: number }) =>
  stream.seen.filter((e) => e.event === 'change' && e.read === event.read).map(notice);

describe('record change announcements', () => {
  it('come from a trigger on every case table the feed serves', async () => {
    const rows = await queryRows<{ table: string }>(
      a.db,
      sql`select c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid where p.proname = 'announce_record_change'`,
    );
    const announced = new Set(rows.map((r) => r.table));
    expect(a.app.changeFeed.tables.filter((table) => !announced.has(table))).toEqual([]);
    expect(a.app.changeFeed.tables.length).toBeGreaterThanOrEqual(8);
  });
});

describe('GET /api/events', () => {
  it('refuses a request without a bearer token', async () => {
    const res = await fetch(`${bUrl}/api/events`);
    expect(res.status).toBe(401);
  });

  it('tells a browser on process B of a case created on process A, and who created it', async () => {
    const stream = await streamOnB(await tokenFor(a, 'ecmo.read@scout.example'));
    const id = await newEcmoCase(hospitals[0] ?? 0);
    const n = await nextEcmo(stream, id);
    expect(n).toEqual({
      module: 'ecmo',
      app: 'ecmo',
      id,
      byUserId: await userId(a, 'ecmo.manage@scout.example'),
      by: expect.stringMatching(/\S/),
    });
  });

  it('never tells a user of a record they may not read', async () => {
    // No ECMO access at all: the telehealth user hears nothing of ECMO cases.
    const noEcmo = await streamOnB(await tokenFor(a, 'telehealth.read@scout.example'));
    // ECMO access at the second hospital only: hears of cases there, not at the first.
    const scoped = await ecmoUserAt([hospitals[1] ?? 0]);
    const atSecond = await streamOnB(scoped.token);
    const everywhere = await streamOnB(await tokenFor(a, 'ecmo.read@scout.example'));

    const elsewhere = await newEcmoCase(hospitals[0] ?? 0);
    const there = await newEcmoCase(hospitals[1] ?? 0);
    await nextEcmo(everywhere, elsewhere);
    await nextEcmo(everywhere, there);
    // The scoped user's first ECMO notice is the case at their hospital, not the one before it.
    expect((await nextEcmo(atSecond, there)).id).toBe(there);
    expect(atSecond.seen.some((e) => e.event === 'change' && notice(e).id === elsewhere)).toBe(false);
    expect(noEcmo.seen.filter((e) => e.event === 'change' && notice(e).app === 'ecmo')).toEqual([]);
  });

  it("gathers a tick's changes into one chunk per stream: each readable record once per author, the latest", async () => {
    const everywhere = await streamOnB(await tokenFor(a, 'ecmo.read@scout.example'));
    const scoped = await ecmoUserAt([hospitals[1] ?? 0]);
    const atSecond = await streamOnB(scoped.token);
    const noEcmo = await streamOnB(await tokenFor(a, 'telehealth.read@scout.example'));
    const elsewhere = await newEcmoCase(hospitals[0] ?? 0);
    const there = await newEcmoCase(hospitals[1] ?? 0);
    await nextEcmo(everywhere, there);
    await nextEcmo(atSecond, there);
    const managerId = await userId(a, 'ecmo.manage@scout.example');
    const by = expect.stringMatching(/\S/);
    // A long tick on B: the five commits below certainly share one.
    b.changeFeed.tickMs = 2_000;
    try {
      await changeEcmoAs(elsewhere, managerId, 'ICU 1');
      await changeEcmoAs(there, managerId, 'ICU 2');
      await changeEcmoAs(elsewhere, managerId, 'ICU 3');
      await changeEcmoAs(elsewhere, callTakerId, 'ICU 4');
      await changeEcmoAs(there, managerId, 'ICU 5');
      // Once per record and author, in the order of each one's latest change, in one chunk.
      let last = await everywhere.next('change', 10_000);
      while (notice(last).byUserId !== callTakerId) last = await everywhere.next('change', 10_000);
      expect(chunkOf(everywhere, last)).toEqual([
        { module: 'ecmo', app: 'ecmo', id: elsewhere, byUserId: managerId, by },
        { module: 'ecmo', app: 'ecmo', id: elsewhere, byUserId: callTakerId, by },
        { module: 'ecmo', app: 'ecmo', id: there, byUserId: managerId, by },
      ]);
      // The user limited to the second hospital: the case there only, though batched with the other.
      const theirs = await atSecond.next('change', 10_000);
      expect(chunkOf(atSecond, theirs)).toEqual([
        { module: 'ecmo', app: 'ecmo', id: there, byUserId: managerId, by },
      ]);
    } finally {
      b.changeFeed.tickMs = TICK_MS;
    }
    expect(atSecond.seen.some((e) => e.event === 'change' && notice(e).id === elsewhere)).toBe(false);
    expect(noEcmo.seen.filter((e) => e.event === 'change' && notice(e).app === 'ecmo')).toEqual([]);
  });

  it('ends the stream of a user disabled through the other process', async () => {
    const { user, token } = await ecmoUserAt([hospitals[0] ?? 0]);
    const stream = await streamOnB(token);
    await a.db.update(users).set({ accountEnabled: false }).where(eq(users.id, user.id));
    await stream.ended;
    // And the next call is refused on B (the hardening rule: the current record decides).
    const again = await fetch(`${bUrl}/api/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(401);
  });

  it('ends the stream of a browser that stops reading, once 256 KB wait unsent', async () => {
    const reading = b.changeFeed.size;
    // A client that sends the request and never reads the answer: the socket buffers fill, then
    // the stream's own; past MAX_UNSENT_BYTES the server ends the stream.
    // VST Read: no stream of the earlier tests reads VST, so they hear nothing of the flood below.
    const token = await tokenFor(a, 'vst.read@scout.example');
    const url = new URL(bUrl);
    const stuck = net.connect(Number(url.port), url.hostname);
    stuck.write(`GET /api/events HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    stuck.pause();
    try {
      await vi.waitFor(() => expect(b.changeFeed.size).toBe(reading + 1), { timeout: 10_000 });
      // Ticks of 20,000 changes (about 2.4 MB of notices each; ids of no consult: this user sees all).
      for (let tick = 0; tick < 10 && b.changeFeed.size > reading; tick++) {
        for (let i = 0; i < 20_000; i++)
          b.changeFeed.recordChanged(`vst_consults:${10 ** 9 + tick * 20_000 + i}:`);
        await new Promise((resolve) => setTimeout(resolve, TICK_MS * 3));
      }
      // The stuck stream is gone; the streams that read (earlier tests') stay.
      await vi.waitFor(() => expect(b.changeFeed.size).toBe(reading), { timeout: 10_000 });
    } finally {
      stuck.destroy();
    }
  });

  it('ends every stream when the server shuts down', async () => {
    const stream = await streamOnB(await tokenFor(a, 'ecmo.read@scout.example'));
    await b.close();
    await stream.ended;
    expect(stream.seen.at(-1)?.event).toBe('ready');
    b = await startB();
  });
});
