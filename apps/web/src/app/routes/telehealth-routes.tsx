import { canCreateTelehealthCase, canViewTelehealthCases } from '@scout/domain/access/rules';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, guardedArea } from './route-helpers.tsx';

const { telehealth } = paths;

/**
 * Spec 2 §2.2: the Telehealth area under /telehealth. My Dashboard and Archive need the
 * OpenCases claim (any Telehealth access), New Case the NewCase claim (Admin or Manage, §6).
 */
export const telehealthRoutes: RouteObject = guardedArea(canViewTelehealthCases, {
  path: telehealth.root.path,
  lazy: async () => ({
    Component: (await import('../../features/telehealth/components/telehealth-layout.tsx')).TelehealthLayout,
  }),
  children: [
    { index: true, element: <Navigate replace to={telehealth.cases.getHref()} /> },
    {
      path: telehealth.cases.path,
      lazy: async () => ({
        Component: (await import('../../features/telehealth/pages/telehealth-dashboard-page.tsx'))
          .TelehealthDashboardPage,
      }),
    },
    {
      path: telehealth.archive.path,
      lazy: async () => ({
        Component: (await import('../../features/telehealth/pages/telehealth-dashboard-page.tsx'))
          .TelehealthArchivePage,
      }),
    },
    {
      path: telehealth.case.path,
      lazy: async () => ({
        Component: (await import('../../features/telehealth/pages/telehealth-case-page.tsx'))
          .TelehealthCasePage,
      }),
    },
    {
      path: telehealth.archivedCase.path,
      lazy: async () => ({
        Component: (await import('../../features/telehealth/pages/telehealth-case-page.tsx'))
          .TelehealthArchivedCasePage,
      }),
    },
    guarded(canCreateTelehealthCase, [
      {
        path: telehealth.newCase.path,
        lazy: async () => ({
          Component: (await import('../../features/telehealth/pages/new-case-page.tsx'))
            .NewTelehealthCasePage,
        }),
      },
    ]),
  ],
});
