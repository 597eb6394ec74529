import { canCreateTelehealthCase, canViewTelehealthCases } from '@scout/domain/access/rules';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, guardedArea, placeholder } from './route-helpers.tsx';

const { telehealth } = paths;

/** Spec 2 §2.2: the Telehealth area under /telehealth. */
export const telehealthRoutes: RouteObject = guardedArea(canViewTelehealthCases, {
  path: telehealth.root.path,
  lazy: async () => ({
    Component: (await import('../../features/telehealth/components/telehealth-layout.tsx')).TelehealthLayout,
  }),
  children: [
    { index: true, element: <Navigate replace to={telehealth.cases.getHref()} /> },
    placeholder(telehealth.cases.path, 'My Dashboard', 'Telehealth'),
    placeholder(telehealth.archive.path, 'Archived Cases', 'Telehealth'),
    placeholder(telehealth.case.path, 'TELEHEALTH'),
    placeholder(telehealth.archivedCase.path, 'TELEHEALTH'),
    guarded(canCreateTelehealthCase, [placeholder(telehealth.newCase.path, 'New Case', 'Telehealth')]),
  ],
});
