import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { vstRowActions } from '../components/vst-row-menu.tsx';
import {
  closed,
  lookupRoutes,
  makeConsultRow,
  makeFollowupRow,
  searchAnswer,
  VST_EXPORTER,
  VST_MANAGER,
  VST_READER,
} from '../testing/vst-dashboard-fixtures.ts';
import { VstDashboardPage } from './vst-dashboard-page.tsx';
import { VST_DASHBOARD_STORAGE_KEY } from './vst-dashboard-storage.ts';

const pages = [{ path: '/vst/consults', element: <VstDashboardPage /> }];

const searchUrls = (fetchMock: Mock) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((u) => u.startsWith('/api/vst/consults/search'));

const render = (routes: MockRoutes, user = VST_MANAGER) =>
  renderRoute({ pages, path: '/vst/consults', user, routes: { ...lookupRoutes, ...routes } });

/** Opens a row's three-dot menu and answers the labels of its items. */
async function menuOf(studyId: string): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${studyId}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

beforeEach(() => sessionStorage.clear());

describe('VST dashboard (spec 3 §2.2)', () => {
  it('lists consults with their follow-ups as child rows and opens either at its patient section', async () => {
    const consult = makeConsultRow({ ...closed, followupConsults: [makeFollowupRow({ id: 4 })] });
    const { router, fetchMock } = await render({ 'GET /api/vst/consults/search': searchAnswer([consult]) });
    const cell = await screen.findByText('VST12');
    for (const title of ['Study ID', 'Call Date', 'Patient Name', 'URN', 'Hospital', 'Neurologist', 'Status'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    expect(screen.getByText('Example, Alex')).toBeTruthy();
    expect(screen.getByText('CLOSED')).toBeTruthy();
    expect(screen.getByPlaceholderText(M.dashboardSearchPlaceholder)).toBeTruthy();
    expect(screen.queryByText('VSTFU4')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    fireEvent.click(await screen.findByText('VSTFU4'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/followup/4/patient'));
    await router.navigate('/vst/consults');
    fireEvent.click(await screen.findByText('VST12'));
    expect(cell).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/consult/12/patient'));
    expect(searchUrls(fetchMock)[0]).toContain('pageSize=10');
    expect(searchUrls(fetchMock)[0]).toContain('pageNumber=1');
  });

  it('offers the export, report and New buttons by privilege, none of them to a read-only user', async () => {
    const { unmount } = await render({ 'GET /api/vst/consults/search': searchAnswer([]) }, VST_EXPORTER);
    for (const name of [
      'Export Data: Consult',
      'Export Data: Follow Up',
      'Generate Monthly Report',
      'Generate Quarterly Report',
      'New Consultation',
      'New Follow up',
    ])
      expect(await screen.findByRole('button', { name: new RegExp(name) })).toBeTruthy();
    expect(screen.getByRole('link', { name: /New Follow up/ }).getAttribute('href')).toBe(
      '/vst/consults/select',
    );
    unmount();
    await render({ 'GET /api/vst/consults/search': searchAnswer([]) }, VST_READER);
    expect(await screen.findByText(M.dashboardEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New Consultation|Export Data|Generate/ })).toBeNull();
  });

  it('gates the row menu by record state, hospital settings and the user', async () => {
    const open = makeConsultRow({ id: 12, boxEnabled: true, faxEnabled: true });
    const closedFree = makeConsultRow({ id: 13, ...closed, followupConsults: [makeFollowupRow()] });
    const closedBusy = makeConsultRow({
      id: 14,
      ...closed,
      followupConsults: [makeFollowupRow({ isActive: true, closedOn: null, status: 'OPEN' })],
    });
    expect(vstRowActions(closedFree, true)).toEqual(['createFollowup', 'viewPdf']);
    expect(vstRowActions(closedBusy, true)).toEqual(['viewPdf']);
    expect(vstRowActions(open, false)).toEqual(['viewPdf']);
    expect(vstRowActions(makeFollowupRow({ faxEnabled: true }), true)).toEqual(['fax', 'viewPdf']);

    const { router } = await render({ 'GET /api/vst/consults/search': searchAnswer([open, closedFree]) });
    expect(await menuOf('VST12')).toEqual(['Upload to Box', 'Send Fax to Hospital', 'Refer ARV', 'View PDF']);
    fireEvent.click(screen.getByText('Refer ARV'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/consult/12/transfer'));
    expect(router.state.location.search).toBe('?transferRequest=true');
    await router.navigate('/vst/consults');
    expect(await menuOf('VST13')).toEqual(['Create follow-up', 'View PDF']);
    fireEvent.click(screen.getByText('Create follow-up'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/consults/13/new'));
  });

  it('shows only View PDF to a read-only user', async () => {
    const open = makeConsultRow({ boxEnabled: true, faxEnabled: true });
    await render({ 'GET /api/vst/consults/search': searchAnswer([open]) }, VST_READER);
    expect(await menuOf('VST12')).toEqual(['View PDF']);
  });

  it('sends by fax and file share with the §8.1 toasts; a recorded failure is a failure', async () => {
    const open = makeConsultRow({ boxEnabled: true, faxEnabled: true });
    const record = { id: 1, recordType: 'Consult', recordId: 12, studyId: 'VST12', hospitalId: 5 };
    const sent = { ...record, sentBy: 'Sam', sentAt: '2026-11-01T02:00:00.000Z', error: null };
    const { calls } = await render({
      'GET /api/vst/consults/search': searchAnswer([open]),
      'POST /api/vst/form/send/fax': {
        body: { ...sent, channel: 'fax', destination: '0390001111', result: 'sent' },
      },
      'POST /api/vst/form/send/box': {
        body: { ...sent, channel: 'box', destination: null, result: 'failed', error: 'Box refused' },
      },
    });
    await menuOf('VST12');
    fireEvent.click(screen.getByText('Send Fax to Hospital'));
    expect(await screen.findByText(M.faxSucceeded)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/vst/form/send/fax')?.body).toEqual({
      id: 12,
      serviceType: 'consult',
    });
    await menuOf('VST12');
    fireEvent.click(screen.getByText('Upload to Box'));
    expect(await screen.findByText(M.boxFailed)).toBeTruthy();
  });

  it('keeps the filters and page in session storage across a remount', async () => {
    const routes = { 'GET /api/vst/consults/search': searchAnswer([makeConsultRow()]) };
    const first = await render(routes);
    const box = (await screen.findByPlaceholderText(M.dashboardSearchPlaceholder)) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'Example' } });
    await waitFor(() =>
      expect(searchUrls(first.fetchMock).some((u) => u.includes('keyword=Example'))).toBe(true),
    );
    expect(JSON.parse(sessionStorage.getItem(`${VST_DASHBOARD_STORAGE_KEY}.filters`) ?? '{}')).toEqual({
      keyword: 'Example',
    });
    expect(JSON.parse(sessionStorage.getItem(`${VST_DASHBOARD_STORAGE_KEY}.page`) ?? '{}')).toEqual({
      pageNumber: 1,
      pageSize: 10,
    });
    first.unmount();

    const second = await render(routes);
    const restored = (await screen.findByPlaceholderText(M.dashboardSearchPlaceholder)) as HTMLInputElement;
    expect(restored.value).toBe('Example');
    await waitFor(() => expect(searchUrls(second.fetchMock).length).toBeGreaterThan(0));
    expect(searchUrls(second.fetchMock)[0]).toContain('keyword=Example');
  });
});
