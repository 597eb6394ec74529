import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import Alert from 'antd/es/alert';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import type { Key, ReactNode } from 'react';
import { CaseDashboardTable } from '../../../components/case-module/case-dashboard-table.tsx';
import { CaseDashboardFilters } from '../../../components/case-module/dashboard-filters.tsx';
import { useCaseDashboardState } from '../../../components/case-module/use-case-dashboard.ts';
import { hospitalLabel, useStrokeHospitals, useStrokeUsers } from '../api/lookups.ts';
import type { StrokeArea } from '../api/stroke-area.ts';
import {
  type StrokeDashboardFilters,
  type StrokeDashboardQuery,
  sentDashboardFilters,
} from './dashboard-query.ts';

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
  columns: ColumnsType<Row>;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
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
        <Select<number>
          aria-label="Neurologist"
          placeholder="Neurologist"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 220 }}
          loading={neurologists.isLoading}
          value={state.filters.neurologistId}
          onChange={(neurologistId) => state.setFilters({ ...state.filters, neurologistId })}
          options={neurologists.options}
        />
      </CaseDashboardFilters>
      {result.isError ? <Alert type="error" showIcon title={loadFailed} /> : null}
      <CaseDashboardTable<Row>
        label={label}
        rows={result.data?.rows ?? []}
        total={result.data?.total ?? 0}
        columns={columns}
        rowKey={rowKey}
        childrenColumnName={childrenColumnName}
        page={state.page}
        onPageChange={state.setPage}
        loading={result.isLoading}
        emptyText={M.dashboardEmpty}
        onOpen={onOpen}
      />
    </>
  );
}
