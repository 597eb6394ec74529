import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PlainLayout } from '../layout/plain-layout.tsx';

/** Pages without a side menu: resources, release notes, account, and the 404 page (the main menu: router.tsx). */
export const shellRoutes: RouteObject = {
  element: <PlainLayout />,
  children: [
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
    {
      path: paths.notFound.path,
      lazy: async () => ({ Component: (await import('../../components/not-found-page.tsx')).NotFoundPage }),
    },
  ],
};
