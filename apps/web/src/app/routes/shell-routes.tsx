import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { paths } from '../../config/paths.ts';
import { PlainLayout } from '../layout/plain-layout.tsx';

/** Pages without a side menu: main menu, resources, release notes, account, and the 404 page. */
export const shellRoutes: RouteObject = {
  element: <PlainLayout />,
  children: [
    {
      path: paths.home.path,
      lazy: async () => ({
        Component: (await import('../../features/shell/pages/main-menu-page.tsx')).MainMenuPage,
      }),
    },
    {
      path: paths.resources.path,
      lazy: async () => ({
        Component: (await import('../../features/shell/pages/resources-page.tsx')).ResourcesPage,
      }),
    },
    {
      path: paths.releaseNotes.path,
      lazy: async () => ({
        Component: (await import('../../features/shell/pages/release-notes-page.tsx')).ReleaseNotesPage,
      }),
    },
    {
      path: paths.accountSecurity.path,
      lazy: async () => ({
        Component: (await import('../../features/account/pages/account-security-page.tsx'))
          .AccountSecurityPage,
      }),
    },
    { path: paths.notFound.path, element: <NotFoundPage /> },
  ],
};
