import { REPORT_MESSAGES } from '@scout/domain/reports/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { VST_DASHBOARD_STORAGE_KEY } from '../pages/vst-dashboard-storage.ts';
import { savedFileNames } from '../testing/saved-files.ts';
import { VST_EXPORTER } from '../testing/vst-dashboard-fixtures.ts';
import { VstCsvReportPage } from './vst-csv-report-page.tsx';

const COLUMNS = [
  {
    sectionId: 'record',
    sectionName: 'Record',
    columns: [
      { id: 'record.studyId', name: 'Study ID', isChecked: true },
      { id: 'record.patientLastName', name: 'Patient Last Name', isChecked: true },
    ],
  },
  {
    sectionId: 'diagnosisDetails',
    sectionName: 'VST Diagnosis Details',
    columns: [
      { id: 'diagnosisDetails.strokeType', name: 'Stroke Type', isChecked: true },
      { id: 'diagnosisDetails.diagnosisDetails', name: 'Diagnosis Details', isChecked: true },
    ],
  },
];
const BASE = '/api/vst/vstdataexport/generate';

const render = (type: string, csv: { status?: number; body?: unknown; headers?: Record<string, string> }) =>
  renderRoute({
    pages: [{ path: '/vst/consults/reports/:type', element: <VstCsvReportPage /> }],
    path: `/vst/consults/reports/${type}`,
    user: VST_EXPORTER,
    routes: { [`GET ${BASE}/csv/columns`]: { body: COLUMNS }, [`POST ${BASE}/csv`]: csv },
  });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(
    `${VST_DASHBOARD_STORAGE_KEY}.filters`,
    JSON.stringify({ keyword: 'Lee', neurologistId: 9, fromDate: '2026-03-01', toDate: '2026-03-31' }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('VST CSV report (spec 3 §2.12, §3.8, §7.1)', () => {
  it("lists the form's columns by section and sends the ticked ones with the dashboard's filters", async () => {
    const saved = savedFileNames();
    const { calls } = await render('consult', {
      body: 'Study ID,Stroke Type',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="VST_Consult_Report.csv"',
        'x-row-count': '1',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Export Data: Consult' })).toBeTruthy();
    const diagnosis = await screen.findByRole('group', { name: 'VST Diagnosis Details' });
    fireEvent.click(within(diagnosis).getByLabelText('Diagnosis Details'));
    const record = screen.getByRole('group', { name: 'Record' }).closest('.ant-card') as HTMLElement;
    fireEvent.click(within(record).getByRole('button', { name: 'None' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Record' })).getByLabelText('Study ID'));
    fireEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    await waitFor(() => expect(saved).toEqual(['VST_Consult_Report.csv']));
    const get = calls.find((c) => c.method === 'GET' && c.path === `${BASE}/csv/columns`);
    expect(get).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')?.body as { sections: typeof COLUMNS } & Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      category: 'Consult',
      vtisSearchQuery: null,
      searchQuery: {
        keyword: 'Lee',
        hospitalId: null,
        neurologistId: 9,
        fromDate: '2026-03-01T00:00:00',
        toDate: '2026-03-31T23:59:59',
      },
    });
    const ticked = body.sections.flatMap((s) => s.columns.filter((c) => c.isChecked).map((c) => c.id));
    expect(ticked).toEqual(['record.studyId', 'diagnosisDetails.strokeType']);
  });

  it('exports follow-ups on /followup and says "No records found for this report" on 204', async () => {
    const { calls } = await render('followup', { status: 204 });
    expect(await screen.findByRole('heading', { name: 'Export Data: Follow Up' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Record' });
    fireEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    expect(await screen.findByText(REPORT_MESSAGES.noRecords)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ category: 'Followup' });
  });
});
