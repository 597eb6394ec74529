import { HEALTH_CARE_PROVIDER_MESSAGES as M } from '@scout/domain/admin/health-care-provider.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { SEARCH_PROVIDERS_PATH } from '../api/search-providers.ts';

const ADMIN = makeCurrentUser({ role: 'systemadmin' });

describe('Health Care Providers list', () => {
  it('shows the spec banner when the providers cannot be loaded', async () => {
    await renderApp({
      path: '/ccmp/health-care-providers',
      user: ADMIN,
      routes: {
        [`GET ${SEARCH_PROVIDERS_PATH}`]: {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
        },
      },
    });
    expect(await screen.findByText(M.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('searches by name only from 3 characters, after the typing stops', async () => {
    const { fetchMock } = await renderApp({
      path: '/ccmp/health-care-providers',
      user: ADMIN,
      routes: { [`GET ${SEARCH_PROVIDERS_PATH}`]: { body: [] } },
    });
    await screen.findByText('No health care providers found', {}, { timeout: 10_000 });
    const searched = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === SEARCH_PROVIDERS_PATH)
        .map((url) => url.searchParams.get('keyword'));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Be');
    expect(await screen.findByText('Type at least 3 characters')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ndigo');
    await waitFor(() => expect(searched()).toContain('Bendigo'), { timeout: 3000 });
    expect(searched()).toEqual([null, 'Bendigo']);
  });
});
