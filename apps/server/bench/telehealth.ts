import fs from 'node:fs';
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
import { seedBenchPatients } from './patients-seed.ts';
import { postgresAvailable, startServer, stop } from './server-process.ts';
import { seedBenchTelehealthCases } from './telehealth-seed.ts';

const CASES = Number(process.env.BENCH_TELEHEALTH_CASES ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

/** Migrations, demo data, one bench patient per case and the cases; returns the case id range. */
async function prepare(opts: { databaseUrl?: string; dataDir?: string }): Promise<[number, number]> {
  const database = await openDatabase(opts);
  try {
    await seedDemoData(database.db);
    const started = performance.now();
    const firstProfileId = await seedBenchPatients(database.db, CASES);
    const firstCaseId = await seedBenchTelehealthCases(database.db, firstProfileId);
    await database.db.execute(sql`VACUUM ANALYZE telehealth_cases`);
    console.log(
      `(seeded ${CASES} Telehealth cases in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    return [firstCaseId, firstCaseId + CASES - 1];
  } finally {
    await database.close();
  }
}

async function measure(label: string, env: Record<string, string>, [first, last]: [number, number]) {
  const { baseUrl, child } = await startServer(env);
  try {
    const { accessToken } = await signIn(baseUrl, 'admin@scout.example', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${accessToken}` };
    // The tag of the unchanged dashboard, as a polling client holds it from its last answer.
    const etag = (await fetch(`${baseUrl}/api/telehealth/case`, { headers })).headers.get('etag') ?? '';
    const calls: Array<[string, (i: number) => Promise<Response>]> = [
      ['GET /api/telehealth/case (dashboard)', () => fetch(`${baseUrl}/api/telehealth/case`, { headers })],
      [
        'GET /api/telehealth/case?closedCases=true (archive)',
        () => fetch(`${baseUrl}/api/telehealth/case?closedCases=true`, { headers }),
      ],
      [
        'GET /api/telehealth/case (dashboard poll, 304)',
        () => fetch(`${baseUrl}/api/telehealth/case`, { headers: { ...headers, 'if-none-match': etag } }),
      ],
      [
        'GET /api/telehealth/case/{id} (10 consultations)',
        (i) =>
          fetch(`${baseUrl}/api/telehealth/case/${first + ((i * 7919) % (last - first + 1))}`, { headers }),
      ],
    ];
    for (const [name, call] of calls) {
      // runLoad reads the whole body inside the timing: the latency includes the transfer.
      const request = call;
      await runLoad({ clients: 5, durationMs: 2000, request }); // warm-up
      const r = await runLoad({ clients: CLIENTS, durationMs: DURATION_MS, request });
      console.log(
        `| ${label} | ${name} | ${CLIENTS} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`,
      );
    }
  } finally {
    await stop(child);
  }
}

export async function benchTelehealthCases() {
  console.log(
    `\nTelehealth cases: ${CASES} cases (10 consultations each), ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s, ${os.cpus().length} cores`,
  );
  console.log('| database | call | clients | requests | req/s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAvailable(adminUrl)) {
    const dbName = `scout_bench_telehealth_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      const range = await prepare({ databaseUrl: url.toString() });
      await measure('PostgreSQL server', { DATABASE_URL: url.toString() }, range);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log(`(PostgreSQL at ${adminUrl} not reachable: server run skipped)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-telehealth-'));
  try {
    const range = await prepare({ dataDir });
    await measure('embedded (PGlite)', { DATA_DIR: dataDir }, range);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchTelehealthCases();
}
