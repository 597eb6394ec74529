import { Table, type TableColumnsType, type TableProps } from 'antd';

/** Rows per page of a case dashboard (spec 2 §2.2: default 10). */
export const DASHBOARD_PAGE_SIZE = 10;

export interface DashboardPage {
  pageNumber: number;
  pageSize: number;
}

/**
 * A case dashboard table (spec 2 §2.2): server-side pages of `pageSize` (10 by default) with the
 * page-size changer only when there are more than 10 cases, the area's empty text, and rows that
 * open their case on click or Enter. Columns may carry antd's `responsive` (Consults from md, Days
 * in ICU from xl).
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
  expandable,
}: {
  rows: readonly Row[];
  total: number;
  columns: TableColumnsType<Row>;
  page: DashboardPage;
  onPageChange: (page: DashboardPage) => void;
  onOpen: (row: Row) => void;
  emptyText: string;
  loading?: boolean;
  /** The table's accessible name ('My Dashboard'). */
  label: string;
  /** A row's key when `id` is not unique (child rows of another kind: VST follow-ups under consults). */
  rowKey?: TableProps<Row>['rowKey'];
  /** Child rows (e.g. `{ childrenColumnName: 'followupConsults' }`); a child row opens on click too. */
  expandable?: TableProps<Row>['expandable'];
}) {
  return (
    <Table<Row>
      aria-label={label}
      size="small"
      rowKey={rowKey}
      expandable={expandable}
      loading={loading}
      dataSource={rows as Row[]}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText }}
      onRow={(row) => ({
        onClick: () => onOpen(row),
        onKeyDown: (event) => {
          if (event.key === 'Enter') onOpen(row);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
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
