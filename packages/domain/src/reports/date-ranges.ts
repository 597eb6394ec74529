import { addDays, DEFAULT_TIME_ZONE } from '../cases/dates.ts';
import { todayIn } from '../patients/dates.ts';

/**
 * The default date ranges of the monthly and quarterly reports (spec 3 §9, §2.12), as pure
 * functions of "today" (YYYY-MM-DD) in the service's time zone (`reportToday`: Australia/Melbourne
 * by default, so on the morning of 1 July in Melbourne it is already July, whatever the UTC date).
 * Ranges are calendar days, both ends included.
 */
export interface DateRange {
  fromDate: string;
  toDate: string;
}

/** The monthly report's fixed start (§9): 1 July 2024. */
export const MONTHLY_REPORT_START = '2024-07-01';
/** The Australian financial year, and so its quarters, starts in July (§9 "counted from July"). */
export const FINANCIAL_YEAR_START_MONTH = 7;

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const firstOfMonth = (year: number, month: number) => `${year}-${pad(month)}-01`;

/** Today in the service's time zone. */
export function reportToday(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return todayIn(timeZone, now);
}

/**
 * Monthly default (§9): from 1 July 2024 to the last day of the previous month. (Before August
 * 2024 that month ended before the start; the range is then the previous month alone.)
 */
export function monthlyReportDefaultRange(today: string): DateRange {
  const [year, month] = parts(today);
  const toDate = addDays(firstOfMonth(year, month), -1);
  if (toDate >= MONTHLY_REPORT_START) return { fromDate: MONTHLY_REPORT_START, toDate };
  return { fromDate: `${toDate.slice(0, 8)}01`, toDate };
}

export interface FinancialQuarter {
  /** 'FY2026-27' for July 2026 to June 2027. */
  financialYear: string;
  /** 1 (July to September) to 4 (April to June). */
  quarter: 1 | 2 | 3 | 4;
  fromDate: string;
  toDate: string;
}

/** The financial-year quarter (counted from July) a day falls in, with its first and last days. */
export function financialQuarterOf(date: string): FinancialQuarter {
  const [year, month] = parts(date);
  const monthsIntoYear = (month - FINANCIAL_YEAR_START_MONTH + 12) % 12;
  const quarter = (Math.floor(monthsIntoYear / 3) + 1) as 1 | 2 | 3 | 4;
  const startMonth = ((FINANCIAL_YEAR_START_MONTH - 1 + (quarter - 1) * 3) % 12) + 1;
  const startYear = startMonth > month ? year - 1 : year;
  const fromDate = firstOfMonth(startYear, startMonth);
  const nextStartMonth = startMonth + 3;
  const next =
    nextStartMonth > 12
      ? firstOfMonth(startYear + 1, nextStartMonth - 12)
      : firstOfMonth(startYear, nextStartMonth);
  const fyStart = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  return {
    financialYear: `FY${fyStart}-${pad((fyStart + 1) % 100)}`,
    quarter,
    fromDate,
    toDate: addDays(next, -1),
  };
}

/**
 * Quarterly default (§9, "derived from the previous quarter start in July"): the previous
 * financial-year quarter, quarters counted from July (July-September, October-December,
 * January-March, April-June), from its first to its last day.
 */
export function quarterlyReportDefaultRange(
  today: string,
): DateRange & Pick<FinancialQuarter, 'financialYear' | 'quarter'> {
  const current = financialQuarterOf(today);
  const previous = financialQuarterOf(addDays(current.fromDate, -1));
  return {
    fromDate: previous.fromDate,
    toDate: previous.toDate,
    financialYear: previous.financialYear,
    quarter: previous.quarter,
  };
}

/**
 * A range of calendar days as the report calls send it (§9: yyyy-MM-ddTHH:mm:ss in the service's
 * time zone): from the start of the first day to the last second of the last.
 */
export function reportRangeParams(range: DateRange): DateRange {
  return { fromDate: `${range.fromDate}T00:00:00`, toDate: `${range.toDate}T23:59:59` };
}
