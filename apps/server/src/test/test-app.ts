import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type AppConfig, loadConfig, MEMORY_DATA_DIR } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { loadIdpSecrets } from '../idp/keys.ts';
import type { CaseArea } from '../modules/cases/area.ts';
import { seedDemoData } from '../seed/demo.ts';
import { loadTestReferenceData } from './reference-data.ts';

export interface TestAppOptions {
  /**
   * Runs after migrations and before the server starts listening (e.g. seedDemoData, test users).
   * `seed: seedDemoData` itself starts from the run's prepared copy that already holds the demo data
   * (global-setup.ts), where seedDemoData finds its accounts and leaves the database as it is.
   */
  seed?: (db: Db) => Promise<unknown>;
  /** Extra environment variables for loadConfig; they win over the defaults below. */
  env?: Record<string, string>;
  /** Registers extra routes (e.g. shared route factories mounted on a test module) before listening. */
  extend?: (app: App, db: Db, config: AppConfig) => Promise<void>;
  /** Receives the server's log lines (JSON), as production would write them; no log without it. */
  logStream?: NodeJS.WritableStream;
  /**
   * Clinical areas the server serves besides SCOUT's own (a test's sample area, issue 25 item 6):
   * composed like every area (routes, change feed, drafts, `caseServices`). Their tables are the
   * test's to create (`extend` runs before the server listens).
   */
  areas?: readonly CaseArea[];
}

export interface TestApp {
  /** http://127.0.0.1:<port>: also PUBLIC_URL, so the bundled issuer is `${baseUrl}/oidc`. */
  baseUrl: string;
  app: App;
  db: Db;
  config: AppConfig;
  /** Stops the server, closes the database and drops the scratch PostgreSQL database if one was made. */
  close(): Promise<void>;
}

/** A port that was free a moment ago (the OS picks it); the server binds it right after. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database `scout_test_<random>` on the server DATABASE_URL points at: a copy of the run's
 * prepared template (global-setup.ts), with the demo data when `demo`.
 */
async function createScratchDatabase(serverUrl: string, demo: boolean): Promise<ScratchDatabase> {
  const name = `scout_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const template = inject(demo ? 'pgDemoTemplate' : 'pgTemplate');
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The run's embedded snapshots, read once per test worker (files of a worker share this module). */
const snapshots = new Map<string, Blob>();

function snapshotBlob(file: string): Blob {
  let blob = snapshots.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    snapshots.set(file, blob);
  }
  return blob;
}

async function startOnce(opts: TestAppOptions): Promise<TestApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const demo = opts.seed === seedDemoData;
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, demo)
    : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: MEMORY_DATA_DIR,
    ...(scratch ? { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '5' } : {}),
    LOG_LEVEL: 'silent',
    // Tests send many requests from one address.
    RATE_LIMIT_MAX: '100000',
    ...opts.env,
  });
  const snapshotFile = scratch ? null : inject(demo ? 'pgliteDemoSnapshot' : 'pgliteSnapshot');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    ...(snapshotFile ? { snapshot: snapshotBlob(snapshotFile) } : {}),
  });
  let app: App | null = null;
  const close = async () => {
    await app?.close();
    await database.close();
    await scratch?.drop();
  };
  try {
    await loadTestReferenceData(database.db);
    await opts.seed?.(database.db);
    const secrets = config.oidc.bundled ? await loadIdpSecrets(config) : null;
    app = await buildApp({
      config,
      database,
      secrets,
      ...(opts.areas ? { areas: opts.areas } : {}),
      ...(opts.logStream ? { logStream: opts.logStream } : { logger: false }),
    });
    await opts.extend?.(app, database.db, config);
    await app.listen({ port, host: '127.0.0.1' });
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { baseUrl, app, db: database.db, config, close };
}

/**
 * Starts a real SCOUT server for HTTP tests: migrations applied, bundled OIDC provider, listening
 * on 127.0.0.1 at a free port. The database is an in-memory PGlite, or, when DATABASE_URL is set,
 * a scratch database created on that PostgreSQL server and dropped by close().
 *
 * ```ts
 * let t: TestApp;
 * beforeAll(async () => { t = await startTestApp({ seed: seedDemoData }); });
 * afterAll(() => t?.close());
 * ```
 */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(opts);
    } catch (err) {
      // Another process may take the port between freePort() and listen(); pick another.
      const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || attempt >= 3) throw err;
    }
  }
}
