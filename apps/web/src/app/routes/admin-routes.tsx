import { canAdministerPlatform } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardedArea, placeholder } from './route-helpers.tsx';

const { admin } = paths;

/** Spec 1 §2: the central admin area under /ccmp, system administrators only. */
export const adminRoutes: RouteObject = guardedArea(canAdministerPlatform, {
  path: admin.root.path,
  lazy: async () => ({
    Component: (await import('../../features/admin/components/admin-layout.tsx')).AdminLayout,
  }),
  children: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('../../features/admin/pages/admin-home-page.tsx')).AdminHomePage,
      }),
    },
    placeholder(admin.users.path, 'User Management'),
    placeholder(admin.userCreate.path, 'Create New User'),
    placeholder(admin.userUpdate.path, 'Update User'),
    placeholder(admin.countries.path, 'Country Management'),
    placeholder(admin.healthCareProviders.path, 'Health Care Providers'),
    placeholder(admin.healthCareProviderCreate.path, 'Create Health Care Provider'),
    placeholder(admin.healthCareProviderUpdate.path, 'Update Health Care Provider'),
    placeholder(admin.patients.path, 'Patient Profiles'),
    placeholder(admin.patientNew.path, 'Create Patient Profile'),
    placeholder(admin.patientUpdate.path, 'Update Patient Profile'),
    placeholder(admin.patientMerge.path, 'Merge Patient Profiles'),
    placeholder(admin.patientJourney.path, 'Patient Journey'),
    placeholder(admin.integrationTesting.path, 'Integration Testing'),
  ],
});
