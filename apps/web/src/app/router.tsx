import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { paths } from '../config/paths.ts';
import { AuthCallbackPage } from './auth/auth-callback-page.tsx';
import { RequireSignIn } from './auth/require-sign-in.tsx';
import { PlainLayout } from './layout/plain-layout.tsx';
import { RouteErrorPage } from './layout/route-error-page.tsx';
import { ShellLayout } from './layout/shell-layout.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';
import { ecmoRoutes } from './routes/ecmo-routes.tsx';
import { shellRoutes } from './routes/shell-routes.tsx';
import { telehealthRoutes } from './routes/telehealth-routes.tsx';
import { vstRoutes } from './routes/vst-routes.tsx';

/**
 * The whole route tree. Pages and area layouts load lazily (one chunk each; Ant Design's theme and
 * App context are around the whole app, app.tsx); everything but the sign-in callback needs a
 * signed-in user, and errors below the header land on one error page.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    { path: paths.authCallback.path, element: <AuthCallbackPage />, HydrateFallback: PageSpinner },
    {
      element: <RequireSignIn />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageSpinner,
      children: [
        {
          element: <ShellLayout />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                {
                  element: <PlainLayout />,
                  children: [
                    {
                      path: paths.home.path,
                      lazy: async () => ({
                        Component: (await import('../features/shell/pages/main-menu-page.tsx')).MainMenuPage,
                      }),
                    },
                  ],
                },
                shellRoutes,
                adminRoutes,
                ecmoRoutes,
                telehealthRoutes,
                vstRoutes,
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
