/**
 * VTIS records (issue 13): BENCH_VTIS_RECORDS consults (default 100,000) with follow-ups and, for
 * about 30 % of them, hospital documentation (bench/vtis-seed.ts); the dashboard search (first
 * page, patient name prefix, study ID, hospital, 30-day call range, the 304 poll) and one whole
 * consult under CLIENTS clients on each database, then the AuSCR export of every documented
 * consult (POST /api/vtis/vtisdataexport/generate/auscr with no filter, signed in as the demo
 * exporter who holds the AuSCR export privilege), once per database: wall time, time to the first
 * byte, bytes, rows, and the server process's peak RSS while it streams.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { signIn } from '../tools/sign-in.ts';
import {
  type BenchCall,
  type BenchServer,
  CLIENTS,
  type DatabaseOptions,
  DURATION_MS,
  measureCalls,
  onEachDatabase,
  printTableHeader,
} from './harness.ts';
import { BENCH_SURNAMES, seedBenchPatients } from './patients-seed.ts';
import { mb, measureDownload } from './server-memory.ts';
import { seedBenchVtisRecords } from './vtis-seed.ts';

const RECORDS = Number(process.env.BENCH_VTIS_RECORDS ?? 100_000);
const DAY = 86_400_000;
const EXPORTER = 'exporter@scout.example';

interface Prepared {
  first: number;
  last: number;
  documented: number;
}

/** Migrations, demo data, one bench patient per consult and the VTIS records. */
async function prepare(opts: DatabaseOptions): Promise<Prepared> {
  const database = await openDatabase(opts);
  try {
    await seedDemoData(database.db);
    const started = performance.now();
    const firstProfileId = await seedBenchPatients(database.db, RECORDS);
    const first = await seedBenchVtisRecords(database.db, firstProfileId, RECORDS);
    // Index-only scans need the visibility map, and autovacuum would otherwise run during the
    // measurement: every table vacuumed and analysed, the dirty pages written out, first.
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.db.execute(sql`CHECKPOINT`);
    const [counts] = await queryRows<{
      consults: number;
      followups: number;
      documented: number;
      completed: number;
    }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM vtis_consults)::int AS consults,
        (SELECT count(*) FROM vtis_followups)::int AS followups,
        (SELECT count(*) FROM vtis_hospital_documentation WHERE deleted_at IS NULL)::int AS documented,
        (SELECT count(*) FROM vtis_hospital_documentation WHERE closed_on IS NOT NULL)::int AS completed`,
    );
    console.log(
      `(seeded ${RECORDS} VTIS consults in ${((performance.now() - started) / 1000).toFixed(1)} s; tables hold ${counts?.consults} consults, ${counts?.followups} follow-ups, ${counts?.documented} hospital documentations (${counts?.completed} completed))`,
    );
    return { first, last: first + RECORDS - 1, documented: Number(counts?.documented ?? 0) };
  } finally {
    await database.close();
  }
}

/** yyyy-MM-ddTHH:mm:ss (the search's local date-time format; the zone does not matter here). */
const localDateTime = (at: Date) => at.toISOString().slice(0, 19);

/** The query of the i-th request of each search kind. */
function searches(hospitalIds: number[], { first, last }: Prepared) {
  const spread = (i: number) => first + ((i * 7919) % (last - first + 1));
  return {
    namePrefix: (i: number) => {
      const surname = (BENCH_SURNAMES[(i * 7) % BENCH_SURNAMES.length] as string).replace(/'/g, '');
      return `keyword=${encodeURIComponent(surname.slice(0, 3 + (i % 3)).toLowerCase())}`;
    },
    studyId: (i: number) => `keyword=VTIS${spread(i)}`,
    hospital: (i: number) => `hospitalId=${hospitalIds[i % hospitalIds.length]}`,
    // A calendar month, ending anywhere in the year of calls.
    dateRange: (i: number) => {
      const to = Date.now() - ((i * 7919) % 335) * DAY;
      return `fromDate=${localDateTime(new Date(to - 30 * DAY))}&toDate=${localDateTime(new Date(to))}`;
    },
  };
}

/**
 * The AuSCR export of every documented consult, once, streamed to the end: wall time, first byte,
 * bytes, rows (the x-row-count header, and the CSV's lines less the header), and the server's RSS
 * before and its peak during (the kernel's VmHWM after a reset, or the highest VmRSS sampled every
 * RSS_SAMPLE_MS when the reset is refused). One table row, with the details on a line of its own.
 */
async function measureAuscrExport({ label, baseUrl }: BenchServer, prepared: Prepared) {
  const { accessToken } = await signIn(baseUrl, EXPORTER, DEMO_PASSWORD);
  const { status, rowHeader, bytes, lines, firstByteMs, wallMs, pid, before, peak, peakHow, error } =
    await measureDownload(() =>
      fetch(`${baseUrl}/api/vtis/vtisdataexport/generate/auscr`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ category: 'VtisConsult', vtisSearchQuery: null }),
      }),
    );
  if (error !== null) console.log(`(${label}: AuSCR export answered ${status}: ${error})`);
  const rows = Math.max(0, lines - 1);
  const errors = status === 200 ? 0 : 1;
  console.log(
    `| ${label} | POST /api/vtis/vtisdataexport/generate/auscr (all ${rowHeader ?? '?'} documented consults, streamed; ${(bytes / 1048576).toFixed(1)} MB, ${rows} rows, first byte ${firstByteMs.toFixed(0)} ms; server RSS ${mb(before)} before, peak ${mb(peak)}) | 1 | 1 | ${(1000 / wallMs).toFixed(2)} | ${wallMs.toFixed(0)} | ${wallMs.toFixed(0)} | ${wallMs.toFixed(0)} | ${errors} |`,
  );
  console.log(
    `(${label}: AuSCR export HTTP ${status}, ${rowHeader ?? '?'} rows announced (x-row-count), ${rows} CSV lines after the header, ${prepared.documented} documented consults seeded, ${bytes} bytes in ${(wallMs / 1000).toFixed(1)} s (${(rows / (wallMs / 1000)).toFixed(0)} rows/s); server pid ${pid ?? 'n/a'} RSS ${mb(before)} before, peak ${mb(peak)} (${peakHow}))`,
  );
}

async function measure(server: BenchServer, prepared: Prepared) {
  const { label, baseUrl, headers } = server;
  const hospitals = (await (await fetch(`${baseUrl}/api/vtis/hospitals`, { headers })).json()) as {
    id: number;
  }[];
  const q = searches(
    hospitals.map((h) => h.id),
    prepared,
  );
  const search = (query: string, extra: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/vtis/consults/search${query ? `?${query}` : ''}`, {
      headers: { ...headers, ...extra },
    });
  // What each search finds (its first request), for the record of what was measured.
  const found: string[] = [];
  for (const [kind, query] of [
    ['dashboard', ''],
    ['name prefix', q.namePrefix(0)],
    ['study ID', q.studyId(0)],
    ['hospital', q.hospital(0)],
    ['date range', q.dateRange(0)],
  ] as const) {
    const res = await search(query);
    if (!res.ok)
      throw new Error(`VTIS search ${query || '(dashboard)'}: HTTP ${res.status} ${await res.text()}`);
    const body = (await res.json()) as {
      totalRecordsCount: number;
      vtisConsults: { vtisFollowupConsults: unknown[]; hospitalDocumentation: unknown }[];
    };
    const children = body.vtisConsults.reduce((n, c) => n + c.vtisFollowupConsults.length, 0);
    const docs = body.vtisConsults.filter((c) => c.hospitalDocumentation).length;
    found.push(
      `${kind} (${query || 'no filter'}): ${body.totalRecordsCount} consults, page of ${body.vtisConsults.length} with ${children} follow-ups and ${docs} hospital documentations`,
    );
  }
  console.log(`(${label}: ${found.join('; ')})`);
  // The tag of the unchanged dashboard, as a polling client holds it from its last answer.
  const etag = (await search('')).headers.get('etag') ?? '';
  const spread = (i: number) => prepared.first + ((i * 7919) % (prepared.last - prepared.first + 1));
  const calls: BenchCall[] = [
    ['GET /api/vtis/consults/search (dashboard, first page)', () => search('')],
    ['GET /api/vtis/consults/search?keyword= (patient name prefix)', (i) => search(q.namePrefix(i))],
    ['GET /api/vtis/consults/search?keyword=VTIS{id} (study ID)', (i) => search(q.studyId(i))],
    ['GET /api/vtis/consults/search?hospitalId=', (i) => search(q.hospital(i))],
    ['GET /api/vtis/consults/search?fromDate=&toDate= (30 days)', (i) => search(q.dateRange(i))],
  ];
  if (etag) {
    calls.push([
      'GET /api/vtis/consults/search (dashboard poll, 304)',
      () => search('', { 'if-none-match': etag }),
    ]);
  } else {
    console.log(`(${label}: the dashboard answered no ETag: the 304 poll is not measured)`);
  }
  calls.push([
    'GET /api/vtis/consults/{id} (one full consult)',
    (i) => fetch(`${baseUrl}/api/vtis/consults/${spread(i)}`, { headers }),
  ]);
  await measureCalls(label, calls);
  await measureAuscrExport(server, prepared);
}

export async function benchVtisRecords() {
  console.log(
    `\nVTIS records: ${RECORDS} consults with follow-ups and hospital documentation, ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s, ${os.cpus().length} cores; then the AuSCR export of all of them, once`,
  );
  printTableHeader();
  await onEachDatabase('vtis', prepare, measure);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchVtisRecords();
}
