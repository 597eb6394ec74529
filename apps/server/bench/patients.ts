import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { signIn } from '../tools/sign-in.ts';
import { type LoadResult, percentileMs, runLoad, runWrk, wrkAvailable } from './load.ts';
import {
  BENCH_GIVEN_NAMES,
  BENCH_SURNAMES,
  BENCH_URN_BASE,
  benchDateOfBirth,
  seedBenchPatients,
} from './patients-seed.ts';
import { postgresAvailable, startServer, stop } from './server-process.ts';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 200_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

/** The keyword mix: 7 in 10 name searches, the rest split between dates of birth and URNs. */
export function benchKeyword(i: number, firstId: number): { kind: string; keyword: string } {
  const n = i % 20;
  const surname = (BENCH_SURNAMES[(i * 7) % BENCH_SURNAMES.length] as string).toLowerCase().replace(/'/g, '');
  const given = (BENCH_GIVEN_NAMES[(i * 11) % BENCH_GIVEN_NAMES.length] as string).toLowerCase();
  if (n < 8) return { kind: 'surname prefix', keyword: surname.slice(0, 3 + (i % 3)) };
  if (n < 12) return { kind: 'surname + given name', keyword: `${surname} ${given.slice(0, 2)}` };
  if (n < 14) return { kind: 'two-letter prefix', keyword: surname.slice(0, 2) };
  const ordinal = 1 + ((i * 7919) % PATIENTS);
  if (n < 17) {
    const [y, m, d] = benchDateOfBirth(ordinal).split('-');
    return { kind: 'date of birth', keyword: `${d}/${m}/${y}` };
  }
  return { kind: 'URN', keyword: String(BENCH_URN_BASE + firstId + ordinal - 1) };
}

/** Migrations, demo data (providers, accounts) and the bulk profiles, before the server starts. */
async function prepare(opts: { databaseUrl?: string; dataDir?: string }): Promise<number> {
  const database = await openDatabase(opts);
  try {
    await seedDemoData(database.db);
    const started = performance.now();
    const firstId = await seedBenchPatients(database.db, PATIENTS);
    // Index-only scans need the visibility map; autovacuum would set it soon after a bulk load
    // (and would run during the measurement): every table is vacuumed and analysed first.
    await database.db.execute(sql`VACUUM ANALYZE`);
    // The load's dirty pages written out now, not by a checkpoint in the middle of the run.
    await database.db.execute(sql`CHECKPOINT`);
    console.log(`(seeded ${PATIENTS} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return firstId;
  } finally {
    await database.close();
  }
}

const searchPath = (keyword: string) =>
  `/api/ccmp/patientprofiles/search?keyword=${encodeURIComponent(keyword)}&pageSize=10&pageNumber=1&sortField=lastName&sortDir=asc`;

async function measure(label: string, env: Record<string, string>, firstId: number) {
  const { baseUrl, child } = await startServer(env);
  try {
    const { accessToken } = await signIn(baseUrl, 'admin@scout.example', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${accessToken}` };
    const row = (call: string, clients: number | '', r: Partial<LoadResult>) =>
      console.log(
        `| ${label} | ${call} | ${clients} | ${r.requests} | ${r.rps ?? ''} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors ?? ''} |`,
      );
    if (wrkAvailable()) {
      const paths = Array.from({ length: 5000 }, (_, i) => searchPath(benchKeyword(i, firstId).keyword));
      const r = runWrk({ baseUrl, headers, paths, clients: CLIENTS, durationMs: DURATION_MS });
      row('search (mix), wrk', CLIENTS, r);
    }
    // The Node generator also times each keyword kind (and is the only one without wrk).
    const kinds = new Map<string, number[]>();
    const request = async (i: number) => {
      const { kind, keyword } = benchKeyword(i, firstId);
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}${searchPath(keyword)}`, { headers });
      const body = await res.arrayBuffer();
      const list = kinds.get(kind) ?? [];
      list.push(performance.now() - t0);
      kinds.set(kind, list);
      return new Response(body, { status: res.status });
    };
    await runLoad({ clients: CLIENTS, durationMs: 2000, request }); // warm-up
    kinds.clear();
    row(
      'search (mix), Node generator',
      CLIENTS,
      await runLoad({ clients: CLIENTS, durationMs: DURATION_MS, request }),
    );
    for (const [kind, values] of kinds) {
      const sorted = values.sort((a, b) => a - b);
      const at = (p: number) => percentileMs(sorted, p);
      row(`search: ${kind}`, '', { requests: sorted.length, p50: at(50), p95: at(95), p99: at(99) });
    }
  } finally {
    await stop(child);
  }
}

export async function benchPatientSearch() {
  console.log(
    `\nPatient search: ${PATIENTS} profiles, ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s, ${os.cpus().length} cores`,
  );
  console.log('| database | call | clients | requests | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAvailable(adminUrl)) {
    const dbName = `scout_bench_patients_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      const firstId = await prepare({ databaseUrl: url.toString() });
      await measure('PostgreSQL server', { DATABASE_URL: url.toString() }, firstId);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log(`(PostgreSQL at ${adminUrl} not reachable: server run skipped)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-patients-'));
  try {
    const firstId = await prepare({ dataDir });
    await measure('embedded (PGlite)', { DATA_DIR: dataDir }, firstId);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchPatientSearch();
}
