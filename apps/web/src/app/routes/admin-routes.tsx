import { canAdministerPlatform } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guardedArea } from './route-helpers.tsx';

const { admin } = paths;

/** Spec 1 §2: the central admin area under /ccmp, system administrators only. */
export const adminRoutes: RouteObject = guardedArea(canAdministerPlatform, {
  path: admin.root.path,
  lazy: async () => ({
    Component: (await import('../../features/admin/components/admin-layout.tsx')).AdminLayout,
  }),
  children: [
    {
      path: admin.users.path,
      lazy: async () => ({
        Component: (await import('../../features/users/pages/users-list-page.tsx')).UsersListPage,
      }),
    },
    {
      index: true,
      lazy: async () => ({
        Component: (await import('../../features/admin/pages/admin-home-page.tsx')).AdminHomePage,
      }),
    },
    // User management (spec 1 §2): create, update.
    {
      path: admin.userCreate.path,
      lazy: async () => ({
        Component: (await import('../../features/users/pages/user-create-page.tsx')).UserCreatePage,
      }),
    },
    {
      path: admin.userUpdate.path,
      lazy: async () => ({
        Component: (await import('../../features/users/pages/user-update-page.tsx')).UserUpdatePage,
      }),
    },
    // Countries and health care providers (spec 1 §2).
    {
      path: admin.countries.path,
      lazy: async () => ({
        Component: (await import('../../features/countries/pages/country-management-page.tsx'))
          .CountryManagementPage,
      }),
    },
    {
      path: admin.healthCareProviders.path,
      lazy: async () => ({
        Component: (await import('../../features/providers/pages/provider-list-page.tsx')).ProviderListPage,
      }),
    },
    {
      path: admin.healthCareProviderCreate.path,
      lazy: async () => ({
        Component: (await import('../../features/providers/pages/provider-create-page.tsx'))
          .ProviderCreatePage,
      }),
    },
    {
      path: admin.healthCareProviderUpdate.path,
      lazy: async () => ({
        Component: (await import('../../features/providers/pages/provider-update-page.tsx'))
          .ProviderUpdatePage,
      }),
    },
    // Patient profiles (spec 1 §2): list, create, update, merge, journey.
    {
      path: admin.patients.path,
      lazy: async () => ({
        Component: (await import('../../features/patients/pages/patient-list-page.tsx')).PatientListPage,
      }),
    },
    {
      path: admin.patientNew.path,
      lazy: async () => ({
        Component: (await import('../../features/patients/pages/patient-create-page.tsx')).PatientCreatePage,
      }),
    },
    {
      path: admin.patientUpdate.path,
      lazy: async () => ({
        Component: (await import('../../features/patients/pages/patient-update-page.tsx')).PatientUpdatePage,
      }),
    },
    {
      path: admin.patientMerge.path,
      lazy: async () => ({
        Component: (await import('../../features/patients/pages/patient-merge-page.tsx')).PatientMergePage,
      }),
    },
    {
      path: admin.patientJourney.path,
      lazy: async () => ({
        Component: (await import('../../features/patients/pages/patient-journey-page.tsx'))
          .PatientJourneyPage,
      }),
    },
    {
      path: admin.integrationTesting.path,
      lazy: async () => ({
        Component: (await import('../../features/integration-testing/pages/integration-testing-page.tsx'))
          .IntegrationTestingPage,
      }),
    },
    {
      path: admin.outbox.path,
      lazy: async () => ({
        Component: (await import('../../features/outbox/pages/outbox-page.tsx')).OutboxPage,
      }),
    },
  ],
});
