import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../testing/render-app.tsx';
import { findOpenOption } from '../../testing/select-option.ts';
import { CaseDashboardTable, type DashboardPage } from './case-dashboard-table.tsx';
import {
  CaseDashboardFilters,
  type CaseDashboardFilterValues,
  sendableDashboardQuery,
} from './dashboard-filters.tsx';
import { DASHBOARD_REFRESH_MS, useCaseDashboardQuery, useCaseDashboardState } from './use-case-dashboard.ts';

type Row = { id: number; caseId: string };
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, caseId: `TH${i + 1}` }));
const EMPTY = 'Keyword yields no results. Please change your keyword and search again.';

function Table({
  total,
  onOpen = () => {},
  seen = [],
}: {
  total: number;
  onOpen?: (row: Row) => void;
  seen?: DashboardPage[];
}) {
  const [page, setPage] = useState<DashboardPage>({ pageNumber: 1, pageSize: 10 });
  return (
    <CaseDashboardTable<Row>
      label="My Dashboard"
      rows={rows(Math.min(total, 10))}
      total={total}
      columns={[{ title: 'Case ID', dataIndex: 'caseId' }]}
      page={page}
      onPageChange={(next) => {
        seen.push(next);
        setPage(next);
      }}
      onOpen={onOpen}
      emptyText={EMPTY}
    />
  );
}

const sizeChanger = () => screen.queryByRole('combobox', { name: 'Page Size' });
/** A control of antd's Pagination, named by its title ('Next Page', '4'). */
const pager = (title: string) => screen.getByTitle(title);

describe('case dashboard table', () => {
  it('offers the page-size changer only above 10 cases', () => {
    const { unmount } = render(<Table total={10} />);
    expect(sizeChanger()).toBeNull();
    unmount();
    render(<Table total={11} />);
    expect(sizeChanger()).toBeTruthy();
  });

  it('moves between pages and back to page 1 on a new page size', async () => {
    const seen: DashboardPage[] = [];
    render(<Table total={35} seen={seen} />);
    expect(pager('1').classList.contains('ant-pagination-item-active')).toBe(true);
    expect(pager('Previous Page').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pager('Next Page'));
    expect(seen.at(-1)).toEqual({ pageNumber: 2, pageSize: 10 });
    fireEvent.click(pager('4'));
    expect(seen.at(-1)).toEqual({ pageNumber: 4, pageSize: 10 });
    expect(pager('Next Page').getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Page Size' }));
    fireEvent.click(await findOpenOption('20 / page'));
    expect(seen.at(-1)).toEqual({ pageNumber: 1, pageSize: 20 });
  });

  it("shows the area's empty text and opens a case on row click", () => {
    const { unmount } = render(<Table total={0} />);
    expect(screen.getByText(EMPTY)).toBeTruthy();
    unmount();
    const onOpen = vi.fn();
    render(<Table total={3} onOpen={onOpen} />);
    fireEvent.click(screen.getByText('TH2'));
    expect(onOpen).toHaveBeenCalledWith({ id: 2, caseId: 'TH2' });
    // A row is a Tab stop that opens on Enter.
    const row = screen.getByText('TH3').closest('tr') as HTMLElement;
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith({ id: 3, caseId: 'TH3' });
  });

  it('shows child rows under Expand row, and a click on it does not open the row', () => {
    type TreeRow = { id: number; name: string; children?: TreeRow[] };
    const onOpen = vi.fn();
    render(
      <CaseDashboardTable<TreeRow>
        label="Consults"
        childrenColumnName="children"
        rows={[
          { id: 1, name: 'VST1', children: [{ id: 2, name: 'VSTFU2' }] },
          { id: 3, name: 'VST3', children: [] },
        ]}
        total={2}
        columns={[{ title: 'Study ID', dataIndex: 'name' }]}
        page={{ pageNumber: 1, pageSize: 10 }}
        onPageChange={() => {}}
        onOpen={onOpen}
        emptyText={EMPTY}
      />,
    );
    expect(screen.queryByText('VSTFU2')).toBeNull();
    // Only the row with child rows offers them (an empty list offers nothing).
    const expand = screen.getByRole('button', { name: 'Expand row' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Collapse row' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('VSTFU2'));
    expect(onOpen).toHaveBeenCalledWith({ id: 2, name: 'VSTFU2' });
  });
});

/** The filter bar holding its own value; every change it reports lands in `seen`. */
function Filters({ seen }: { seen: CaseDashboardFilterValues[] }) {
  const [value, setValue] = useState<CaseDashboardFilterValues>({});
  return (
    <CaseDashboardFilters
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      keywordPlaceholder="Search by Case ID, Patient Name, or URN/THCI"
      hospitals={[{ id: 5, name: 'RMH' }]}
    />
  );
}

describe('case dashboard filters', () => {
  it('gives the keyword box room for its whole placeholder (issue 24: cut off at 1366 px)', () => {
    render(<Filters seen={[]} />);
    const box = screen.getByPlaceholderText('Search by Case ID, Patient Name, or URN/THCI');
    const frame = box.closest('.ant-input-search') as HTMLElement;
    // 44 letters: a character width each plus the clear and search buttons, never past the bar.
    expect(frame.style.width).toBe('calc(44ch + 72px)');
    expect(frame.style.minWidth).toBe('240px');
    expect(frame.style.maxWidth).toBe('100%');
  });

  it('filters by keyword 500 ms after the last key, and Clear Filters empties everything', async () => {
    vi.useFakeTimers();
    try {
      const seen: CaseDashboardFilterValues[] = [];
      render(<Filters seen={seen} />);
      const box = screen.getByPlaceholderText(
        'Search by Case ID, Patient Name, or URN/THCI',
      ) as HTMLInputElement;
      fireEvent.change(box, { target: { value: 'TH1' } });
      await act(async () => vi.advanceTimersByTime(400));
      expect(seen).toEqual([]);
      fireEvent.change(box, { target: { value: 'TH12' } });
      await act(async () => vi.advanceTimersByTime(499));
      expect(seen).toEqual([]);
      await act(async () => vi.advanceTimersByTime(1));
      expect(seen).toEqual([{ keyword: 'TH12' }]);

      fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '01/11/2026' } });
      expect(seen.at(-1)).toEqual({ keyword: 'TH12', fromDate: '2026-11-01' });
      fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
      await act(async () => vi.advanceTimersByTime(600));
      expect(seen.at(-1)).toEqual({});
      expect(box.value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A dashboard showing how many rows its query answered. */
function PolledDashboard({ fetchRows }: { fetchRows: () => Promise<Row[]> }) {
  const { data } = useCaseDashboardQuery(['test', 'dashboard'], fetchRows);
  return <p>{data ? `${data.length} cases` : 'loading'}</p>;
}

describe('case dashboard refresh', () => {
  it('asks for the dashboard again every 10 s while it is shown, and not before', async () => {
    expect(DASHBOARD_REFRESH_MS).toBe(10_000);
    vi.useFakeTimers();
    try {
      const fetchRows = vi.fn(async () => rows(2));
      render(
        <QueryClientProvider client={createTestQueryClient()}>
          <PolledDashboard fetchRows={fetchRows} />
        </QueryClientProvider>,
      );
      const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
      await wait(0);
      expect(fetchRows).toHaveBeenCalledTimes(1);
      expect(screen.getByText('2 cases')).toBeTruthy();

      await wait(DASHBOARD_REFRESH_MS - 1);
      expect(fetchRows).toHaveBeenCalledTimes(1);
      await wait(1);
      expect(fetchRows).toHaveBeenCalledTimes(2);
      await wait(DASHBOARD_REFRESH_MS - 1);
      expect(fetchRows).toHaveBeenCalledTimes(2);
      await wait(1);
      expect(fetchRows).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A dashboard as the areas build one: filters kept in session storage, the query its answer. */
function StoredDashboard({ fetchRows }: { fetchRows: (query: object) => Promise<Row[]> }) {
  const { filters, setFilters, query } = useCaseDashboardState<CaseDashboardFilterValues>(
    {},
    { storageKey: 'test.dates' },
  );
  const { data } = useCaseDashboardQuery(['test', 'dates', query], () => fetchRows(query));
  return (
    <>
      <CaseDashboardFilters
        value={filters}
        onChange={setFilters}
        keywordPlaceholder="Keyword"
        hospitals={[{ id: 5, name: 'RMH' }]}
      />
      <p>{data ? `${data.length} cases` : 'loading'}</p>
    </>
  );
}

describe('case dashboard date filters (issue 24 item 6)', () => {
  const asked = (fetchRows: ReturnType<typeof vi.fn>) => fetchRows.mock.calls.map(([q]) => q);
  const problemOf = (label: string) => {
    const id = screen.getByLabelText(label).getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };

  it('31/02/2026 in From is said beside the box, not asked for and not stored', async () => {
    sessionStorage.clear();
    const fetchRows = vi.fn(async () => rows(2));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <StoredDashboard fetchRows={fetchRows} />
      </QueryClientProvider>,
    );
    await screen.findByText('2 cases');
    const from = screen.getByLabelText('Created from') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '31/02/2026' } });
    await act(async () => {});
    expect(from.value).toBe('31/02/2026');
    expect(problemOf('Created from')).toBe('31/02/2026 is not a date');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(asked(fetchRows).every((q) => (q as CaseDashboardFilterValues).fromDate === undefined)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('test.dates.filters') ?? '{}')).toEqual({});
    expect(screen.getByText('2 cases')).toBeTruthy();

    // Corrected, it is applied, asked for and stored.
    fireEvent.change(from, { target: { value: '28/02/2026' } });
    await act(async () => {});
    expect(problemOf('Created from')).toBeUndefined();
    expect(asked(fetchRows).at(-1)).toMatchObject({ fromDate: '2026-02-28' });
    expect(JSON.parse(sessionStorage.getItem('test.dates.filters') ?? '{}')).toEqual({
      fromDate: '2026-02-28',
    });
  });

  it('From after To is said beside the box and not applied; Clear Filters clears the message', async () => {
    sessionStorage.clear();
    const fetchRows = vi.fn(async () => rows(2));
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <StoredDashboard fetchRows={fetchRows} />
      </QueryClientProvider>,
    );
    await screen.findByText('2 cases');
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '01/11/2026' } });
    await act(async () => {});
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '05/11/2026' } });
    await act(async () => {});
    expect(problemOf('Created from')).toBe('05/11/2026 is after Created to 01/11/2026');
    expect(asked(fetchRows).some((q) => (q as CaseDashboardFilterValues).fromDate !== undefined)).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('test.dates.filters') ?? '{}')).toEqual({
      toDate: '2026-11-01',
    });
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-11-01' } });
    await act(async () => {});
    expect(problemOf('Created from')).toBe('2026-11-01 is not a date: type DD/MM/YYYY');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await act(async () => {});
    expect(problemOf('Created from')).toBeUndefined();
    expect((screen.getByLabelText('Created from') as HTMLInputElement).value).toBe('');
  });

  it('an impossible date stored by an earlier version is not sent', () => {
    expect(sendableDashboardQuery({ fromDate: '2026-02-31', toDate: '2026-03-01' })).toEqual({
      fromDate: undefined,
      toDate: '2026-03-01',
    });
    expect(sendableDashboardQuery({ fromDate: '2026-03-05', toDate: '2026-03-01' })).toEqual({
      fromDate: undefined,
      toDate: undefined,
    });
  });
});
