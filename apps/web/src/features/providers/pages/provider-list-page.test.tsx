import { HEALTH_CARE_PROVIDER_MESSAGES as M } from '@scout/domain/admin/health-care-provider.schema';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths.ts';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { SEARCH_PROVIDERS_PATH } from '../api/search-providers.ts';
import { ProviderListPage } from './provider-list-page.tsx';

const ADMIN = makeCurrentUser({ role: 'systemadmin' });

function openList(routes: MockRoutes) {
  return renderRoute({
    pages: [{ path: paths.admin.healthCareProviders.path, element: <ProviderListPage /> }],
    path: paths.admin.healthCareProviders.getHref(),
    user: ADMIN,
    routes,
  });
}

describe('Health Care Providers list', () => {
  it('shows the spec banner when the providers cannot be loaded', async () => {
    await openList({
      [`GET ${SEARCH_PROVIDERS_PATH}`]: {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
      },
    });
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
  });

  it('searches by name only from 3 characters, after the typing stops', async () => {
    const { fetchMock } = await openList({ [`GET ${SEARCH_PROVIDERS_PATH}`]: { body: [] } });
    await screen.findByText('No health care providers found');
    const searched = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === SEARCH_PROVIDERS_PATH)
        .map((url) => url.searchParams.get('keyword'));
    // The search waits 500 ms after the last key. On fake time the test steps over the pauses
    // between keys instead of waiting them out (fireEvent: user-event would wait on a real timer).
    vi.useFakeTimers();
    const name = screen.getByRole('textbox', { name: 'Name' });
    const typeAndWait = async (text: string, ms: number) => {
      fireEvent.change(name, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(ms));
    };
    await typeAndWait('Be', 1_000);
    expect(screen.getByText('Type at least 3 characters')).toBeTruthy();
    for (const text of ['Ben', 'Bend', 'Bendi', 'Bendig']) await typeAndWait(text, 300);
    await typeAndWait('Bendigo', 499);
    expect(searched()).toEqual([null]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searched()).toEqual([null, 'Bendigo']);
  });
});
