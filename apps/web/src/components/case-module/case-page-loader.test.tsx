import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockReply, MockRoutes } from '../../testing/fetch-mock.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { CasePageLoader } from './case-page-loader.tsx';

/** A tiny case area: /tiny/cases/{id}/* and /tiny/archive/cases/{id}/*; an archived case belongs to the archive. */
interface TinyCase {
  id: number;
  name: string;
  archived: boolean;
}

const openHref = (id: number, section?: string) => `/tiny/cases/${id}${section ? `/${section}` : ''}`;
const archiveHref = (id: number, section?: string) =>
  `/tiny/archive/cases/${id}${section ? `/${section}` : ''}`;

function TinyPage({
  archivedRoute,
  redirectBare = false,
}: {
  archivedRoute: boolean;
  redirectBare?: boolean;
}) {
  return (
    <CasePageLoader<TinyCase>
      queryKey={(id) => ['tiny', id]}
      load={(api, id, signal) => api.get<TinyCase>(`/api/tiny/${id}`, { signal })}
      hrefOf={openHref}
      loadFailed="Unable to load the tiny case."
      firstSection="details"
      redirectBare={redirectBare}
      archive={{ route: archivedRoute, isArchived: (c) => c.archived, hrefOf: archiveHref }}
    >
      {({ record, segment, archived, basePath }) => (
        <p data-testid="tiny">{`${record.name} | ${segment} | ${archived ? 'archived' : 'open'} | ${basePath}`}</p>
      )}
    </CasePageLoader>
  );
}

const PAGES = [
  { path: '/tiny/cases/:id/*', element: <TinyPage archivedRoute={false} /> },
  { path: '/tiny/archive/cases/:id/*', element: <TinyPage archivedRoute /> },
  { path: '/tiny/bare/:id/*', element: <TinyPage archivedRoute={false} redirectBare /> },
];

const open = (path: string, routes: MockRoutes) => renderRoute({ pages: PAGES, path, routes });
const tiny = (archived: boolean): MockReply => ({ body: { id: 1, name: 'Tiny one', archived } });

describe('CasePageLoader', () => {
  it('shows a spinner while the case loads, then hands the page the case, its section and base path', async () => {
    let answer: (reply: MockReply) => void = () => {};
    const { container } = await open('/tiny/cases/1/notes', {
      'GET /api/tiny/1': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(container.querySelector('.ant-spin')).not.toBeNull());
    expect(screen.queryByTestId('tiny')).toBeNull();
    answer(tiny(false));
    expect((await screen.findByTestId('tiny')).textContent).toBe('Tiny one | notes | open | /tiny/cases/1');
    expect(container.querySelector('.ant-spin')).toBeNull();
  });

  it('answers the 404 page for a missing case', async () => {
    await open('/tiny/cases/7', { 'GET /api/tiny/1': tiny(false) });
    expect(await screen.findByText(SHELL_MESSAGES.notFound)).toBeTruthy();
    expect(screen.queryByTestId('tiny')).toBeNull();
  });

  it('answers the 404 page for an id that is not one, without asking the server', async () => {
    const { calls } = await open('/tiny/cases/abc', {});
    expect(await screen.findByText(SHELL_MESSAGES.notFound)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/tiny/'))).toBe(false);
  });

  it("shows the area's error for another failure", async () => {
    await open('/tiny/cases/1', { 'GET /api/tiny/1': { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText('Unable to load the tiny case.')).toBeTruthy();
  });

  it('moves an archived case from the open path to the same section under the archive path', async () => {
    const { router } = await open('/tiny/cases/1/notes', { 'GET /api/tiny/1': tiny(true) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiny/archive/cases/1/notes'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect((await screen.findByTestId('tiny')).textContent).toBe(
      'Tiny one | notes | archived | /tiny/archive/cases/1',
    );
  });

  it('keeps an open case on the archive route, archived, and a bare path shows the first section', async () => {
    const { router } = await open('/tiny/archive/cases/1', { 'GET /api/tiny/1': tiny(false) });
    expect((await screen.findByTestId('tiny')).textContent).toBe(
      'Tiny one | details | archived | /tiny/archive/cases/1',
    );
    expect(router.state.location.pathname).toBe('/tiny/archive/cases/1');
  });

  it('sends a bare path to the first section, keeping the query string, when asked to', async () => {
    const { router } = await open('/tiny/bare/1?from=list', { 'GET /api/tiny/1': tiny(false) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tiny/cases/1/details'));
    expect(router.state.location.search).toBe('?from=list');
  });
});
