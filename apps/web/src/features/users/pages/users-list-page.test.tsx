import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { pick } from '../../../testing/select-option.ts';
import { PROVIDER_SEARCH_PATH } from '../api/list-health-care-providers.ts';
import { USERS_PATH } from '../api/users-api-paths.ts';
import { ADMIN, makeUser, PROVIDERS } from '../testing/user-fixtures.ts';
import { UsersListPage } from './users-list-page.tsx';

const { userHealthCareProviders: _, ...listItem } = makeUser();
const USERS = [
  { ...listItem, id: 1, displayName: 'Zoe Zimmer', email: 'a.zimmer@scout.test', hasPassword: false },
  { ...listItem, id: 2, displayName: 'Amy Abbott', email: 'z.abbott@scout.test', accountEnabled: false },
];

const render = () =>
  renderRoute({
    pages: [{ path: '/ccmp/users', element: <UsersListPage /> }],
    path: '/ccmp/users',
    user: ADMIN,
    routes: {
      [`GET ${USERS_PATH}`]: { body: USERS },
      [`GET ${PROVIDER_SEARCH_PATH}`]: { body: PROVIDERS },
    },
  });

/** The display names in the table, top to bottom. */
const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('link')[0]?.textContent)
    .filter(Boolean);

/** The query strings of the user searches sent so far. */
const searches = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === USERS_PATH)
    .map((url) => url.searchParams);

describe('User Management list (spec 1 §2)', () => {
  it('shows the users with their status tags and sorts by display name and email', async () => {
    await render();
    expect(await screen.findByRole('link', { name: 'Zoe Zimmer' })).toBeTruthy();
    const zoe = screen.getByRole('row', { name: /Zoe Zimmer/ });
    expect(within(zoe).getByText('Enabled')).toBeTruthy();
    expect(within(zoe).getByText('Invited')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Amy Abbott/ })).getByText('Disabled')).toBeTruthy();
    expect(shownNames()).toEqual(['Zoe Zimmer', 'Amy Abbott']);

    fireEvent.click(screen.getByRole('columnheader', { name: /Display name/ }));
    expect(shownNames()).toEqual(['Amy Abbott', 'Zoe Zimmer']);
    fireEvent.click(screen.getByRole('columnheader', { name: /Email/ }));
    expect(shownNames()).toEqual(['Zoe Zimmer', 'Amy Abbott']);
  });

  it('searches by keyword and by health care provider', async () => {
    const { fetchMock } = await render();
    await screen.findByRole('link', { name: 'Zoe Zimmer' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'abbott' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(searches(fetchMock).at(-1)?.get('keyword')).toBe('abbott'));

    await pick('Health care providers', 'Royal Melbourne Hospital (RMH)');
    await waitFor(() => expect(searches(fetchMock).at(-1)?.getAll('healthCareProviderIds')).toEqual(['2']));
  });
});
