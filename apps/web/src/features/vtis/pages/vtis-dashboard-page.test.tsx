import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { vtisRowActions } from '../components/vtis-row-menu.tsx';
import {
  makeConsultRow,
  makeDocumentationRow,
  makeFollowupRow,
  searchAnswer,
  VTIS_EXPORTER,
  VTIS_MANAGER,
  VTIS_PROVIDER_MANAGER,
  VTIS_READER,
  vtisLookupRoutes,
} from '../testing/vtis-fixtures.tsx';
import { VTIS_DASHBOARD_STORAGE_KEY, VtisDashboardPage } from './vtis-dashboard-page.tsx';

const pages = [{ path: '/vst/vtisconsults', element: <VtisDashboardPage /> }];

const render = (routes: MockRoutes, user = VTIS_MANAGER) =>
  renderRoute({ pages, path: '/vst/vtisconsults', user, routes: { ...vtisLookupRoutes, ...routes } });

const table = () => screen.getByRole('table');

beforeEach(() => sessionStorage.clear());

describe('VTIS dashboard (spec 3 §2.3)', () => {
  it('titles the page, shows every column and the type labels, and opens each row where §2.3 says', async () => {
    const consult = makeConsultRow({
      vtisFollowupConsults: [makeFollowupRow({ id: 8 })],
      hospitalDocumentation: makeDocumentationRow(),
    });
    const { router } = await render({ 'GET /api/vtis/consults/search': searchAnswer([consult]) });
    expect(await screen.findByText(M.dashboardTitle)).toBeTruthy();
    await screen.findByText('VTIS5');
    for (const title of [
      'Study ID',
      'Type',
      'Referral Date',
      'Patient Name',
      'Hospital',
      'Neurologist/Stroke Specialist',
      'Consultation Date',
      'Status',
      'PDF',
    ])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    expect(screen.getByPlaceholderText(M.dashboardSearchPlaceholder)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    await screen.findByText('VTISFU8');
    expect(within(table()).getByText('VTIS Consult')).toBeTruthy();
    expect(within(table()).getByText('VTIS Follow-up')).toBeTruthy();
    const docRow = within(table()).getByText('Hospital Documentation').closest('tr') as HTMLElement;
    // No patient name on the documentation row; the consult and follow-up rows show it.
    expect(within(docRow).queryByText('Example, Alex')).toBeNull();
    expect(within(table()).getAllByText('Example, Alex')).toHaveLength(2);
    // PDF: View on the records, Discharge Summary on the documentation of an ischaemic stroke.
    expect(within(docRow).getByRole('button', { name: /Discharge Summary/ })).toBeTruthy();
    expect(within(table()).getAllByRole('button', { name: /View/ })).toHaveLength(2);

    fireEvent.click(within(docRow).getByText('OPEN'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/vst/vtishospitaldocumentation/5/admission-details'),
    );
    await router.navigate('/vst/vtisconsults');
    fireEvent.click(await screen.findByRole('button', { name: /expand row/i }));
    fireEvent.click(await screen.findByText('VTISFU8'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/vtisfollowup/8/patient'));
    await router.navigate('/vst/vtisconsults');
    fireEvent.click(await screen.findByText('VTIS5'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/vtisconsult/5/patient'));
  });

  it('shows no discharge summary for a documentation row of a TIA', async () => {
    const consult = makeConsultRow({
      hospitalDocumentation: makeDocumentationRow({ diagnosisDetails: { strokeType: 'TIA' } }),
    });
    await render({ 'GET /api/vtis/consults/search': searchAnswer([consult]) });
    fireEvent.click(await screen.findByRole('button', { name: /expand row/i }));
    await within(table()).findByText('Hospital Documentation');
    expect(screen.queryByRole('button', { name: /Discharge Summary/ })).toBeNull();
  });

  it('gates the row menu: Create follow-up only on an INPATIENT consult without an active follow-up; nothing for a reader', () => {
    const free = makeConsultRow({ boxEnabled: true, faxVtisEnabled: true });
    const busy = makeConsultRow({ vtisFollowupConsults: [makeFollowupRow()] });
    const declined = makeConsultRow({ vtisStatus: 'DECLINED' });
    // Issue 24 item 4: INPATIENT consults only (spec 3 §4.1), as the server.
    expect(vtisRowActions(makeConsultRow({ vtisStatus: 'PENDING' }), true)).toEqual([]);
    expect(vtisRowActions(makeConsultRow({ vtisStatus: 'CLOSED', boxEnabled: true }), true)).toEqual(['box']);
    expect(vtisRowActions(free, true)).toEqual(['createFollowup', 'box', 'fax']);
    expect(vtisRowActions(busy, true)).toEqual([]);
    expect(vtisRowActions({ ...makeFollowupRow(), faxEnabled: true }, true)).toEqual([]);
    expect(vtisRowActions(makeFollowupRow({ faxVtisEnabled: true }), true)).toEqual(['fax']);
    expect(vtisRowActions(free, false)).toEqual([]);
    expect(vtisRowActions(makeDocumentationRow(), true)).toEqual([]);
    expect(vtisRowActions(declined, true)).toEqual([]);
  });

  it('offers the menu to a Manage user and opens a new follow-up from it', async () => {
    const { router } = await render({
      'GET /api/vtis/consults/search': searchAnswer([makeConsultRow({ boxEnabled: true })]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for VTIS5' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Create follow-up', 'Upload to Box']);
    fireEvent.click(within(menu).getByText('Create follow-up'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/vtisConsults/5/new'));
  });

  it('hides the three-dot menu from a Manage user who belongs to a health care provider', async () => {
    await render(
      { 'GET /api/vtis/consults/search': searchAnswer([makeConsultRow({ boxEnabled: true })]) },
      VTIS_PROVIDER_MANAGER,
    );
    await screen.findByText('VTIS5');
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for VTIS5' })).toBeNull();
  });

  it('enables the exports only with records and by privilege; AuSCR answers 204 with its info', async () => {
    const first = await render({ 'GET /api/vtis/consults/search': searchAnswer([]) }, VTIS_EXPORTER);
    expect(await screen.findByText(M.dashboardEmpty)).toBeTruthy();
    for (const name of [M.exportConsultButton, M.exportFollowupButton, M.exportAuscrButton])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    const { calls } = await render(
      {
        'GET /api/vtis/consults/search': searchAnswer([makeConsultRow()]),
        'POST /api/vtis/vtisdataexport/generate/auscr': { status: 204 },
      },
      VTIS_EXPORTER,
    );
    await screen.findByText('VTIS5');
    expect(screen.getByRole('link', { name: M.exportConsultButton }).getAttribute('href')).toBe(
      '/vst/vtisconsults/reports/consult',
    );
    const auscr = screen.getByRole('button', { name: M.exportAuscrButton }) as HTMLButtonElement;
    expect(auscr.disabled).toBe(false);
    fireEvent.click(auscr);
    expect(await screen.findByText(M.noRecordsForReport)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/generate/auscr'))?.body).toMatchObject({
      category: 'VtisConsult',
      searchQuery: null,
      sections: null,
    });
  });

  it('shows a reader no New VTIS Consultation, no exports and no menu', async () => {
    await render(
      { 'GET /api/vtis/consults/search': searchAnswer([makeConsultRow({ boxEnabled: true })]) },
      VTIS_READER,
    );
    await screen.findByText('VTIS5');
    expect(screen.queryByRole('button', { name: new RegExp(M.newConsultButton) })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export Data/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for VTIS5' })).toBeNull();
  });

  it('keeps its filters in session storage under its own key', async () => {
    await render({ 'GET /api/vtis/consults/search': searchAnswer([makeConsultRow()]) });
    const box = await screen.findByPlaceholderText(M.dashboardSearchPlaceholder);
    fireEvent.change(box, { target: { value: 'Example' } });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(`${VTIS_DASHBOARD_STORAGE_KEY}.filters`) ?? '{}')).toEqual({
        keyword: 'Example',
      }),
    );
  });
});
