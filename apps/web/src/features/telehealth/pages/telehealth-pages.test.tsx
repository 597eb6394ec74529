import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { CASE_PATH, makeTelehealthCase, TH_MANAGER, TH_READER } from '../testing/telehealth-fixtures.tsx';
import { NewTelehealthCasePage } from './new-case-page.tsx';
import { TelehealthCasePage } from './telehealth-case-page.tsx';
import { TelehealthArchivePage, TelehealthDashboardPage } from './telehealth-dashboard-page.tsx';

const row = {
  id: 7,
  caseId: 'TH7',
  consults: 2,
  patientName: 'Jane Citizen',
  gender: 'Female',
  age: 45,
  hospital: 'RMH',
  daysInIcu: 3,
  createdOn: '2026-11-01T01:00:00.000Z',
  closedDateTime: '2026-11-05T01:00:00.000Z',
};

/** The dashboard calls' URLs, with their query strings. */
const dashboardUrls = (fetchMock: Mock) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/telehealth/case?'));

const dashboardPages = [
  { path: '/telehealth/cases', element: <TelehealthDashboardPage /> },
  { path: '/telehealth/archive', element: <TelehealthArchivePage /> },
];

describe('Telehealth dashboards (spec 2 §2.2)', () => {
  it('lists open cases, opens a case on a row click and offers New Case to a manager', async () => {
    const { router, fetchMock } = await renderRoute({
      pages: dashboardPages,
      path: '/telehealth/cases',
      user: TH_MANAGER,
      routes: {
        'GET /api/telehealth/case': { body: { cases: [row], totalRecordCount: 1 } },
        'GET /api/telehealth/referencedata/healthcareproviders': {
          body: [{ id: 5, name: 'Royal Melbourne', nickName: 'RMH' }],
        },
      },
    });
    const cell = await screen.findByText('TH7');
    for (const title of ['Case ID', 'Patient Name', 'Gender', 'Age', 'Hospital', 'Case Created'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Case Closed' })).toBeNull();
    expect(screen.getByRole('link', { name: /New Case/ })).toBeTruthy();
    expect(screen.getByPlaceholderText(M.dashboardSearchPlaceholder)).toBeTruthy();
    fireEvent.click(cell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/telehealth/cases/7'));
    expect(dashboardUrls(fetchMock)[0]).toContain('closedCases=false');
    expect(dashboardUrls(fetchMock)[0]).toContain('pageSize=10');
  });

  it('shows the archive with Case Closed, the empty text, and no New Case for a read-only user', async () => {
    const { fetchMock } = await renderRoute({
      pages: dashboardPages,
      path: '/telehealth/archive',
      user: TH_READER,
      routes: {
        'GET /api/telehealth/case': () => ({ body: { cases: [], totalRecordCount: 0 } }),
        'GET /api/telehealth/referencedata/healthcareproviders': { body: [] },
      },
    });
    expect(await screen.findByText(M.dashboardEmpty)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Case Closed' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /New Case/ })).toBeNull();
    expect(dashboardUrls(fetchMock)[0]).toContain('closedCases=true');
  });
});

describe('Telehealth new case (spec 2 §5.7, §4.10)', () => {
  it('says what is missing and keeps Create enabled after an error', async () => {
    await renderRoute({
      pages: [{ path: '/telehealth/new', element: <NewTelehealthCasePage /> }],
      path: '/telehealth/new',
      user: TH_MANAGER,
      routes: {
        'GET /api/telehealth/referencedata/users': { body: [{ id: 1, displayName: 'Sam Someone' }] },
        'GET /api/telehealth/referencedata/healthcareproviders': { body: [] },
      },
    });
    const create = await screen.findByRole('button', { name: 'Create' });
    fireEvent.click(create);
    await screen.findByText(M.requiredFieldsMissing);
    expect(await screen.findByText(M.formHasErrors)).toBeTruthy();
    expect((create as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Telehealth new case: the patient search box (issue 24 G)', () => {
  it('Enter searches at once and never submits the form', async () => {
    const { calls } = await renderRoute({
      pages: [{ path: '/telehealth/new', element: <NewTelehealthCasePage /> }],
      path: '/telehealth/new',
      user: TH_MANAGER,
      routes: {
        'GET /api/telehealth/referencedata/users': { body: [{ id: 1, displayName: 'Sam Someone' }] },
        'GET /api/telehealth/referencedata/healthcareproviders': { body: [] },
        'GET /api/ccmp/patientprofiles/search': { body: { profiles: [], totalRecordCount: 0 } },
      },
    });
    const box = await screen.findByRole('searchbox', { name: 'Search patients' });
    await userEvent.type(box, 'Hong{Enter}');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ccmp/patientprofiles/search')).toBe(true));
    expect(screen.queryByText(M.requiredFieldsMissing)).toBeNull();
    expect(screen.queryByText(M.formHasErrors)).toBeNull();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});

describe('Telehealth case page (spec 2 §2.2)', () => {
  it('shows TELEHEALTH, the TH case id, the sidebar with markers and the timeline without this case', async () => {
    await renderRoute({
      pages: [{ path: '/telehealth/cases/:id/*', element: <TelehealthCasePage /> }],
      path: '/telehealth/cases/7/patient-history',
      user: TH_MANAGER,
      routes: {
        [`GET ${CASE_PATH}`]: { body: makeTelehealthCase() },
        [`GET ${CASE_PATH}/transfer`]: {
          body: { hasRequested: false, transferId: null, request: null, referralInformation: null },
        },
        'GET /api/ccmp/patientprofiles/3/presentations': {
          body: [
            {
              id: 7,
              discriminator: 'Telehealth',
              presentationDateTime: '2026-11-01T01:00:00.000Z',
              studyId: 'TH7',
              principalProblem: null,
              healthCareProviderId: 5,
              healthCareProviderName: 'RMH',
              isActive: true,
              status: null,
            },
            {
              id: 4,
              discriminator: 'ECMO',
              presentationDateTime: '2026-10-01T01:00:00.000Z',
              studyId: 'ECMO4',
              principalProblem: null,
              healthCareProviderId: 5,
              healthCareProviderName: 'RMH',
              isActive: false,
              status: 'Closed',
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'TELEHEALTH' })).toBeTruthy();
    expect(screen.getByTestId('telehealth-case-id').textContent).toBe('TH7');
    const menu = screen.getByRole('menu', { name: 'Case sections' });
    for (const label of [
      'Referrer',
      'Intensivist',
      'Patient Information',
      'Health Timeline',
      'Patient History',
      'Consultations',
      'Transfer',
      'Outcome',
      'Back to Dashboard',
    ])
      expect(within(menu).getByText(label)).toBeTruthy();
    expect(within(menu).queryByText('Save All')).toBeNull();
    expect(within(menu).queryByText('Delete')).toBeNull();
    const referrer = within(menu).getByText('Referrer').closest('li') as HTMLElement;
    expect(within(referrer).getByRole('img', { name: 'Complete' })).toBeTruthy();
    const intensivist = within(menu).getByText('Intensivist').closest('li') as HTMLElement;
    expect(within(intensivist).getByRole('img', { name: 'Incomplete' })).toBeTruthy();
    expect(await screen.findByText('ECMO4')).toBeTruthy();
    expect(screen.queryByText('TH7', { selector: 'td' })).toBeNull();
  });

  it('lets a system admin delete the case with a reason', async () => {
    const { router, fetchMock } = await renderRoute({
      pages: [{ path: '/telehealth/cases/:id/*', element: <TelehealthCasePage /> }],
      path: '/telehealth/cases/7',
      user: makeCurrentUser({ role: 'systemadmin' }),
      routes: {
        [`GET ${CASE_PATH}`]: { body: makeTelehealthCase() },
        [`GET ${CASE_PATH}/transfer`]: {
          body: { hasRequested: false, transferId: null, request: null, referralInformation: null },
        },
        'GET /api/ccmp/patientprofiles/3/presentations': { body: [] },
        [`DELETE ${CASE_PATH}/delete`]: { body: true },
      },
    });
    const menu = await screen.findByRole('menu', { name: 'Case sections' });
    fireEvent.click(within(menu).getByText('Delete'));
    const ok = await screen.findByRole('button', { name: 'Delete' });
    fireEvent.click(ok);
    expect((await screen.findAllByText(M.deleteReasonRequired)).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Reason for deletion'), { target: { value: 'Duplicate case' } });
    fireEvent.click(ok);
    await waitFor(() => expect(router.state.location.pathname).toBe('/telehealth/cases'));
    const url = fetchMock.mock.calls.map(([input]) => String(input)).find((u) => u.includes('/delete'));
    expect(url).toContain('reasonForDeletion=Duplicate+case');
  });
});
