/**
 * Patient search under load (issue 3 acceptance): 200,000 patient profiles, each with a URN,
 * written straight into a fresh database (embedded PGlite data directory, then a scratch database
 * on the PostgreSQL server), then the built server is started on it and 50 concurrent clients
 * call GET /api/ccmp/patientprofiles/search with a mix of keywords: name prefixes (alone and with
 * a given name), a date of birth and a URN. Prints p50/p95/p99 per engine and per keyword kind.
 *
 * Run alone with `npm run build -w @scout/server && npx tsx apps/server/bench/patients.ts`, or as
 * part of `npm run bench`. BENCH_PATIENTS sets the number of profiles, BENCH_CLIENTS the
 * concurrency, BENCH_SECONDS the duration of each measured run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { signIn } from '../src/test/sign-in.ts';
import { runLoad } from './load.ts';
import {
  BENCH_GIVEN_NAMES,
  BENCH_SURNAMES,
  BENCH_URN_BASE,
  benchDateOfBirth,
  seedBenchPatients,
} from './patients-seed.ts';

const root = path.resolve(import.meta.dirname, '../../..');
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Migrations, demo data (providers, accounts) and the bulk profiles, before the server starts. */
async function prepare(opts: { databaseUrl?: string; dataDir?: string }): Promise<number> {
  const database = await openDatabase(opts);
  try {
    await seedDemoData(database.db);
    const started = performance.now();
    const firstId = await seedBenchPatients(database.db, PATIENTS);
    // Index-only scans need the visibility map; autovacuum would set it soon after a bulk load.
    await database.db.execute(sql`VACUUM ANALYZE patient_profiles`);
    console.log(`(seeded ${PATIENTS} profiles in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return firstId;
  } finally {
    await database.close();
  }
}

async function measure(label: string, env: Record<string, string>, firstId: number) {
  const { baseUrl, child } = await startServer(env);
  try {
    const { accessToken } = await signIn(baseUrl, 'admin@scout.example', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${accessToken}` };
    const kinds = new Map<string, number[]>();
    const request = async (i: number) => {
      const { kind, keyword } = benchKeyword(i, firstId);
      const t0 = performance.now();
      const res = await fetch(
        `${baseUrl}/api/ccmp/patientprofiles/search?keyword=${encodeURIComponent(keyword)}&pageSize=10&pageNumber=1&sortField=lastName&sortDir=asc`,
        { headers },
      );
      const body = await res.arrayBuffer();
      const list = kinds.get(kind) ?? [];
      list.push(performance.now() - t0);
      kinds.set(kind, list);
      return new Response(body, { status: res.status });
    };
    await runLoad({ clients: 5, durationMs: 2000, request }); // warm-up
    kinds.clear();
    const r = await runLoad({ clients: CLIENTS, durationMs: DURATION_MS, request });
    console.log(
      `| ${label} | search (mix) | ${CLIENTS} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
    );
    for (const [kind, values] of kinds) {
      const sorted = values.sort((a, b) => a - b);
      const at = (p: number) =>
        Math.round(
          (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10,
        ) / 10;
      console.log(
        `| ${label} | search: ${kind} | | ${sorted.length} | | ${at(50)} | ${at(95)} | ${at(99)} | |`,
      );
    }
  } finally {
    await stop(child);
  }
}

async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
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
