import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { pick } from '../../../testing/select-option.ts';
import {
  makeRow,
  searchAnswer,
  VST_EXPORTER,
  VST_MANAGER,
  vstLookupRoutes,
} from '../testing/reperfusion-fixtures.tsx';
import {
  REPERFUSION_DASHBOARD_STORAGE_KEY,
  ReperfusionDashboardPage,
} from './reperfusion-dashboard-page.tsx';

const pages = [{ path: '/vst/reperfusion-cases', element: <ReperfusionDashboardPage /> }];
const SEARCH = 'GET /api/vst/reperfusion-cases/search';

const render = (routes: MockRoutes, user = VST_MANAGER) =>
  renderRoute({ pages, path: '/vst/reperfusion-cases', user, routes: { ...vstLookupRoutes, ...routes } });

/** The query strings of the searches sent so far. */
function searches(fetchMock: { mock: { calls: unknown[][] } }): URLSearchParams[] {
  return fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === '/api/vst/reperfusion-cases/search')
    .map((u) => u.searchParams);
}

beforeEach(() => localStorage.clear());

describe('Reperfusion dashboard (spec 3 §2.11, §4.6)', () => {
  it('shows the columns and the Task Due cell (N/A, complete, pending, in words), and a row opens its case', async () => {
    const { router } = await render({
      [SEARCH]: searchAnswer([
        makeRow({ id: 5 }),
        makeRow({ id: 6, taskDueComplete: true, primaryImagingFollowUpStatus: 'Fax received' }),
        makeRow({
          id: 7,
          primaryImagingFollowUpStatus: 'Imaging yet to be completed',
          directorReview: 'Ready',
        }),
        makeRow({ id: 8, patientRequiresImagingFollowUp: false, directorReview: 'Reviewed' }),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'VST Reperfusion Cases' })).toBeTruthy();
    await screen.findByText('VST5');
    for (const title of [
      'Study ID',
      'Date/Time',
      'Patient Name',
      'Referral Hospital',
      'Destination Hospital',
      'Triage Time',
      'Task Due',
      'Director Review',
    ])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    const row = (studyId: string) => screen.getByText(studyId).closest('tr') as HTMLElement;
    // Call Friday 6 March 2026: due Monday 9 March; yet to be completed: Wednesday 11 March.
    const pending = within(row('VST5')).getByTestId('task-due');
    expect(pending.textContent).toBe('09/03/2026 · Pending');
    expect(pending.className).toContain('ant-tag-yellow');
    const complete = within(row('VST6')).getByTestId('task-due');
    expect(complete.textContent).toBe('09/03/2026 · Complete');
    expect(complete.className).toContain('ant-tag-green');
    expect(within(row('VST7')).getByTestId('task-due').textContent).toBe('11/03/2026 · Pending');
    expect(within(row('VST8')).getByText('N/A')).toBeTruthy();
    expect(within(row('VST5')).getByTitle('Awaiting imaging or discharge summary').textContent).toBe(
      'Awaiting',
    );
    expect(within(row('VST7')).getByTitle('Ready for review').textContent).toBe('Ready');
    expect(within(row('VST8')).getByText('Reviewed')).toBeTruthy();
    expect(within(row('VST5')).getByText('Example, Alex')).toBeTruthy();
    expect(within(row('VST5')).getByText('06/03/2026 10:00')).toBeTruthy();
    expect(within(row('VST5')).getByText('06/03/2026 09:40')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export Data' })).toBeNull();
    fireEvent.click(row('VST7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vst/reperfusion-case/7'));
  });

  it('shows Export Data to a user with the export permission', async () => {
    const { router } = await render({ [SEARCH]: searchAnswer([]) }, VST_EXPORTER);
    expect(await screen.findByText(M.dashboardEmpty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/vst/reperfusion-cases/reports/export-data'),
    );
  });

  it('sends the filters, keeps them and the page in local storage, and Clear Filters empties them', async () => {
    const first = await render({ [SEARCH]: searchAnswer([makeRow()], 25) });
    await screen.findByText('VST5');
    await pick('Referral Hospital', 'Bendigo');
    await pick('Destination Hospital', 'RMH');
    await pick('Director Review', 'Ready for review');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'Example' } });
    await waitFor(
      () => {
        const last = searches(first.fetchMock).at(-1);
        expect(last?.get('keyword')).toBe('Example');
        expect(last?.get('referralHospitalId')).toBe('3');
        expect(last?.get('destinationHospitalId')).toBe('7');
        expect(last?.get('directorReviewStatus')).toBe('Ready');
      },
      { timeout: 2000 },
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(searches(first.fetchMock).at(-1)?.get('pageNumber')).toBe('2'));
    const stored = JSON.parse(localStorage.getItem(`${REPERFUSION_DASHBOARD_STORAGE_KEY}.filters`) ?? '{}');
    expect(stored).toEqual({
      keyword: 'Example',
      hospitalId: 3,
      destinationHospitalId: 7,
      directorReviewStatus: 'Ready',
    });
    expect(sessionStorage.getItem(`${REPERFUSION_DASHBOARD_STORAGE_KEY}.filters`)).toBeNull();
    first.unmount();

    // Back on the dashboard: the same filters and page, sent at once.
    const second = await render({ [SEARCH]: searchAnswer([makeRow()], 25) });
    await screen.findByText('VST5');
    const sent = searches(second.fetchMock)[0];
    expect(sent?.get('destinationHospitalId')).toBe('7');
    expect(sent?.get('pageNumber')).toBe('2');
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('Example');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => {
      const last = searches(second.fetchMock).at(-1);
      expect(last?.get('destinationHospitalId')).toBeNull();
      expect(last?.get('keyword')).toBeNull();
      expect(last?.get('pageNumber')).toBe('1');
    });
    expect(JSON.parse(localStorage.getItem(`${REPERFUSION_DASHBOARD_STORAGE_KEY}.filters`) ?? '')).toEqual(
      {},
    );
  });
});
