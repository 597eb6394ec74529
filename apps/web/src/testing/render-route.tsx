import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { type MockRoutes, mockFetch } from './fetch-mock.ts';
import { createTestServices, renderInShell, shellRoutes } from './render-app.tsx';
import { makeCurrentUser } from './test-data.ts';

/**
 * The pages of an area (`pages`: route objects with eagerly imported elements, e.g.
 * `[{ path: '/ecmo/cases/:id/*', element: <OpenCasePage /> }]`) at `path`, with fetch answered by
 * `routes`, without the app's shell, guards and lazy routes: a component test renders what it
 * tests and stays within the default timeout. Any other path (Back, a dashboard) renders a marker
 * with data-testid 'elsewhere'; `router.state.location` says where the page went.
 */
export async function renderRoute({
  pages,
  path,
  user = makeCurrentUser(),
  routes = {},
}: {
  pages: RouteObject[];
  path: string;
  user?: CurrentUser;
  routes?: MockRoutes;
}) {
  const network = mockFetch({ ...shellRoutes(user), ...routes });
  const services = await createTestServices();
  const router = createMemoryRouter([...pages, { path: '*', element: <div data-testid="elsewhere" /> }], {
    initialEntries: [path],
  });
  const view = renderInShell(router, services, user);
  return { ...view, ...network, router, services };
}
