import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import {
  type BenchServer,
  CLIENTS,
  type DatabaseOptions,
  DURATION_MS,
  measureCalls,
  onEachDatabase,
  printTableHeader,
} from './harness.ts';
import { seedBenchPatients } from './patients-seed.ts';
import { seedBenchTelehealthCases } from './telehealth-seed.ts';

const CASES = Number(process.env.BENCH_TELEHEALTH_CASES ?? 20_000);

/** Migrations, demo data, one bench patient per case and the cases; returns the case id range. */
async function prepare(opts: DatabaseOptions): Promise<[number, number]> {
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

async function measure({ label, baseUrl, headers }: BenchServer, [first, last]: [number, number]) {
  // The tag of the unchanged dashboard, as a polling client holds it from its last answer.
  const etag = (await fetch(`${baseUrl}/api/telehealth/case`, { headers })).headers.get('etag') ?? '';
  await measureCalls(label, [
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
  ]);
}

export async function benchTelehealthCases() {
  console.log(
    `\nTelehealth cases: ${CASES} cases (10 consultations each), ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s, ${os.cpus().length} cores`,
  );
  printTableHeader();
  await onEachDatabase('telehealth', prepare, measure);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchTelehealthCases();
}
