import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { APP_VERSION } from '@scout/domain/shell/version';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteErrorPage } from '../app/layout/route-error-page.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createAppRoutes } from '../app/router.tsx';
import { CURRENT_USER_PATH } from '../features/account/api/get-current-user.ts';
import { ASSEMBLY_VERSION_PATH } from '../features/shell/api/get-assembly-version.ts';
import { createApiClient } from '../lib/api-client.ts';
import { accessTokenSource } from '../lib/auth.ts';
import { CurrentUserProvider } from '../lib/current-user.tsx';
import { type ShellServices, ShellServicesProvider } from '../lib/shell-services.tsx';
import { type MockRoutes, mockFetch } from './fetch-mock.ts';
import { makeCurrentUser, TEST_CONFIG } from './test-data.ts';

/** Real UserManager and API client, with a signed-in user kept in memory. */
export async function createTestServices(): Promise<ShellServices> {
  const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
  const userManager = new UserManager({
    authority: TEST_CONFIG.oidcAuthority,
    client_id: TEST_CONFIG.oidcClientId,
    redirect_uri: 'http://localhost/auth/callback',
    userStore: store,
    stateStore: store,
    automaticSilentRenew: false,
  });
  const now = Math.floor(Date.now() / 1000);
  await userManager.storeUser(
    new User({
      access_token: 'test-access-token',
      id_token: 'test-id-token',
      token_type: 'Bearer',
      expires_at: now + 3600,
      profile: {
        sub: '1',
        iss: TEST_CONFIG.oidcAuthority,
        aud: TEST_CONFIG.oidcClientId,
        exp: now + 3600,
        iat: now,
      },
    }),
  );
  return { config: TEST_CONFIG, userManager, api: createApiClient(accessTokenSource(userManager)) };
}

/**
 * Animations off, so closed dialogs leave the page at once; no runtime component styles (antd's
 * zero-runtime mode), which happy-dom would not read anyway (see antd-test-styles.ts) and which
 * cost time on every render.
 */
function NoMotion({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>{children}</ConfigProvider>;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The default answers of a signed-in shell: the current user, the same version, logging. */
export function shellRoutes(user: CurrentUser, assemblyVersion = APP_VERSION): MockRoutes {
  return {
    [`GET ${CURRENT_USER_PATH}`]: { body: user },
    [`GET ${ASSEMBLY_VERSION_PATH}`]: { body: { assemblyVersion } },
    'POST /api/ccmp/logging/loginformation': { status: 204 },
    'POST /api/ccmp/logging/logerror': { status: 204 },
    // No change stream in page tests (204: the browser stops trying and polls, lib/live-events.ts).
    'GET /api/events': { status: 204 },
  };
}

/** The whole app (real routes, guards and layout) at `path`, with fetch answered by `routes`. */
export async function renderApp({
  path = '/',
  user = makeCurrentUser(),
  routes = {},
}: {
  path?: string;
  user?: CurrentUser;
  routes?: MockRoutes;
} = {}) {
  const network = mockFetch({ ...shellRoutes(user), ...routes });
  const services = await createTestServices();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <NoMotion>
        <ShellServicesProvider value={services}>
          <RouterProvider router={router} />
        </ShellServicesProvider>
      </NoMotion>
    </AppProviders>,
  );
  return { ...view, ...network, router, services };
}

/** One component with the app's providers, a router and a signed-in user around it. */
export async function renderWithShell(
  ui: ReactNode,
  { user = makeCurrentUser(), withErrorPage = false }: { user?: CurrentUser; withErrorPage?: boolean } = {},
) {
  const services = await createTestServices();
  const router = createMemoryRouter([
    { path: '*', element: ui, ...(withErrorPage ? { errorElement: <RouteErrorPage /> } : {}) },
  ]);
  return { ...renderInShell(router, services, user), router, services };
}

/** A router with the app's providers and a signed-in `user` around it (no version or user fetch). */
export function renderInShell(
  router: ReturnType<typeof createMemoryRouter>,
  services: ShellServices,
  user: CurrentUser,
) {
  return render(
    <AppProviders queryClient={createTestQueryClient()}>
      <NoMotion>
        <ShellServicesProvider value={services}>
          <CurrentUserProvider user={user}>
            <RouterProvider router={router} />
          </CurrentUserProvider>
        </ShellServicesProvider>
      </NoMotion>
    </AppProviders>,
  );
}
