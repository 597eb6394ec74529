import type { ClinicRow } from '@scout/domain/clinics/list.schema';
import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { CLINIC_MANAGER, lookupRoutes } from '../testing/clinic-fixtures.tsx';
import { ClinicsPage } from './clinics-page.tsx';

function row(overrides: Partial<ClinicRow> = {}): ClinicRow {
  const id = overrides.id ?? 9;
  return {
    id,
    studyId: `VSTOP${id}`,
    callDateTime: '2026-11-01T01:00:00.000Z',
    patientProfileId: 3,
    patientFirstName: 'Alex',
    patientLastName: 'Example',
    patientUrn: 'UR123',
    hospitalId: 5,
    hospital: 'RMH',
    specialistId: 9,
    specialist: 'Dr Nina Neuro',
    isActive: true,
    status: 'OPEN',
    closedOn: null,
    ...overrides,
  };
}

const answer = (rows: ClinicRow[]) => ({ body: { outpatientCases: rows, totalRecordsCount: rows.length } });

const render = (routes: MockRoutes, user = CLINIC_MANAGER) =>
  renderRoute({
    pages: [{ path: '/vst/clinics', element: <ClinicsPage /> }],
    path: '/vst/clinics',
    user,
    routes: { ...lookupRoutes, ...routes },
  });

beforeEach(() => sessionStorage.clear());

describe('TIA Minor Stroke Clinics list (spec 3 §2.10)', () => {
  it('lists the clinics with their status and opens a row at its patient section', async () => {
    const closed = row({ id: 4, isActive: false, status: 'CLOSED', closedOn: '2026-11-03T01:00:00.000Z' });
    const { router, fetchMock } = await render({
      'GET /api/vst/outpatient/search': answer([row(), closed]),
    });
    expect(await screen.findByText('VSTOP9')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Clinics' })).toBeTruthy();
    expect(screen.getByText('TIA Minor Stroke Clinics')).toBeTruthy();
    for (const title of ['Study ID', 'Call Date', 'Patient Name', 'Hospital', 'Status', 'Closed On'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes('/outpatient/search'))?.[0]);
    expect(url).toContain('pageSize=10');
    expect(url).toContain('pageNumber=1');
    fireEvent.click(screen.getByText('VSTOP4'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/clinic/4/patient'));
  });

  it('filters by keyword as the VST dashboard does, with its empty text', async () => {
    const { fetchMock } = await render({ 'GET /api/vst/outpatient/search': answer([]) });
    expect(await screen.findByText(M.clinicListEmpty)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText(M.dashboardSearchPlaceholder), {
      target: { value: 'Example' },
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('keyword=Example'))).toBe(true),
    );
  });

  it('offers New Clinic to users who may create one', async () => {
    await render({ 'GET /api/vst/outpatient/search': answer([]) });
    const link = await screen.findByRole('link', { name: /New Clinic/ });
    expect(link.getAttribute('href')).toBe('/vst/clinics/new');
  });

  it('offers no New Clinic without VST edit rights', async () => {
    // The route guard keeps a VST Read user off the list (§6); New Clinic follows VST edit rights too.
    await render({ 'GET /api/vst/outpatient/search': answer([]) }, makeCurrentUser({ access: { vst: 10 } }));
    expect(await screen.findByText(M.clinicListEmpty)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /New Clinic/ })).toBeNull();
  });
});
