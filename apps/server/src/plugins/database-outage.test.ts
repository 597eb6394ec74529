import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/demo.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { apiClient } from '../test/http.ts';
import { signIn } from '../test/sign-in.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './errors.ts';

/**
 * While the database cannot be reached, every call that needs it answers 503 with Retry-After
 * (not 500), liveness still answers, readiness fails; on PostgreSQL the server recovers by itself
 * once the database is back.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close().catch(() => {});
});

async function expectUnavailable(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE_MESSAGE });
}

describe('database outage', () => {
  it('answers 503 with Retry-After while the database is away, and recovers when it is back', async () => {
    const t = await startTestApp({ seed: seedDemoData });
    apps.push(t);
    const { accessToken } = await signIn(t.baseUrl, 'ecmo.manage@scout.example', DEMO_PASSWORD);
    const api = apiClient(t.baseUrl, accessToken);
    expect((await api.get('/api/ecmo/cases/open')).status).toBe(200);

    const url = t.config.databaseUrl;
    if (url) {
      // PostgreSQL: refuse new connections to this database and end the open ones.
      const name = new URL(url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        await expectUnavailable(await api.get('/api/ecmo/cases/open'));
        await expectUnavailable(await api.post('/api/ecmo/cases/1/notes', { note: 'x' }));
        await expectUnavailable(await apiClient(t.baseUrl).get('/api/health/ready'));
        expect((await apiClient(t.baseUrl).get('/api/health')).status).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      // Back: the next calls open new connections and succeed.
      expect((await api.get('/api/ecmo/cases/open')).status).toBe(200);
      expect((await apiClient(t.baseUrl).get('/api/health/ready')).status).toBe(200);
    } else {
      // Embedded: the engine lives in this process; closing it is the outage.
      await (t.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
      await expectUnavailable(await api.get('/api/ecmo/cases/open'));
      await expectUnavailable(await apiClient(t.baseUrl).get('/api/health/ready'));
      expect((await apiClient(t.baseUrl).get('/api/health')).status).toBe(200);
    }
  });
});

describe('what counts as the database being away', () => {
  /** As Drizzle reports a driver error: wrapped, the driver's error as the cause. */
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
  const driver = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

  it('connection failures of either engine, wrapped or not', () => {
    for (const error of [
      driver('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      wrapped(driver('read ECONNRESET', 'ECONNRESET')),
      wrapped(driver('terminating connection due to administrator command', '57P01')),
      wrapped(driver('the database system is starting up', '57P03')),
      wrapped(driver('connection failure', '08006')),
      wrapped(driver('Connection terminated unexpectedly')),
      driver('timeout exceeded when trying to connect'),
      wrapped(driver('database "scout" is not currently accepting connections', '55000')),
      driver('PGlite is closed'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('not a statement the database refused, nor an error of the application', () => {
    for (const error of [
      wrapped(driver('duplicate key value violates unique constraint "users_email_key"', '23505')),
      wrapped(driver('deadlock detected', '40P01')),
      wrapped(driver('invalid input syntax for type integer: "x"', '22P02')),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    }
  });
});
