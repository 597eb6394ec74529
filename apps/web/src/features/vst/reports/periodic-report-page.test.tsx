import { REPORT_MESSAGES } from '@scout/domain/reports/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { downloadProgressText } from '../../stroke/components/use-save-export.ts';
import { savedFileNames } from '../testing/saved-files.ts';
import { VST_EXPORTER } from '../testing/vst-dashboard-fixtures.ts';
import { MonthlyReportPage, QuarterlyReportPage } from './periodic-report-page.tsx';

const render = (type: 'monthly' | 'quarterly', reply: MockReply) =>
  renderRoute({
    pages: [
      { path: '/vst/reports/monthly', element: <MonthlyReportPage /> },
      { path: '/vst/reports/quarterly', element: <QuarterlyReportPage /> },
    ],
    path: `/vst/reports/${type}`,
    user: VST_EXPORTER,
    routes: { [`POST /api/vst/vstreports/${type}`]: reply },
  });
const dateBox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  // 1 July 2026, 1 pm in Melbourne (still 30 June in some zones): the defaults of §9.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Monthly report (spec 3 §2.12, §7.1, §9)', () => {
  it('starts at 1 July 2024 to the end of last month and executes the report, saving Report_VST_Monthly.xlsx', async () => {
    const saved = savedFileNames();
    const { calls } = await render('monthly', {
      body: 'xlsx bytes',
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    });
    expect(await screen.findByRole('heading', { name: 'Monthly Report' })).toBeTruthy();
    expect(dateBox('From').value).toBe('01/07/2024');
    expect(dateBox('To').value).toBe('30/06/2026');
    fireEvent.change(dateBox('From'), { target: { value: '01/01/2026' } });
    fireEvent.click(screen.getByRole('button', { name: /Execute Report/ }));
    await waitFor(() => expect(saved).toEqual(['Report_VST_Monthly.xlsx']));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { fromDate: '2026-01-01T00:00:00', toDate: '2026-06-30T23:59:59' },
    ]);
  });

  it('needs both dates, From not after To, before it calls; 204 says there are no records', async () => {
    const { calls } = await render('monthly', { status: 204 });
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Execute Report/ }));
    expect(await screen.findByText(REPORT_MESSAGES.required)).toBeTruthy();
    fireEvent.change(dateBox('To'), { target: { value: '01/06/2024' } });
    expect(await screen.findByText(REPORT_MESSAGES.fromAfterTo)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(dateBox('To'), { target: { value: '31/07/2024' } });
    fireEvent.click(screen.getByRole('button', { name: /Execute Report/ }));
    expect(await screen.findByText(REPORT_MESSAGES.noRecords)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('Quarterly report (spec 3 §9: the previous quarter counted from July)', () => {
  it('starts at April to June on 1 July', async () => {
    await render('quarterly', { status: 204 });
    expect(await screen.findByRole('heading', { name: 'Quarterly Report' })).toBeTruthy();
    expect(dateBox('From').value).toBe('01/04/2026');
    expect(dateBox('To').value).toBe('30/06/2026');
  });
});

describe('export progress (issue 14 item 6)', () => {
  it('says how much has arrived, in rows when the server announced them', () => {
    expect(downloadProgressText({ bytes: 1_572_864, totalBytes: null, rows: 1200, totalRows: 5000 })).toBe(
      'Downloading: 1,200 of 5,000 rows, 1.5 MB',
    );
    expect(downloadProgressText({ bytes: 524_288, totalBytes: 1_048_576, rows: null, totalRows: null })).toBe(
      'Downloading: 0.5 MB of 1.0 MB',
    );
  });
});
