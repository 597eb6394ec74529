/**
 * VST consults (issue 12): BENCH_VST_CONSULTS consults (default 100,000) with follow-ups
 * (bench/vst-seed.ts); the dashboard search (first page, keyword, hospital, call date range, the
 * 304 poll), one whole consult and one consult's PDF under CLIENTS clients on each database, then
 * the PDF generation time per consult with one client (BENCH_VST_PDFS PDFs, default 100, one after
 * the other).
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import {
  type BenchCall,
  type BenchServer,
  CLIENTS,
  type DatabaseOptions,
  DURATION_MS,
  lightCall,
  measureCalls,
  onEachDatabase,
  printTableHeader,
} from './harness.ts';
import { percentileMs } from './load.ts';
import { BENCH_SURNAMES, seedBenchPatients } from './patients-seed.ts';
import { seedBenchVstConsults } from './vst-seed.ts';

const CONSULTS = Number(process.env.BENCH_VST_CONSULTS ?? 100_000);
const PDFS = Number(process.env.BENCH_VST_PDFS ?? 100);
const DAY = 86_400_000;

interface Prepared {
  first: number;
  last: number;
}

/** Migrations, demo data, one bench patient per consult and the consults with their follow-ups. */
async function prepare(opts: DatabaseOptions): Promise<Prepared> {
  const database = await openDatabase(opts);
  try {
    await seedDemoData(database.db);
    const started = performance.now();
    const firstProfileId = await seedBenchPatients(database.db, CONSULTS);
    const first = await seedBenchVstConsults(database.db, firstProfileId, CONSULTS);
    // Index-only scans need the visibility map, and autovacuum would otherwise run during the
    // measurement: every table vacuumed and analysed, the dirty pages written out, first.
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.db.execute(sql`CHECKPOINT`);
    const [counts] = await queryRows<{ consults: number; followups: number }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM vst_consults)::int AS consults, (SELECT count(*) FROM vst_followups)::int AS followups`,
    );
    console.log(
      `(seeded ${CONSULTS} VST consults in ${((performance.now() - started) / 1000).toFixed(1)} s; tables hold ${counts?.consults} consults, ${counts?.followups} follow-ups)`,
    );
    return { first, last: first + CONSULTS - 1 };
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
    studyId: (i: number) => `keyword=VST${spread(i)}`,
    hospital: (i: number) => `hospitalId=${hospitalIds[i % hospitalIds.length]}`,
    // A calendar month, ending anywhere in the last two years.
    dateRange: (i: number) => {
      const to = Date.now() - ((i * 7919) % 700) * DAY;
      return `fromDate=${localDateTime(new Date(to - 30 * DAY))}&toDate=${localDateTime(new Date(to))}`;
    },
  };
}

async function measure(server: BenchServer, prepared: Prepared) {
  const { label, baseUrl, headers } = server;
  const hospitals = (await (await fetch(`${baseUrl}/api/vst/hospitals`, { headers })).json()) as {
    id: number;
  }[];
  const q = searches(
    hospitals.map((h) => h.id),
    prepared,
  );
  const search = (query: string, extra: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/vst/consults/search${query ? `?${query}` : ''}`, {
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
    const body = (await (await search(query)).json()) as {
      totalRecordsCount: number;
      consults: { followupConsults: unknown[] }[];
    };
    const children = body.consults.reduce((n, c) => n + c.followupConsults.length, 0);
    found.push(
      `${kind} (${query || 'no filter'}): ${body.totalRecordsCount} consults, page of ${body.consults.length} with ${children} follow-ups`,
    );
  }
  console.log(`(${label}: ${found.join('; ')})`);
  // The tag of the unchanged dashboard, as a polling client holds it from its last answer.
  const etag = (await search('')).headers.get('etag') ?? '';
  const spread = (i: number) => prepared.first + ((i * 7919) % (prepared.last - prepared.first + 1));
  const pdf = (id: number) => fetch(`${baseUrl}/api/vst/form/generate/consult?id=${id}`, { headers });
  const calls: BenchCall[] = [
    lightCall(server),
    ['GET /api/vst/consults/search (dashboard, first page)', () => search('')],
    ['GET /api/vst/consults/search?keyword= (patient name prefix)', (i) => search(q.namePrefix(i))],
    ['GET /api/vst/consults/search?keyword=VST{id} (study ID)', (i) => search(q.studyId(i))],
    ['GET /api/vst/consults/search?hospitalId=', (i) => search(q.hospital(i))],
    ['GET /api/vst/consults/search?fromDate=&toDate= (30 days)', (i) => search(q.dateRange(i))],
  ];
  if (etag) {
    calls.push([
      'GET /api/vst/consults/search (dashboard poll, 304)',
      () => search('', { 'if-none-match': etag }),
    ]);
  }
  calls.push(
    [
      'GET /api/vst/consults/{id} (one full consult)',
      (i) => fetch(`${baseUrl}/api/vst/consults/${spread(i)}`, { headers }),
    ],
    ['GET /api/vst/form/generate/consult?id= (PDF)', (i) => pdf(spread(i))],
  );
  await measureCalls(label, calls);

  // PDF generation time per consult: one client, one PDF after the other (the whole call: load the
  // consult, render, base64, audit row).
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  for (let i = 0; i < PDFS; i++) {
    const t0 = performance.now();
    const res = await pdf(spread(i + 1_000_003));
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.ok)
      bytes += Buffer.from(
        (JSON.parse(Buffer.from(body).toString()) as { base64: string }).base64,
        'base64',
      ).length;
    else errors++;
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  console.log(
    `| ${label} | PDF per consult, one after the other (mean ${(total / PDFS).toFixed(1)} ms, ${Math.round(bytes / Math.max(1, PDFS - errors) / 1024)} KB PDF) | 1 | ${PDFS} | ${Math.round((PDFS / total) * 1000)} | ${percentileMs(times, 50)} | ${percentileMs(times, 95)} | ${percentileMs(times, 99)} | ${errors} |`,
  );
}

export async function benchVstConsults() {
  console.log(
    `\nVST consults: ${CONSULTS} consults with follow-ups, ${CLIENTS} concurrent clients, ${DURATION_MS / 1000} s, ${os.cpus().length} cores`,
  );
  printTableHeader();
  await onEachDatabase('vst', prepare, measure);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchVstConsults();
}
