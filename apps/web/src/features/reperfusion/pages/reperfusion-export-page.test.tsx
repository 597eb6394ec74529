import { VTIS_MESSAGES } from '@scout/domain/vtis/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { VST_EXPORTER, vstLookupRoutes } from '../testing/reperfusion-fixtures.tsx';
import { REPERFUSION_DASHBOARD_STORAGE_KEY } from './reperfusion-dashboard-page.tsx';
import { ReperfusionExportPage } from './reperfusion-export-page.tsx';

const PATH = '/vst/reperfusion-cases/reports/export-data';
const EXPORT = 'GET /api/vst/reperfusion-cases/export-data';

const render = (routes: MockRoutes) =>
  renderRoute({
    pages: [{ path: PATH, element: <ReperfusionExportPage /> }],
    path: PATH,
    user: VST_EXPORTER,
    routes: { ...vstLookupRoutes, ...routes },
  });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    `${REPERFUSION_DASHBOARD_STORAGE_KEY}.filters`,
    JSON.stringify({ keyword: 'Example', hospitalId: 3, fromDate: '2026-03-01', toDate: '2026-03-3' }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('Reperfusion Export Data (spec 3 §2.11, §7.3, §8.1)', () => {
  it("downloads the export with the dashboard's filters (whole dates only) under the server's file name", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { fetchMock } = await render({
      [EXPORT]: {
        body: 'Study ID\nVST5',
        headers: { 'content-disposition': 'attachment; filename="ReperfusionCasesDataExport.csv"' },
      },
    });
    await waitFor(() => expect(names).toEqual(['ReperfusionCasesDataExport.csv']));
    const sent = fetchMock.mock.calls
      .map((c) => new URL(String(c[0]), 'http://localhost'))
      .find((u) => u.pathname === '/api/vst/reperfusion-cases/export-data');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      keyword: 'Example',
      referralHospitalId: '3',
      fromDate: '2026-03-01',
    });
    expect(await screen.findByText('Bendigo')).toBeTruthy();
  });

  it('says "No records found for this report" on 204', async () => {
    await render({ [EXPORT]: { status: 204 } });
    expect(await screen.findByText(VTIS_MESSAGES.noRecordsForReport)).toBeTruthy();
  });
});
