import { canCreateEcmoCase, canManageEcmoConsumables, canViewEcmoCases } from '@scout/domain/access/rules';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, guardedArea } from './route-helpers.tsx';

const { ecmo } = paths;

/** Spec 2 §2.1: the ECMO (VECMOS) area under /ecmo. */
export const ecmoRoutes: RouteObject = guardedArea(canViewEcmoCases, {
  path: ecmo.root.path,
  lazy: async () => ({
    Component: (await import('../../features/ecmo/components/ecmo-layout.tsx')).EcmoLayout,
  }),
  children: [
    { index: true, element: <Navigate replace to={ecmo.cases.getHref()} /> },
    {
      path: ecmo.cases.path,
      lazy: async () => ({
        Component: (await import('../../features/ecmo/pages/ecmo-dashboard-page.tsx')).OpenCasesPage,
      }),
    },
    {
      path: ecmo.archive.path,
      lazy: async () => ({
        Component: (await import('../../features/ecmo/pages/ecmo-dashboard-page.tsx')).ArchivedCasesPage,
      }),
    },
    {
      path: ecmo.case.path,
      lazy: async () => ({
        Component: (await import('../../features/ecmo/pages/ecmo-case-page.tsx')).OpenCasePage,
      }),
    },
    {
      path: ecmo.archivedCase.path,
      lazy: async () => ({
        Component: (await import('../../features/ecmo/pages/ecmo-case-page.tsx')).ArchivedCasePage,
      }),
    },
    guarded(canCreateEcmoCase, [
      {
        path: ecmo.newCase.path,
        lazy: async () => ({
          Component: (await import('../../features/ecmo/pages/new-case-page.tsx')).NewCasePage,
        }),
      },
    ]),
    guarded(canManageEcmoConsumables, [
      {
        path: ecmo.items.path,
        lazy: async () => ({
          Component: (await import('../../features/ecmo/consumables/consumables-page.tsx')).ConsumablesPage,
        }),
      },
      {
        path: ecmo.itemNew.path,
        lazy: async () => ({
          Component: (await import('../../features/ecmo/consumables/consumable-item-pages.tsx'))
            .NewConsumableItemPage,
        }),
      },
      {
        path: ecmo.itemUpdate.path,
        lazy: async () => ({
          Component: (await import('../../features/ecmo/consumables/consumable-item-pages.tsx'))
            .UpdateConsumableItemPage,
        }),
      },
    ]),
  ],
});
