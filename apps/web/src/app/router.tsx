import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { paths } from '../config/paths.ts';
import { AntdRoot } from './antd-root.tsx';
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
 * The whole route tree. Pages and area layouts load lazily (one chunk each), Ant Design with the
 * first page that uses it (antd-root.tsx: not the main menu, the area layouts or the areas'
 * dashboards, issue 15 item 5); everything but the sign-in callback needs a signed-in user, and
 * errors below the header land on one error page.
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
                // The main menu renders without Ant Design (issue 15 item 5): plain React and CSS.
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
                // Every other page: antd's theme and App context from the first page that uses antd
                // on (the area layouts and dashboards render without it: routes/route-helpers.tsx).
                {
                  element: <AntdRoot />,
                  children: [shellRoutes, adminRoutes, ecmoRoutes, telehealthRoutes, vstRoutes],
                },
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
