import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import {
  makeConsultRow,
  makeDocumentationRow,
  searchAnswer,
  VTIS_EXPORTER,
  vtisLookupRoutes,
} from '../testing/vtis-fixtures.tsx';
import { VTIS_DASHBOARD_STORAGE_KEY, VtisDashboardPage } from './vtis-dashboard-page.tsx';
import { VtisReportPage } from './vtis-report-page.tsx';

const COLUMNS = [
  {
    sectionId: 'patientInformation',
    sectionName: 'Patient Information',
    columns: [
      { id: 'patientInformation.title', name: 'Title', isChecked: true },
      { id: 'patientInformation.atsi', name: 'ATSI', isChecked: true },
    ],
  },
];

beforeEach(() => sessionStorage.clear());

describe('VTIS CSV export (spec 3 §2.12, §3.8, §7.2)', () => {
  it("sends the ticked columns and the dashboard's filters, and says so when there are no records", async () => {
    sessionStorage.setItem(
      `${VTIS_DASHBOARD_STORAGE_KEY}.filters`,
      JSON.stringify({ hospitalId: 3, fromDate: '2026-03-01' }),
    );
    const { calls } = await renderRoute({
      pages: [{ path: '/vst/vtisconsults/reports/:type', element: <VtisReportPage /> }],
      path: '/vst/vtisconsults/reports/consult',
      user: VTIS_EXPORTER,
      routes: {
        'GET /api/vtis/vtisdataexport/generate/csv/columns': { body: COLUMNS },
        'POST /api/vtis/vtisdataexport/generate/csv': { status: 204 },
      },
    });
    expect(await screen.findByRole('heading', { name: M.exportConsultButton })).toBeTruthy();
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Patient Information' })).getByLabelText('ATSI'),
    );
    fireEvent.click(screen.getByRole('button', { name: /Export Report/ }));
    expect(await screen.findByText(M.noRecordsForReport)).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      category: 'VtisConsult',
      searchQuery: null,
      vtisSearchQuery: { hospitalId: 3, fromDate: '2026-03-01T00:00:00', keyword: null },
    });
    expect((body.sections as typeof COLUMNS)[0]?.columns).toEqual([
      { id: 'patientInformation.title', name: 'Title', isChecked: true },
      { id: 'patientInformation.atsi', name: 'ATSI', isChecked: false },
    ]);
  });
});

describe('Discharge summary (spec 3 §2.3, §8.1)', () => {
  it('says it could not load the discharge summary when the call fails', async () => {
    await renderRoute({
      pages: [{ path: '/vst/vtisconsults', element: <VtisDashboardPage /> }],
      path: '/vst/vtisconsults',
      user: VTIS_EXPORTER,
      routes: {
        ...vtisLookupRoutes,
        'GET /api/vtis/consults/search': searchAnswer([
          makeConsultRow({ hospitalDocumentation: makeDocumentationRow() }),
        ]),
        'GET /api/vtis/consults/5/discharge-summary': {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /expand row/i }));
    fireEvent.click(await screen.findByRole('button', { name: /Discharge Summary/ }));
    await waitFor(() => expect(screen.getByText(M.dischargeSummaryFailed)).toBeTruthy());
  });
});
