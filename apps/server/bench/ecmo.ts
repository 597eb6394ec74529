import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { loadEcmoReferenceData } from '../src/modules/ecmo/reference-data.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { seedBenchEcmoCases } from './ecmo-seed.ts';
import {
  type BenchServer,
  CLIENTS,
  type DatabaseOptions,
  DURATION_MS,
  lightCall,
  measureCalls,
  onEachDatabase,
  printTableHeader,
} from './harness.ts';
import { seedBenchPatients } from './patients-seed.ts';

const CASES = Number(process.env.BENCH_ECMO_CASES ?? 20_000);

/** Migrations, demo data, one bench patient per case and the cases; returns the case id range. */
async function prepare(opts: DatabaseOptions): Promise<[number, number]> {
  const database = await openDatabase(opts);
  try {
    await loadEcmoReferenceData(database.db);
    await seedDemoData(database.db);
    const started = performance.now();
    const firstProfileId = await seedBenchPatients(database.db, CASES);
    const firstCaseId = await seedBenchEcmoCases(database.db, firstProfileId);
    await database.db.execute(sql`VACUUM ANALYZE ecmo_cases`);
    console.log(`(seeded ${CASES} ECMO cases in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return [firstCaseId, firstCaseId + CASES - 1];
  } finally {
    await database.close();
  }
}

async function measure(server: BenchServer, [first, last]: [number, number]) {
  const { label, baseUrl, headers } = server;
  // The tag of the unchanged open dashboard, as a polling client holds it from its last answer.
  const etag = (await fetch(`${baseUrl}/api/ecmo/cases/open`, { headers })).headers.get('etag') ?? '';
  await measureCalls(label, [
    lightCall(server),
    ['GET /api/ecmo/cases/open', () => fetch(`${baseUrl}/api/ecmo/cases/open`, { headers })],
    [
      'GET /api/ecmo/cases/open (dashboard poll, 304)',
      () => fetch(`${baseUrl}/api/ecmo/cases/open`, { headers: { ...headers, 'if-none-match': etag } }),
    ],
    ['GET /api/ecmo/archive/cases', () => fetch(`${baseUrl}/api/ecmo/archive/cases`, { headers })],
    [
      'GET /api/ecmo/cases/{id}',
      (i) => fetch(`${baseUrl}/api/ecmo/cases/${first + ((i * 7919) % (last - first + 1))}`, { headers }),
    ],
  ]);
}

export async function benchEcmoCases() {
  console.log(
    `\nECMO cases: ${CASES} cases, ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s, ${os.cpus().length} cores`,
  );
  printTableHeader();
  await onEachDatabase('ecmo', prepare, measure);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchEcmoCases();
}
