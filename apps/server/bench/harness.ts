/**
 * What the per-area benchmarks (ecmo.ts, telehealth.ts, vst.ts) share around their own data and
 * calls: the table they print, the measure loop (a short warm-up, then the closed-loop run of
 * load.ts, one table row per call) and the run on each database (a scratch database of the
 * PostgreSQL server, then an embedded PGlite database in a temporary directory), each prepared
 * before the built server starts on it and signs in as the demo admin.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { signIn } from '../src/test/sign-in.ts';
import { runLoad } from './load.ts';
import { postgresAvailable, startServer, stop } from './server-process.ts';

export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
export const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

/** One measured call: its name in the table and the request of iteration `i`. */
export type BenchCall = [name: string, request: (i: number) => Promise<Response>];

export function printTableHeader() {
  console.log('| database | call | clients | requests | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
}

/**
 * Each call in turn: a warm-up (5 clients, `warmUpMs`), then CLIENTS clients for DURATION_MS,
 * printed as one table row. runLoad reads the whole body inside the timing: the latency includes
 * the transfer.
 */
export async function measureCalls(label: string, calls: BenchCall[], opts: { warmUpMs?: number } = {}) {
  for (const [name, request] of calls) {
    await runLoad({ clients: 5, durationMs: opts.warmUpMs ?? 2000, request }); // warm-up
    const r = await runLoad({ clients: CLIENTS, durationMs: DURATION_MS, request });
    console.log(
      `| ${label} | ${name} | ${CLIENTS} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
    );
  }
}

/** The built server on a prepared database, signed in as the demo admin. */
export interface BenchServer {
  label: string;
  baseUrl: string;
  headers: Record<string, string>;
}

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

async function withServer<T>(
  label: string,
  env: Record<string, string>,
  prepared: T,
  measure: (server: BenchServer, prepared: T) => Promise<void>,
) {
  const { baseUrl, child } = await startServer(env);
  try {
    const { accessToken } = await signIn(baseUrl, 'admin@scout.example', DEMO_PASSWORD);
    await measure({ label, baseUrl, headers: { authorization: `Bearer ${accessToken}` } }, prepared);
  } finally {
    await stop(child);
  }
}

/**
 * PostgreSQL first (a scratch database `scout_bench_<name>_<time>` on BENCH_DATABASE_URL's
 * server, dropped afterwards; skipped when the server does not answer), then PGlite (a temporary
 * directory, removed afterwards): `prepare` writes the data with the server stopped, `measure`
 * runs against the started server.
 */
export async function onEachDatabase<T>(
  name: string,
  prepare: (opts: DatabaseOptions) => Promise<T>,
  measure: (server: BenchServer, prepared: T) => Promise<void>,
) {
  // BENCH_DATABASES=postgres or =pglite runs one engine only (a long benchmark on a short session).
  const only = process.env.BENCH_DATABASES;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (only === 'pglite') {
    // the embedded run below only
  } else if (await postgresAvailable(adminUrl)) {
    const dbName = `scout_bench_${name}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      const prepared = await prepare({ databaseUrl: url.toString() });
      await withServer('PostgreSQL server', { DATABASE_URL: url.toString() }, prepared, measure);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log(`(PostgreSQL at ${adminUrl} not reachable: server run skipped)`);
  }
  if (only === 'postgres') return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scout-bench-${name}-`));
  try {
    const prepared = await prepare({ dataDir });
    await withServer('embedded (PGlite)', { DATA_DIR: dataDir }, prepared, measure);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
