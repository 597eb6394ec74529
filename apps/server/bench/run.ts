import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { signIn } from '../tools/sign-in.ts';
import { benchEcmoCases } from './ecmo.ts';
import { CLIENTS, DURATION_MS, measureCalls, printTableHeader } from './harness.ts';
import { benchLcp } from './lcp.ts';
import { benchLiveEvents } from './live-events.ts';
import { benchPatientSearch } from './patients.ts';
import { postgresAvailable, startServer, stop } from './server-process.ts';
import { benchTelehealthCases } from './telehealth.ts';
import { benchVstConsults } from './vst.ts';
import { benchVstReports } from './vst-reports.ts';
import { benchVtisRecords } from './vtis.ts';

async function benchOne(label: string, env: Record<string, string>) {
  const { baseUrl, child } = await startServer({ ...env, SEED_DEMO: 'true', NODE_ENV: 'test' });
  try {
    const { accessToken } = await signIn(baseUrl, 'admin@scout.example', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${accessToken}` };
    await measureCalls(
      label,
      [
        [
          'GET /api/ccmp/admin/users/current',
          () => fetch(`${baseUrl}/api/ccmp/admin/users/current`, { headers }),
        ],
        [
          'GET /api/ccmp/jurisdictions/1101',
          () => fetch(`${baseUrl}/api/ccmp/jurisdictions/1101`, { headers }),
        ],
      ],
      { warmUpMs: 1000 },
    );
  } finally {
    await stop(child);
  }
}

async function main() {
  console.log(
    `SCOUT benchmark: ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s per call, ${os.cpus().length} cores`,
  );
  printTableHeader();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-bench-'));
  try {
    await benchOne('embedded (PGlite)', { DATA_DIR: dataDir });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await postgresAvailable(adminUrl))) {
    console.log(`(PostgreSQL at ${adminUrl} not reachable: server run skipped)`);
    return;
  }
  const dbName = `scout_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    await benchOne('PostgreSQL server', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
// Patient search over 200,000 profiles (bench/patients.ts); BENCH_PATIENTS=0 skips it.
if (process.env.BENCH_PATIENTS !== '0') await benchPatientSearch();
// ECMO cases: 20,000 cases with full clinical details (bench/ecmo.ts); BENCH_ECMO_CASES=0 skips it.
if (process.env.BENCH_ECMO_CASES !== '0') await benchEcmoCases();
// Telehealth cases: 20,000 cases of 10 consultations (bench/telehealth.ts); BENCH_TELEHEALTH_CASES=0 skips it.
if (process.env.BENCH_TELEHEALTH_CASES !== '0') await benchTelehealthCases();
// VST consults: 100,000 consults with follow-ups (bench/vst.ts); BENCH_VST_CONSULTS=0 skips it.
if (process.env.BENCH_VST_CONSULTS !== '0') await benchVstConsults();
// VTIS records: 100,000 consults, ~30,000 with hospital documentation, and their AuSCR export
// (bench/vtis.ts); BENCH_VTIS_RECORDS=0 skips it.
if (process.env.BENCH_VTIS_RECORDS !== '0') await benchVtisRecords();
// VST exports and reports: the CSV export of 1,000,000 consults and the monthly report over the
// newest 100,000 (bench/vst-reports.ts); BENCH_VST_EXPORT_CONSULTS=0 skips it.
if (process.env.BENCH_VST_EXPORT_CONSULTS !== '0') await benchVstReports();
// Live dashboards: 1,000 idle change streams, 50 writes/s to them, beside the cost of polling
// (bench/live-events.ts); BENCH_LIVE_STREAMS=0 skips it.
if (process.env.BENCH_LIVE_STREAMS !== '0') await benchLiveEvents();
// Largest Contentful Paint of the main menu and each dashboard in Chromium, warm reloads
// (bench/lcp.ts); BENCH_LCP=0 skips it. A page over the 1.0 s budget fails the bench.
if (process.env.BENCH_LCP !== '0' && (await benchLcp()).length) process.exitCode = 1;
