import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PATIENT_PROFILES_PATH } from '../../../components/patients/api/patient-api-paths.ts';
import { SEARCH_DEBOUNCE_MS } from '../lib/search-thresholds.ts';
import { ADMIN, makeProfile } from '../testing/patient-fixtures.ts';
import { renderPatients } from '../testing/render-patients.tsx';

const SEARCH = `${PATIENT_PROFILES_PATH}/search`;
const jane = makeProfile();

function searchUrls(fetchMock: { mock: { calls: unknown[][] } }): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === SEARCH);
}

async function openList(totalRecordsCount = 1) {
  const view = await renderPatients({
    path: '/ccmp/patients',
    user: ADMIN,
    routes: { [`GET ${SEARCH}`]: { body: { profiles: [jane], totalRecordsCount } } },
  });
  await screen.findByRole('heading', { name: 'Patient Profiles' });
  // The search waits for the typing to stop: fake time (still following the clock, so user-event
  // and Testing Library work) lets a test pass over that pause instead of waiting it out.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const typingStops = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

describe('patient profiles list (spec 1 §2, §5)', () => {
  it('searches from 2 characters, once typing stops, with the text as typed', async () => {
    const { user, fetchMock } = await openList();
    const box = screen.getByLabelText('Search patient profiles');
    await user.type(box, 'S');
    expect(screen.getByText('Type at least 2 characters to search')).toBeTruthy();
    await user.type(box, 'mith 12/03/85 445566');
    expect(searchUrls(fetchMock)).toHaveLength(0);
    await typingStops();

    expect(await screen.findByText('Citizen')).toBeTruthy();
    const urls = searchUrls(fetchMock);
    expect(urls).toHaveLength(1);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      keyword: 'Smith 12/03/85 445566',
      pageNumber: '1',
      pageSize: '10',
      sortField: 'lastName',
      sortDir: 'asc',
    });
    const row = screen.getByText('Citizen').closest('tr') as HTMLElement;
    expect(within(row).getByText('12/03/1985')).toBeTruthy();
    expect(within(row).getByText('445566')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /Update/ })
        .getAttribute('href'),
    ).toBe('/ccmp/patients/7/update');
    expect(within(row).getByRole('link', { name: /Merge/ }).getAttribute('href')).toBe(
      '/ccmp/patients/7/merge',
    );
    expect(
      within(row)
        .getByRole('link', { name: /Journey/ })
        .getAttribute('href'),
    ).toBe('/ccmp/patients/7/journey');
  });

  it('sorts on the server and offers a page size only past 10 results', async () => {
    const { user, fetchMock, container } = await openList(25);
    await user.type(screen.getByLabelText('Search patient profiles'), 'Citizen');
    await typingStops();
    await screen.findByText('12/03/1985');
    expect(container.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();

    await user.click(screen.getByRole('columnheader', { name: /Date of Birth/ }));
    await waitFor(() =>
      expect(searchUrls(fetchMock).at(-1)?.searchParams.get('sortField')).toBe('dateOfBirth'),
    );
    expect(searchUrls(fetchMock).at(-1)?.searchParams.get('sortDir')).toBe('asc');
    await user.click(screen.getByRole('columnheader', { name: /Date of Birth/ }));
    await waitFor(() => expect(searchUrls(fetchMock).at(-1)?.searchParams.get('sortDir')).toBe('desc'));
  });

  it('has no page size changer for 10 results or fewer, and a Create button for editors', async () => {
    const { user, container, router } = await openList(10);
    await user.type(screen.getByLabelText('Search patient profiles'), 'Citizen');
    await typingStops();
    await screen.findByText('12/03/1985');
    expect(container.querySelector('.ant-pagination-options-size-changer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Patient Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ccmp/patients/new'));
  });
});
