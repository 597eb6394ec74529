import type { Key } from 'react';
import { type ShellColumns, ShellTable } from '../shell-ui/shell-table.tsx';

/** Rows per page of a case dashboard (spec 2 §2.2: default 10). */
export const DASHBOARD_PAGE_SIZE = 10;

export interface DashboardPage {
  pageNumber: number;
  pageSize: number;
}

/**
 * A case dashboard table (spec 2 §2.2): server-side pages of `pageSize` (10 by default) with the
 * page-size changer only when there are more than 10 cases, the area's empty text, and rows that
 * open their case on click or Enter. Columns may carry `responsive` (Consults from lg, Days in ICU
 * from xl). Plain React (shell-table.tsx): a dashboard loads no Ant Design (issue 15 item 5).
 */
export function CaseDashboardTable<Row extends { id: number }>({
  rows,
  total,
  columns,
  page,
  onPageChange,
  onOpen,
  emptyText,
  loading,
  label,
  rowKey = 'id',
  childrenColumnName,
}: {
  rows: readonly Row[];
  total: number;
  columns: ShellColumns<Row>;
  page: DashboardPage;
  onPageChange: (page: DashboardPage) => void;
  onOpen: (row: Row) => void;
  emptyText: string;
  loading?: boolean;
  /** The table's accessible name ('My Dashboard'). */
  label: string;
  /** A row's key when `id` is not unique (child rows of another kind: VST follow-ups under consults). */
  rowKey?: (keyof Row & string) | ((row: Row) => Key);
  /** Child rows (e.g. 'followupConsults'): an Expand row button shows them; a child row opens on click too. */
  childrenColumnName?: string;
}) {
  return (
    <ShellTable<Row>
      label={label}
      size="small"
      rowKey={rowKey}
      childrenColumnName={childrenColumnName}
      loading={loading}
      rows={rows}
      columns={columns}
      scrollX
      emptyText={emptyText}
      onRowOpen={onOpen}
      pagination={{
        current: page.pageNumber,
        pageSize: page.pageSize,
        total,
        showSizeChanger: total > DASHBOARD_PAGE_SIZE,
        onChange: (pageNumber, pageSize) =>
          onPageChange({ pageNumber: pageSize !== page.pageSize ? 1 : pageNumber, pageSize }),
      }}
    />
  );
}
