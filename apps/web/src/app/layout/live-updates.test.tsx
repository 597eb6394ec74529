import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ECMO_MANAGER } from '../../features/ecmo/testing/ecmo-fixtures.ts';
import { announceChange, setLive } from '../../lib/live-events.ts';
import { renderApp } from '../../testing/render-app.tsx';

const dashboardLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/ecmo/cases/open').length;

describe('live dashboards (issue 15)', () => {
  it('refresh the dashboard on screen when a change is announced, without waiting for the poll', async () => {
    const view = await renderApp({
      path: '/ecmo/cases',
      user: ECMO_MANAGER,
      routes: {
        'GET /api/ecmo/cases/open': { body: [] },
        'GET /api/ecmo/hospitalswithopencases': { body: [] },
      },
    });
    await screen.findByRole('button', { name: /New Case/ });
    await waitFor(() => expect(dashboardLoads(view.calls)).toBeGreaterThan(0));
    const before = dashboardLoads(view.calls);
    act(() => announceChange({ module: 'ecmo', app: 'ecmo', id: 12, by: 'Erin', byUserId: 3 }));
    await waitFor(() => expect(dashboardLoads(view.calls)).toBe(before + 1));
    // The stream was asked for once with the bearer token, and (204: none here) not again.
    const streams = view.calls.filter((c) => c.path === '/api/events');
    expect(streams).toHaveLength(1);
    expect(streams[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('refresh once for the several notices of one chunk of the stream', async () => {
    const view = await renderApp({
      path: '/ecmo/cases',
      user: ECMO_MANAGER,
      routes: {
        'GET /api/ecmo/cases/open': { body: [] },
        'GET /api/ecmo/hospitalswithopencases': { body: [] },
      },
    });
    await screen.findByRole('button', { name: /New Case/ });
    await waitFor(() => expect(dashboardLoads(view.calls)).toBeGreaterThan(0));
    const before = dashboardLoads(view.calls);
    // A chunk's notices are handed on one after the other in one task (lib/live-events.ts).
    act(() => {
      for (const id of [12, 13, 14])
        announceChange({ module: 'ecmo', app: 'ecmo', id, by: 'Erin', byUserId: 3 });
    });
    await waitFor(() => expect(dashboardLoads(view.calls)).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dashboardLoads(view.calls)).toBe(before + 1);
  });

  it('refresh once when the stream comes back after a drop, not when it first opens', async () => {
    const view = await renderApp({
      path: '/ecmo/cases',
      user: ECMO_MANAGER,
      routes: {
        'GET /api/ecmo/cases/open': { body: [] },
        'GET /api/ecmo/hospitalswithopencases': { body: [] },
      },
    });
    await screen.findByRole('button', { name: /New Case/ });
    await waitFor(() => expect(dashboardLoads(view.calls)).toBeGreaterThan(0));
    const before = dashboardLoads(view.calls);
    act(() => setLive(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dashboardLoads(view.calls)).toBe(before);
    // Down (a change may be missed meanwhile), then live again: what changed is fetched.
    act(() => setLive(false));
    act(() => setLive(true));
    await waitFor(() => expect(dashboardLoads(view.calls)).toBe(before + 1));
    act(() => setLive(false));
  });
});
