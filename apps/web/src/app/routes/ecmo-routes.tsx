import { canCreateEcmoCase, canManageEcmoConsumables, canViewEcmoCases } from '@scout/domain/access/rules';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, guardedArea, placeholder } from './route-helpers.tsx';

const { ecmo } = paths;

/** Spec 2 §2.1: the ECMO (VECMOS) area under /ecmo. */
export const ecmoRoutes: RouteObject = guardedArea(canViewEcmoCases, {
  path: ecmo.root.path,
  lazy: async () => ({
    Component: (await import('../../features/ecmo/components/ecmo-layout.tsx')).EcmoLayout,
  }),
  children: [
    { index: true, element: <Navigate replace to={ecmo.cases.getHref()} /> },
    placeholder(ecmo.cases.path, 'Open Cases', 'VECMOS'),
    placeholder(ecmo.archive.path, 'Archived Cases', 'VECMOS'),
    placeholder(ecmo.case.path, 'ECMO Case'),
    placeholder(ecmo.archivedCase.path, 'Archived ECMO Case'),
    guarded(canCreateEcmoCase, [placeholder(ecmo.newCase.path, 'New Case')]),
    guarded(canManageEcmoConsumables, [
      placeholder(ecmo.items.path, 'Consumable'),
      placeholder(ecmo.itemNew.path, 'New Consumable Item'),
      placeholder(ecmo.itemUpdate.path, 'Update Consumable Item'),
    ]),
  ],
});
