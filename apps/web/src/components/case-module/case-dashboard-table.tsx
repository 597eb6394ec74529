import Table, { type ColumnsType } from 'antd/es/table';
import { type Key, type KeyboardEvent, useMemo } from 'react';

/** Rows per page of a case dashboard (spec 2 §2.2: default 10). */
export const DASHBOARD_PAGE_SIZE = 10;

export interface DashboardPage {
  pageNumber: number;
  pageSize: number;
}

/**
 * The rows with an empty child list dropped, at every level: antd shows Expand row on any row
 * whose child property is an array, and a consult without follow-ups has none to show.
 */
function withoutEmptyChildren<Row>(rows: readonly Row[], name: string): Row[] {
  return rows.map((row) => {
    const children = (row as Record<string, unknown>)[name];
    if (!Array.isArray(children)) return row;
    if (children.length) return { ...row, [name]: withoutEmptyChildren(children as Row[], name) };
    const { [name]: _empty, ...rest } = row as Record<string, unknown>;
    return rest as Row;
  });
}

/**
 * A case dashboard table (spec 2 §2.2) on antd's Table: server-side pages of `pageSize` (10 by
 * default) with the page-size changer only when there are more than 10 cases, the area's empty
 * text, and rows that open their case on click or Enter (each row is a Tab stop). Columns may
 * carry `responsive` (Consults from lg, Days in ICU from xl) and a right-pinned Actions column
 * that stays in view while the table scrolls sideways.
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
  /** antd's columns (`responsive`, `width`, `fixed: 'right'`, `render`). */
  columns: ColumnsType<Row>;
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
  const data = useMemo(
    () => (childrenColumnName ? withoutEmptyChildren(rows, childrenColumnName) : (rows as Row[])),
    [rows, childrenColumnName],
  );
  return (
    <Table<Row>
      aria-label={label}
      size="small"
      rowKey={rowKey}
      expandable={childrenColumnName ? { childrenColumnName } : undefined}
      loading={loading}
      dataSource={data}
      columns={columns}
      // Columns as wide as their content; the table scrolls sideways when it is wider than the page.
      scroll={{ x: 'max-content' }}
      tableLayout="auto"
      locale={{ emptyText }}
      onRow={(row) => ({
        tabIndex: 0,
        style: { cursor: 'pointer' },
        onClick: () => onOpen(row),
        // Enter on the row itself, not on a button inside it (the ⋮ menu, Expand row).
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
        },
      })}
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
