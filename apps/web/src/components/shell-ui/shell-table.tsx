import {
  Fragment,
  type Key,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { CARET_DOWN, CARET_UP, Icon } from './icons.tsx';
import { ShellPagination } from './shell-pagination.tsx';
import './light.css';

/**
 * A data table for the pages that render without Ant Design (the dashboards and the user list:
 * issue 15 item 5), with the parts of antd's Table they use and its look (light.css): columns
 * declared as antd's (`title`, `dataIndex`, `render`, `responsive`, `width`, `fixed: 'right'`,
 * `sorter`), child rows under an Expand row / Collapse row button, rows that open on click or
 * Enter, the empty text, a loading overlay, and pages (on the server, or of the rows given).
 */

/** antd's breakpoints: a column with `responsive` shows from the smallest it lists. */
const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export type ShellBreakpoint = keyof typeof BREAKPOINTS;

export interface ShellColumn<Row> {
  /** The column's identity (its `dataIndex` when not given). */
  key?: string;
  title: ReactNode;
  /** The row's property the cell shows (and `render` gets as its first argument). */
  dataIndex?: keyof Row & string;
  /** The cell's content, from the value (`dataIndex`, or the row itself) and the row. */
  render?: (value: never, row: Row, index: number) => ReactNode;
  responsive?: readonly ShellBreakpoint[];
  width?: number;
  /** Kept in view at the right edge while the table scrolls sideways. */
  fixed?: 'right';
  /** Sorts the rows given (a client-side sorter, as antd's `sorter` function). */
  sorter?: (a: Row, b: Row) => number;
}

export type ShellColumns<Row> = ShellColumn<Row>[];

export interface ShellTablePagination {
  /** The page shown; with `onChange`, the pages are the server's (`total` rows in all). */
  current?: number;
  pageSize: number;
  total?: number;
  onChange?: (page: number, pageSize: number) => void;
  showSizeChanger?: boolean;
  hideOnSinglePage?: boolean;
}

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const viewportWidth = () => window.innerWidth;

/** Whether a column shows at this width (no `responsive`: always). */
function shows(column: { responsive?: readonly ShellBreakpoint[] }, width: number) {
  return !column.responsive || column.responsive.some((bp) => width >= BREAKPOINTS[bp]);
}

type SortOrder = 'ascend' | 'descend';
const NEXT_ORDER: Record<SortOrder | 'none', SortOrder | undefined> = {
  none: 'ascend',
  ascend: 'descend',
  descend: undefined,
};
const SORT_TITLE: Record<SortOrder | 'none', string> = {
  none: 'Click to sort ascending',
  ascend: 'Click to sort descending',
  descend: 'Click to cancel sorting',
};

interface Props<Row> {
  /** The table's accessible name. */
  label?: string;
  columns: readonly ShellColumn<Row>[];
  rows: readonly Row[];
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  size?: 'small' | 'middle';
  loading?: boolean;
  emptyText?: ReactNode;
  /** A row opens on click, or on Enter while it has the focus (each row is a Tab stop). */
  onRowOpen?: (row: Row) => void;
  /** The property holding a row's child rows: an Expand row button shows on rows that have some. */
  childrenColumnName?: string;
  pagination?: ShellTablePagination | false;
  /** Columns as wide as their content, the table scrolling sideways when it is wider than the page. */
  scrollX?: boolean;
}

const childrenOf = <Row,>(row: Row, name: string | undefined): Row[] => {
  if (!name) return [];
  const children = (row as Record<string, unknown>)[name];
  return Array.isArray(children) ? (children as Row[]) : [];
};

export function ShellTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  size = 'small',
  loading = false,
  emptyText = 'No data',
  onRowOpen,
  childrenColumnName,
  pagination = false,
  scrollX = false,
}: Props<Row>) {
  const width = useSyncExternalStore(subscribeToResize, viewportWidth, () => 1280);
  const identified = columns.map((c, i) => ({ ...c, id: columnId(c, i) }));
  const shown = identified.filter((c) => shows(c, width));
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const [sort, setSort] = useState<{ key: string; order: SortOrder } | null>(null);
  const [localPage, setLocalPage] = useState(1);
  const keyOf = (row: Row): Key =>
    typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, unknown>)[rowKey] as Key);

  const sorted = useMemo(() => {
    const sorter = sort && columns.find((c, i) => columnId(c, i) === sort.key)?.sorter;
    if (!sort || !sorter) return rows;
    const list = [...rows].sort(sorter);
    return sort.order === 'descend' ? list.reverse() : list;
  }, [rows, sort, columns]);

  const serverPaged = pagination && pagination.onChange !== undefined && pagination.current !== undefined;
  const total = pagination ? (pagination.total ?? sorted.length) : sorted.length;
  const pageSize = pagination ? pagination.pageSize : sorted.length;
  const current = pagination ? (serverPaged ? (pagination.current ?? 1) : localPage) : 1;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const visible =
    pagination && !serverPaged ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;

  // The rows given shrank below the page shown (a new search): back to the last page there is.
  useEffect(() => {
    if (!serverPaged && localPage > pages) setLocalPage(pages);
  }, [serverPaged, localPage, pages]);

  const expandable = childrenColumnName !== undefined;
  const toggle = (key: Key) =>
    setExpanded((was) => {
      const next = new Set(was);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const renderRow = (row: Row, index: number, level: number): ReactNode => {
    const key = keyOf(row);
    const children = childrenOf(row, childrenColumnName);
    const open = expanded.has(key);
    const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onRowOpen?.(row);
    };
    return (
      <Fragment key={key}>
        <tr
          className={onRowOpen ? 'shell-table__row shell-table__row--link' : 'shell-table__row'}
          data-row-key={String(key)}
          tabIndex={onRowOpen ? 0 : undefined}
          onClick={onRowOpen ? () => onRowOpen(row) : undefined}
          onKeyDown={onRowOpen ? onKeyDown : undefined}
        >
          {shown.map((column, i) => {
            const value =
              column.dataIndex === undefined ? row : (row as Record<string, unknown>)[column.dataIndex];
            const content = column.render ? column.render(value as never, row, index) : (value as ReactNode);
            return (
              <td key={column.id} className={cellClass(column)}>
                {i === 0 && expandable ? (
                  <>
                    {level > 0 ? <span style={{ paddingInlineStart: level * 15 }} /> : null}
                    {children.length ? (
                      <button
                        type="button"
                        className={
                          open ? 'shell-table__expand shell-table__expand--open' : 'shell-table__expand'
                        }
                        aria-label={open ? 'Collapse row' : 'Expand row'}
                        aria-expanded={open}
                        onClick={(event) => {
                          event.stopPropagation();
                          toggle(key);
                        }}
                        onKeyDown={(event) => event.stopPropagation()}
                      />
                    ) : (
                      <span className="shell-table__expand-space" />
                    )}
                  </>
                ) : null}
                {content}
              </td>
            );
          })}
        </tr>
        {open ? children.map((child, i) => renderRow(child, i, level + 1)) : null}
      </Fragment>
    );
  };

  return (
    <div className={`shell-table shell-table--${size}`} aria-busy={loading || undefined}>
      <div className={loading ? 'shell-table__body shell-table__body--loading' : 'shell-table__body'}>
        <div className="shell-table__content">
          <table
            aria-label={label}
            className={scrollX ? 'shell-table__table shell-table__table--scroll' : 'shell-table__table'}
          >
            {shown.some((c) => c.width) ? (
              <colgroup>
                {shown.map((c) => (
                  <col key={c.id} style={c.width ? { width: c.width } : undefined} />
                ))}
              </colgroup>
            ) : null}
            <thead>
              <tr>
                {shown.map((column) => {
                  const order = sort?.key === column.id ? sort.order : undefined;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      className={cellClass(column)}
                      aria-sort={order ? (order === 'ascend' ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sorter ? (
                        <button
                          type="button"
                          className="shell-table__sorter"
                          title={SORT_TITLE[order ?? 'none']}
                          onClick={() => {
                            const next = NEXT_ORDER[order ?? 'none'];
                            setSort(next ? { key: column.id, order: next } : null);
                          }}
                        >
                          <span>{column.title}</span>
                          <span className="shell-table__carets" aria-hidden>
                            <Icon
                              icon={CARET_UP}
                              className={order === 'ascend' ? 'shell-table__caret--on' : ''}
                            />
                            <Icon
                              icon={CARET_DOWN}
                              className={order === 'descend' ? 'shell-table__caret--on' : ''}
                            />
                          </span>
                        </button>
                      ) : (
                        column.title
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {visible.length ? (
                visible.map((row, index) => renderRow(row, index, 0))
              ) : (
                <tr className="shell-table__placeholder">
                  <td colSpan={shown.length}>{loading ? null : emptyText}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {loading ? (
          <div className="shell-table__spin" role="status">
            <span className="shell-table__spin-ring" aria-hidden />
            <span className="shell-visually-hidden">Loading</span>
          </div>
        ) : null}
      </div>
      {pagination && total > 0 && !(pagination.hideOnSinglePage && pages <= 1) ? (
        <ShellPagination
          current={current}
          pageSize={pageSize}
          total={total}
          size={size === 'small' ? 'small' : 'middle'}
          showSizeChanger={pagination.showSizeChanger}
          onChange={(page, nextSize) => {
            if (serverPaged) pagination.onChange?.(page, nextSize);
            else setLocalPage(page);
          }}
        />
      ) : null}
    </div>
  );
}

const columnId = (column: { key?: string; dataIndex?: string }, index: number) =>
  column.key ?? column.dataIndex ?? String(index);

function cellClass(column: { fixed?: 'right' }) {
  return column.fixed === 'right' ? 'shell-table__cell shell-table__cell--fix-right' : 'shell-table__cell';
}
