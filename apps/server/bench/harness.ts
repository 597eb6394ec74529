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
import { signIn } from '../tools/sign-in.ts';
import { runLoad } from './load.ts';
import { postgresAvailable, startServer, stop } from './server-process.ts';

export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
export const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

/** One measured call: its name in the table and the request of iteration `i`. */
export type BenchCall = [name: string, request: (i: number) => Promise<Response>];

export function printTableHeader() {
  console.log(
    '| database | call | clients | requests | req/s | p50 ms | p95 ms | p99 ms | errors | server CPU ms/request |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
}

/** The started server's process (withServer), whose CPU time measureCalls reads from /proc. */
let serverPid: number | undefined;

/** User + system CPU time of a process in ms (Linux /proc; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at USER_HZ 100
  } catch {
    return undefined;
  }
}

/**
 * Each call in turn: a warm-up (5 clients, `warmUpMs`), then CLIENTS clients for DURATION_MS,
 * printed as one table row. runLoad reads the whole body inside the timing: the latency includes
 * the transfer.
 */
export async function measureCalls(label: string, calls: BenchCall[], opts: { warmUpMs?: number } = {}) {
  // BENCH_CALLS=light,304,{id}: only the calls whose name contains one of these (a short run).
  const only = process.env.BENCH_CALLS?.split(',').filter(Boolean);
  for (const [name, request] of calls) {
    if (only && !only.some((part) => name.includes(part))) continue;
    await runLoad({ clients: 5, durationMs: opts.warmUpMs ?? 2000, request }); // warm-up
    const cpuBefore = cpuMs(serverPid);
    const r = await runLoad({ clients: CLIENTS, durationMs: DURATION_MS, request });
    const cpuAfter = cpuMs(serverPid);
    // The server's own CPU per request: steadier than req/s on a shared machine (the database's
    // and the load generator's CPU are not in it).
    const perRequest =
      cpuBefore === undefined || cpuAfter === undefined || !r.requests
        ? '-'
        : ((cpuAfter - cpuBefore) / r.requests).toFixed(2);
    console.log(
      `| ${label} | ${name} | ${CLIENTS} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${perRequest} |`,
    );
  }
}

/**
 * The lightest authenticated call (one small query), measured in the same run as an area's calls
 * so that each call can be read as a ratio of it (issue 27's goals).
 */
export function lightCall({ baseUrl, headers }: BenchServer): BenchCall {
  return [
    'GET /api/ccmp/jurisdictions/1101 (light call)',
    () => fetch(`${baseUrl}/api/ccmp/jurisdictions/1101`, { headers }),
  ];
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
  serverPid = child.pid;
  try {
    const { accessToken } = await signIn(baseUrl, 'admin@scout.example', DEMO_PASSWORD);
    await measure({ label, baseUrl, headers: { authorization: `Bearer ${accessToken}` } }, prepared);
  } finally {
    serverPid = undefined;
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
  } else if (process.env.BENCH_REUSE_DATABASE && (await postgresAvailable(adminUrl))) {
    await onKeptDatabase(adminUrl, `${process.env.BENCH_REUSE_DATABASE}_${name}`, prepare, measure);
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

/**
 * BENCH_REUSE_DATABASE=<prefix>: the PostgreSQL run uses the database `<prefix>_<name>`, kept
 * between runs (before/after comparisons on the same data, without seeding again): created and
 * prepared when missing, what `prepare` returned kept as the database's comment. The server
 * migrates it when it starts. Drop it by hand when done.
 */
async function onKeptDatabase<T>(
  adminUrl: string,
  dbName: string,
  prepare: (opts: DatabaseOptions) => Promise<T>,
  measure: (server: BenchServer, prepared: T) => Promise<void>,
) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  let prepared: T;
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [dbName],
    );
    const kept = rows[0]?.comment;
    if (kept) {
      prepared = JSON.parse(kept) as T;
      console.log(`(reusing database ${dbName})`);
    } else {
      if (rows.length) await admin.query(`DROP DATABASE ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      prepared = await prepare({ databaseUrl: url.toString() });
      await admin.query(
        `COMMENT ON DATABASE ${dbName} IS ${pg.escapeLiteral(JSON.stringify(prepared) ?? 'null')}`,
      );
    }
  } finally {
    await admin.end();
  }
  await withServer('PostgreSQL server', { DATABASE_URL: url.toString() }, prepared, measure);
}
