import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../testing/render-app.tsx';
import { CaseDashboardTable, type DashboardPage } from './case-dashboard-table.tsx';
import { CaseDashboardFilters, type CaseDashboardFilterValues } from './dashboard-filters.tsx';
import { DASHBOARD_REFRESH_MS, useCaseDashboardQuery } from './use-case-dashboard.ts';

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
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous Page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(seen.at(-1)).toEqual({ pageNumber: 2, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(seen.at(-1)).toEqual({ pageNumber: 4, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Next Page' })).toHaveProperty('disabled', true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Page Size' }));
    fireEvent.click(screen.getByRole('option', { name: '20 / page' }));
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
