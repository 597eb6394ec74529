/**
 * VST exports and reports (issue 14 item 6, docs/performance.md "VST exports and reports"):
 * BENCH_VST_EXPORT_CONSULTS consults (default 1,000,000) with follow-ups (bench/vst-seed.ts), then,
 * once per database, signed in as the demo exporter (VST export privilege):
 * - the CSV export of every consult with every column (POST /api/vst/vstdataexport/generate/csv,
 *   no filter, sections null), streamed to the end: rows/s, first byte, bytes, the server's peak
 *   RSS (target under 150 MB);
 * - the monthly report (POST /api/vst/vstreports/monthly) over the call range of the newest
 *   BENCH_VST_REPORT_CONSULTS consults (default 100,000): wall time, bytes, peak RSS.
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-data.ts';
import { signIn } from '../tools/sign-in.ts';
import { type BenchServer, type DatabaseOptions, onEachDatabase, printTableHeader } from './harness.ts';
import { seedBenchPatients } from './patients-seed.ts';
import { type MeasuredDownload, mb, measureDownload } from './server-memory.ts';
import { seedBenchVstConsults } from './vst-seed.ts';

const CONSULTS = Number(process.env.BENCH_VST_EXPORT_CONSULTS ?? 1_000_000);
const REPORT_CONSULTS = Math.min(CONSULTS, Number(process.env.BENCH_VST_REPORT_CONSULTS ?? 100_000));
const EXPORTER = 'exporter@scout.example';
const TIME_ZONE = 'Australia/Melbourne';

interface Prepared {
  consults: number;
  /** The call range (local date-times) of the newest REPORT_CONSULTS consults, and how many it holds. */
  range: { fromDate: string; toDate: string };
  inRange: number;
}

/** Migrations, demo data, one bench patient per consult, the consults and their follow-ups. */
async function prepare(opts: DatabaseOptions): Promise<Prepared> {
  const database = await openDatabase(opts);
  try {
    await seedDemoData(database.db);
    const started = performance.now();
    const firstProfileId = await seedBenchPatients(database.db, CONSULTS);
    await seedBenchVstConsults(database.db, firstProfileId, CONSULTS);
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.db.execute(sql`CHECKPOINT`);
    const local = (at: ReturnType<typeof sql>) =>
      sql`to_char((${at}) AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
    const [row] = await queryRows<{ consults: number; followups: number; fromDate: string; toDate: string }>(
      database.db,
      sql`SELECT (SELECT count(*) FROM vst_consults WHERE deleted_at IS NULL)::int AS consults,
        (SELECT count(*) FROM vst_followups)::int AS followups,
        ${local(sql`(SELECT min(call_date_time) FROM (SELECT call_date_time FROM vst_consults WHERE deleted_at IS NULL ORDER BY call_date_time DESC LIMIT ${REPORT_CONSULTS}) newest)`)} AS "fromDate",
        ${local(sql`now()`)} AS "toDate"`,
    );
    if (!row) throw new Error('no counts');
    const [inRange] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM vst_consults WHERE deleted_at IS NULL
        AND call_date_time >= (${row.fromDate}::timestamp AT TIME ZONE ${TIME_ZONE})`,
    );
    console.log(
      `(seeded ${CONSULTS} VST consults in ${((performance.now() - started) / 1000).toFixed(1)} s; tables hold ${row.consults} consults, ${row.followups} follow-ups; report range ${row.fromDate} to ${row.toDate})`,
    );
    return {
      consults: row.consults,
      range: { fromDate: row.fromDate, toDate: row.toDate },
      inRange: inRange?.n ?? 0,
    };
  } finally {
    await database.close();
  }
}

/** One table row (a single request) and a line of details. */
function report(label: string, call: string, m: MeasuredDownload, details: string) {
  if (m.error !== null) console.log(`(${label}: ${call} answered ${m.status}: ${m.error})`);
  const errors = m.status === 200 ? 0 : 1;
  console.log(
    `| ${label} | ${call} (${details}; ${(m.bytes / 1048576).toFixed(1)} MB, first byte ${m.firstByteMs.toFixed(0)} ms; server RSS ${mb(m.before)} before, peak ${mb(m.peak)}) | 1 | 1 | ${(1000 / m.wallMs).toFixed(2)} | ${m.wallMs.toFixed(0)} | ${m.wallMs.toFixed(0)} | ${m.wallMs.toFixed(0)} | ${errors} |`,
  );
  console.log(
    `(${label}: ${call} HTTP ${m.status}, ${details}, ${m.bytes} bytes in ${(m.wallMs / 1000).toFixed(1)} s; server pid ${m.pid ?? 'n/a'} RSS ${mb(m.before)} before, peak ${mb(m.peak)} (${m.peakHow}))`,
  );
}

async function measure({ label, baseUrl }: BenchServer, prepared: Prepared) {
  const { accessToken } = await signIn(baseUrl, EXPORTER, DEMO_PASSWORD);
  const post = (path: string, body: unknown) => () =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const csv = await measureDownload(
    post('/api/vst/vstdataexport/generate/csv', { category: 'Consult', searchQuery: null, sections: null }),
  );
  const rows = Math.max(0, csv.lines - 1);
  report(
    label,
    'POST /api/vst/vstdataexport/generate/csv (every consult, every column, streamed)',
    csv,
    `${csv.rowHeader ?? '?'} rows announced, ${rows} CSV lines after the header, ${(rows / (csv.wallMs / 1000)).toFixed(0)} rows/s`,
  );
  const monthly = await measureDownload(post('/api/vst/vstreports/monthly', prepared.range));
  report(
    label,
    'POST /api/vst/vstreports/monthly',
    monthly,
    `${prepared.inRange} consults in ${prepared.range.fromDate} to ${prepared.range.toDate}, ${monthly.rowHeader ?? '?'} records read (consults and follow-ups)`,
  );
}

export async function benchVstReports() {
  console.log(
    `\nVST exports and reports: ${CONSULTS} consults with follow-ups, ${os.cpus().length} cores; the CSV export of all of them and the monthly report over the newest ${REPORT_CONSULTS}, once each`,
  );
  printTableHeader();
  await onEachDatabase('vst_reports', prepare, measure);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchVstReports();
}
