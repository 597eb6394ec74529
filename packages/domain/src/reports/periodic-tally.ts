import { isThrombolysed } from '../reperfusion/register.ts';
import { YES } from '../stroke/options.ts';
import { isEcrAccepted } from '../vst/clinical-rules.ts';
import { type DateRange, financialQuarterOf } from './date-ranges.ts';
import type { PeriodicReportType } from './periodic-report.schema.ts';

/**
 * What the monthly and quarterly reports count and measure (spec 3 §2.12, §7.1, §9; issue 14 item
 * 5), as pure functions the server feeds a batch of records at a time:
 * - headline counts by hospital and period: consults, follow-ups, thrombolysed (tPA administered
 *   Yes, reperfusion/register.ts), ECR referred (patient recommended for ECR Yes) and ECR accepted
 *   (accepted first or on further referral, vst/clinical-rules.ts `isEcrAccepted`, the rule the
 *   consult form and the reperfusion register use);
 * - key intervals in minutes as median and interquartile range: call to specialist contact (the
 *   call time to the neurologist's contact time) and door to needle, where recorded (a thrombolysed
 *   patient with both the hospital triage time, SCOUT's "door" as triage is done on arrival, and
 *   the tPA commence time);
 * - a chart-ready table: one row per period from the first to the last with a record, the empty
 *   ones between included (`span`: bounded by the data, not by however wide a range is asked for).
 * The period is the call's calendar month (monthly) or financial-year quarter counted from July
 * (quarterly, date-ranges.ts), in the service's time zone.
 */

/** A period's key: '2026-03' (month) or 'FY2025-26 Q3' (quarter); keys sort in time order. */
export function reportPeriodOf(type: PeriodicReportType, localDate: string): string {
  if (type === 'monthly') return localDate.slice(0, 7);
  const q = financialQuarterOf(localDate);
  return `${q.financialYear} Q${q.quarter}`;
}

/** Every period of a range of calendar days (YYYY-MM-DD), in order. */
export function reportPeriods(type: PeriodicReportType, range: DateRange): string[] {
  const periods: string[] = [];
  let [year, month] = range.fromDate.split('-').map(Number) as [number, number];
  const last = range.toDate.slice(0, 7);
  for (;;) {
    const ym = `${year}-${String(month).padStart(2, '0')}`;
    if (ym > last) break;
    const period = reportPeriodOf(type, `${ym}-01`);
    if (periods[periods.length - 1] !== period) periods.push(period);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return periods;
}

/** Median and quartiles (linear interpolation between ranks, as Excel's QUARTILE.INC). */
export interface Spread {
  count: number;
  median: number;
  q1: number;
  q3: number;
  iqr: number;
}

function quantile(sorted: readonly number[], p: number): number {
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const a = sorted[low] as number;
  const b = sorted[Math.min(low + 1, sorted.length - 1)] as number;
  return a + (b - a) * (rank - low);
}

/** The spread of some values, or null when there are none. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  return { count: sorted.length, median: quantile(sorted, 0.5), q1, q3, iqr: q3 - q1 };
}

const minutesBetween = (from: string | Date | null | undefined, to: string | Date | null | undefined) => {
  if (!from || !to) return null;
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Number.isFinite(ms) && ms >= 0 ? ms / 60_000 : null;
};

/** A consult as the reports read it. */
export interface ReportConsult {
  hospital: string;
  /** The call's calendar day in the service's time zone. */
  localDate: string;
  callDateTime: Date | string;
  specialistDateTime: Date | string | null;
  /** Patient information's hospitalTriageDateAndTime (the "door"). */
  triageDateTime: string | null;
  /** Recommended Management (reperfusionTherapiesDetails) as stored. */
  management: Record<string, unknown> | null;
}

export interface ReportFollowup {
  hospital: string;
  localDate: string;
}

export const HEADLINE_MEASURES = [
  ['consults', 'Consults'],
  ['followups', 'Follow-ups'],
  ['thrombolysed', 'Thrombolysed'],
  ['ecrReferred', 'ECR Referred'],
  ['ecrAccepted', 'ECR Accepted'],
] as const;
export type HeadlineMeasure = (typeof HEADLINE_MEASURES)[number][0];
export type HeadlineCounts = Record<HeadlineMeasure, number>;

export const INTERVALS = [
  ['callToSpecialist', 'Call to specialist contact (minutes)'],
  ['doorToNeedle', 'Door to needle (minutes)'],
] as const;
export type IntervalName = (typeof INTERVALS)[number][0];

const zero = (): HeadlineCounts => ({
  consults: 0,
  followups: 0,
  thrombolysed: 0,
  ecrReferred: 0,
  ecrAccepted: 0,
});

/** The tally of a report's records, added a batch at a time. */
export class PeriodicTally {
  /** By period, then hospital. */
  readonly headline = new Map<string, Map<string, HeadlineCounts>>();
  readonly intervals = new Map<IntervalName, Map<string, number[]>>(
    INTERVALS.map(([name]) => [name, new Map()]),
  );

  /** The first and last calendar days with a record. */
  first: string | null = null;
  last: string | null = null;

  constructor(readonly type: PeriodicReportType) {}

  private counts(localDate: string, hospital: string): HeadlineCounts {
    if (this.first === null || localDate < this.first) this.first = localDate;
    if (this.last === null || localDate > this.last) this.last = localDate;
    const period = reportPeriodOf(this.type, localDate);
    const byHospital = this.headline.get(period) ?? new Map<string, HeadlineCounts>();
    this.headline.set(period, byHospital);
    const counts = byHospital.get(hospital) ?? zero();
    byHospital.set(hospital, counts);
    return counts;
  }

  private measure(name: IntervalName, localDate: string, minutes: number | null) {
    if (minutes === null) return;
    const byPeriod = this.intervals.get(name) as Map<string, number[]>;
    const period = reportPeriodOf(this.type, localDate);
    const list = byPeriod.get(period);
    if (list) list.push(minutes);
    else byPeriod.set(period, [minutes]);
  }

  addConsult(c: ReportConsult): void {
    const counts = this.counts(c.localDate, c.hospital);
    counts.consults += 1;
    const thrombolysed = isThrombolysed(c.management);
    if (thrombolysed) counts.thrombolysed += 1;
    if (c.management?.patientRecommendedForECR === YES) counts.ecrReferred += 1;
    if (isEcrAccepted(c.management)) counts.ecrAccepted += 1;
    this.measure('callToSpecialist', c.localDate, minutesBetween(c.callDateTime, c.specialistDateTime));
    const needle = c.management?.tpaCommenceDateAndTime;
    if (thrombolysed && typeof needle === 'string')
      this.measure('doorToNeedle', c.localDate, minutesBetween(c.triageDateTime, needle));
  }

  addFollowup(f: ReportFollowup): void {
    this.counts(f.localDate, f.hospital).followups += 1;
  }

  /** The headline rows: period, hospital (by name), counts. */
  headlineRows(): Array<{ period: string; hospital: string; counts: HeadlineCounts }> {
    return [...this.headline.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([period, byHospital]) =>
        [...byHospital.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([hospital, counts]) => ({ period, hospital, counts })),
      );
  }

  /** Every period from the first to the last with a record (none without records). */
  span(): string[] {
    return this.first && this.last
      ? reportPeriods(this.type, { fromDate: this.first, toDate: this.last })
      : [];
  }

  /** The counts of a period over every hospital (every period when none is given). */
  totals(period?: string): HeadlineCounts {
    const total = zero();
    for (const [p, byHospital] of this.headline) {
      if (period !== undefined && p !== period) continue;
      for (const counts of byHospital.values())
        for (const [measure] of HEADLINE_MEASURES) total[measure] += counts[measure];
    }
    return total;
  }

  /** An interval's spread over a period (the whole range when none is given). */
  spread(name: IntervalName, period?: string): Spread | null {
    const byPeriod = this.intervals.get(name) as Map<string, number[]>;
    return spreadOf(period === undefined ? [...byPeriod.values()].flat() : (byPeriod.get(period) ?? []));
  }
}
