import { PassThrough, type Readable } from 'node:stream';
import { formatDate } from '@scout/domain/cases/dates';
import {
  PERIODIC_REPORT_FILE_NAMES,
  type PeriodicReportRequest,
  type PeriodicReportType,
} from '@scout/domain/reports/periodic-report.schema';
import {
  HEADLINE_MEASURES,
  INTERVALS,
  PeriodicTally,
  type Spread,
} from '@scout/domain/reports/periodic-tally';
import type ExcelJS from 'exceljs';
import type { CaseContext } from '../cases/case-module.ts';
import { auditExport } from '../stroke/export.ts';
import * as lookups from '../stroke/lookups.repo.ts';
import * as reportRepo from './report.repo.ts';

/**
 * The monthly and quarterly reports (spec 3 §2.12, §7.1 POST /vstreports/monthly|quarterly, §9;
 * issue 14 item 5): the consults and follow-ups called in the range (the user's provider scope)
 * are read a batch at a time into the domain's tally (reports/periodic-tally.ts: headline counts
 * by hospital and period, key intervals as median and IQR), then written with exceljs' streaming
 * workbook writer straight into the response (rows are committed as written; the tally, not the
 * records, is what is held). Three sheets: Headline (by period and hospital, with totals),
 * Key Intervals (the whole range, then each period) and Chart Data (one row per period from the
 * first to the last with a record, empty ones between included, ready for a chart); bold frozen
 * header rows and set column widths.
 * 204 when the range has no record. Audited `vst.<monthly|quarterly>_report.export` with the
 * range and the number of records read.
 */

export interface PeriodicReport {
  fileName: string;
  rowCount: number;
  stream: Readable | null;
}

/** The tally of the range's records, with hospitals by name. */
async function tallyOf(ctx: CaseContext, type: PeriodicReportType, range: PeriodicReportRequest) {
  const filter = { ...range, timeZone: ctx.config.timeZone, scope: ctx.scope };
  const tally = new PeriodicTally(type);
  const names = new Map<number, string>();
  const nameOf = async (ids: number[]) => {
    const missing = [...new Set(ids)].filter((id) => !names.has(id));
    if (missing.length)
      for (const [id, facts] of await lookups.providerFacts(ctx.db, missing)) names.set(id, facts.name);
    return (id: number) => names.get(id) ?? `Hospital ${id}`;
  };
  let rowCount = 0;
  for await (const batch of reportRepo.consultBatches(ctx.db, filter)) {
    const hospital = await nameOf(batch.map((c) => c.hospitalId));
    for (const c of batch)
      tally.addConsult({
        ...c,
        hospital: hospital(c.hospitalId),
        management: c.management as Record<string, unknown> | null,
      });
    rowCount += batch.length;
  }
  for await (const batch of reportRepo.followupBatches(ctx.db, filter)) {
    const hospital = await nameOf(batch.map((f) => f.hospitalId));
    for (const f of batch) tally.addFollowup({ localDate: f.localDate, hospital: hospital(f.hospitalId) });
    rowCount += batch.length;
  }
  return { tally, rowCount };
}

const TITLE: Record<PeriodicReportType, string> = {
  monthly: 'VST Monthly Report',
  quarterly: 'VST Quarterly Report',
};
const PERIOD: Record<PeriodicReportType, string> = { monthly: 'Month', quarterly: 'Quarter' };
const round = (n: number | undefined) => (n === undefined ? null : Math.round(n * 10) / 10);
const spreadCells = (s: Spread | null) => [
  s?.count ?? 0,
  round(s?.median),
  round(s?.q1),
  round(s?.q3),
  round(s?.iqr),
];

type Sheet = ExcelJS.Worksheet;

/** A sheet with its title line, a bold header row frozen above the data, and column widths. */
function sheet(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  title: string,
  header: Array<[string, number]>,
) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
  ws.columns = header.map(([, width]) => ({ width }));
  const titleRow = ws.addRow([title]);
  titleRow.font = { bold: true, size: 13 };
  titleRow.commit();
  const headerRow = ws.addRow(header.map(([label]) => label));
  headerRow.font = { bold: true };
  headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
  headerRow.commit();
  return ws;
}

const add = (ws: Sheet, cells: unknown[], bold = false) => {
  const row = ws.addRow(cells);
  if (bold) row.font = { bold: true };
  row.commit();
};

async function writeWorkbook(
  out: PassThrough,
  type: PeriodicReportType,
  range: PeriodicReportRequest,
  tally: PeriodicTally,
  timeZone: string,
) {
  // Loaded on the first report, not at start: exceljs is ~25 MB of a server's resident memory.
  const { default: excel } = await import('exceljs');
  const wb = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const days = { fromDate: range.fromDate.slice(0, 10), toDate: range.toDate.slice(0, 10) };
  const title = `${TITLE[type]}: ${formatDate(days.fromDate, timeZone)} to ${formatDate(days.toDate, timeZone)}`;
  const periods = tally.span();
  const measures = HEADLINE_MEASURES.map(([, label]) => [label, 14] as [string, number]);

  const headline = sheet(wb, 'Headline', title, [[PERIOD[type], 16], ['Hospital', 40], ...measures]);
  for (const r of tally.headlineRows())
    add(headline, [r.period, r.hospital, ...HEADLINE_MEASURES.map(([m]) => r.counts[m])]);
  const total = tally.totals();
  add(headline, ['Total', 'All hospitals', ...HEADLINE_MEASURES.map(([m]) => total[m])], true);
  headline.commit();

  const intervals = sheet(wb, 'Key Intervals', title, [
    ['Interval', 38],
    [PERIOD[type], 16],
    ['Records', 10],
    ['Median', 10],
    ['Q1', 10],
    ['Q3', 10],
    ['IQR', 10],
  ]);
  for (const [name, label] of INTERVALS) {
    add(intervals, [label, 'All', ...spreadCells(tally.spread(name))], true);
    for (const period of periods) add(intervals, [label, period, ...spreadCells(tally.spread(name, period))]);
  }
  intervals.commit();

  const chart = sheet(wb, 'Chart Data', title, [
    [PERIOD[type], 16],
    ...measures,
    ...INTERVALS.map(([, label]) => [`Median ${label}`, 22] as [string, number]),
  ]);
  for (const period of periods) {
    const counts = tally.totals(period);
    add(chart, [
      period,
      ...HEADLINE_MEASURES.map(([m]) => counts[m]),
      ...INTERVALS.map(([name]) => round(tally.spread(name, period)?.median)),
    ]);
  }
  chart.commit();
  await wb.commit();
}

/** POST /vstreports/{monthly|quarterly}: the report of the range, streamed. */
export async function periodicReport(
  ctx: CaseContext,
  type: PeriodicReportType,
  range: PeriodicReportRequest,
): Promise<PeriodicReport> {
  const fileName = PERIODIC_REPORT_FILE_NAMES[type];
  const { tally, rowCount } = await tallyOf(ctx, type, range);
  await auditExport(ctx, 'vst', `${type}_report`, { filter: range, rowCount });
  if (!rowCount) return { fileName, rowCount, stream: null };
  const out = new PassThrough();
  writeWorkbook(out, type, range, tally, ctx.config.timeZone).catch((error: Error) => out.destroy(error));
  return { fileName, rowCount, stream: out };
}
