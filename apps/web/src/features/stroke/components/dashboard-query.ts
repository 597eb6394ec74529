import type { ReportSearchQuery } from '@scout/domain/reports/export-request.schema';
import {
  type CaseDashboardFilterValues,
  sendableDashboardQuery,
} from '../../../components/case-module/dashboard-filters.tsx';

// The stroke dashboards' filters and query, apart from the dashboard itself: the export pages read
// them without loading the dashboard's table (issue 15 item 5, the area budgets).

/** The filters of a stroke dashboard (spec 3 §2.2, §2.3): keyword, hospital, neurologist, dates. */
export interface StrokeDashboardFilters extends CaseDashboardFilterValues {
  neurologistId?: number;
}

/** What a stroke dashboard sends (§7.1, §7.2): the filters with the days as yyyy-MM-ddTHH:mm:ss, and the page. */
export interface StrokeDashboardQuery {
  keyword?: string;
  hospitalId?: number;
  neurologistId?: number;
  fromDate?: string;
  toDate?: string;
  pageNumber: number;
  pageSize: number;
}

/** The date range as the search takes it (§9: yyyy-MM-ddTHH:mm:ss): whole days, From 00:00:00 to To 23:59:59. */
const dayStart = (day?: string) => (day ? `${day}T00:00:00` : undefined);
const dayEnd = (day?: string) => (day ? `${day}T23:59:59` : undefined);

/** The filters as a stroke search takes them (half-typed dates left out, whole days as date-times). */
export function sentDashboardFilters(
  filters: StrokeDashboardFilters,
): Omit<StrokeDashboardQuery, 'pageNumber' | 'pageSize'> {
  const { fromDate, toDate, ...rest } = sendableDashboardQuery(filters);
  return { ...rest, fromDate: dayStart(fromDate), toDate: dayEnd(toDate) };
}

/** The filters a dashboard keeps in session storage under `storageKey` (an export page reads them). */
export function storedDashboardFilters(storageKey: string): StrokeDashboardFilters {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(`${storageKey}.filters`) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as StrokeDashboardFilters)
      : {};
  } catch {
    return {};
  }
}

/** The dashboard's filters as an export's search query (§3.8: keyword, hospital, neurologist, dates; null when cleared). */
export const exportSearchQuery = ({
  keyword,
  hospitalId,
  neurologistId,
  fromDate,
  toDate,
}: Partial<StrokeDashboardQuery>): { [K in keyof ReportSearchQuery]-?: ReportSearchQuery[K] | null } => ({
  keyword: keyword ?? null,
  hospitalId: hospitalId ?? null,
  neurologistId: neurologistId ?? null,
  fromDate: fromDate ?? null,
  toDate: toDate ?? null,
});
