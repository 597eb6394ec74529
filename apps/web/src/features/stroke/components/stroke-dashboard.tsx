import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { Alert, Select, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { CaseDashboardTable } from '../../../components/case-module/case-dashboard-table.tsx';
import {
  CaseDashboardFilters,
  type CaseDashboardFilterValues,
  sendableDashboardQuery,
} from '../../../components/case-module/dashboard-filters.tsx';
import { useCaseDashboardState } from '../../../components/case-module/use-case-dashboard.ts';
import { hospitalLabel, useStrokeHospitals, useStrokeUsers } from '../api/lookups.ts';
import type { StrokeArea } from '../api/stroke-area.ts';

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

/** One page of a dashboard as the area's search answers it. */
export interface StrokeDashboardPage<Row> {
  rows: readonly Row[];
  total: number;
}

/** The area's search as a hook (a module-level function: called on every render). */
export type UseStrokeDashboardSearch<Row> = (query: StrokeDashboardQuery) => {
  data?: StrokeDashboardPage<Row>;
  isLoading: boolean;
  isError: boolean;
};

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

/**
 * The rows as the table takes them: a row without children gets no child list, so the table shows
 * no expand button on it (antd treats an empty list as children to expand).
 */
function withoutEmptyChildren<Row extends object>(
  rows: readonly Row[],
  childrenKey: string | undefined,
): Row[] {
  if (!childrenKey) return [...rows];
  return rows.map((row) => {
    const children = (row as Record<string, unknown>)[childrenKey];
    return Array.isArray(children) && children.length ? row : ({ ...row, [childrenKey]: undefined } as Row);
  });
}

/**
 * The body of a stroke dashboard (spec 3 §2.2, §2.3: VST and VTIS have the same filters,
 * persistence, refresh and empty text): the filter bar (keyword 500 ms, hospital, the area's
 * neurologists, call date range, Clear Filters) and the table (10 a page, the size changer above
 * 10, child rows), the filters and page kept in session storage under `storageKey` (`.filters`,
 * `.page`). The area gives its search hook (refreshed every 10 s), columns and where a row opens.
 */
export function StrokeDashboard<Row extends { id: number }>({
  area,
  storageKey,
  useSearch,
  label,
  columns,
  rowKey,
  childrenColumnName,
  onOpen,
  loadFailed,
  heading,
}: {
  area: StrokeArea;
  storageKey: string;
  useSearch: UseStrokeDashboardSearch<Row>;
  /** The table's accessible name. */
  label: string;
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  /** The child rows' property (follow-ups under their consult). */
  childrenColumnName?: string;
  onOpen: (row: Row) => void;
  loadFailed: string;
  /**
   * The page heading above the filters, given the page shown and the filters sent (the VTIS exports
   * are disabled on an empty dashboard and export what it is filtered to).
   */
  heading: (page: StrokeDashboardPage<Row> | undefined, query: StrokeDashboardQuery) => ReactNode;
}) {
  const state = useCaseDashboardState<StrokeDashboardFilters>({}, { storageKey });
  const query: StrokeDashboardQuery = { ...sentDashboardFilters(state.filters), ...state.page };
  const result = useSearch(query);
  const hospitals = useStrokeHospitals(area);
  const neurologists = useStrokeUsers(area, area.lists.specialists);
  return (
    <>
      {heading(result.data, query)}
      <CaseDashboardFilters<StrokeDashboardFilters>
        value={state.filters}
        onChange={state.setFilters}
        keywordPlaceholder={M.dashboardSearchPlaceholder}
        hospitals={(hospitals.data ?? []).map((h) => ({ id: h.id, name: hospitalLabel(h) }))}
        hospitalsLoading={hospitals.isLoading}
      >
        <Select
          aria-label="Neurologist"
          placeholder="Neurologist"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          loading={neurologists.isLoading}
          value={state.filters.neurologistId}
          onChange={(neurologistId?: number) => state.setFilters({ ...state.filters, neurologistId })}
          options={neurologists.options}
        />
      </CaseDashboardFilters>
      {result.isError ? <Alert type="error" showIcon title={loadFailed} /> : null}
      <CaseDashboardTable<Row>
        label={label}
        rows={withoutEmptyChildren(result.data?.rows ?? [], childrenColumnName)}
        total={result.data?.total ?? 0}
        columns={columns}
        rowKey={rowKey}
        expandable={childrenColumnName ? { childrenColumnName } : undefined}
        page={state.page}
        onPageChange={state.setPage}
        loading={result.isLoading}
        emptyText={M.dashboardEmpty}
        onOpen={onOpen}
      />
    </>
  );
}
