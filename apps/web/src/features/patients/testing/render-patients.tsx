import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { paths } from '../../../config/paths.ts';
import type { MockRoutes } from '../../../testing/fetch-mock.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { PatientCreatePage } from '../pages/patient-create-page.tsx';
import { PatientJourneyPage } from '../pages/patient-journey-page.tsx';
import { PatientListPage } from '../pages/patient-list-page.tsx';
import { PatientMergePage } from '../pages/patient-merge-page.tsx';
import { PatientUpdatePage } from '../pages/patient-update-page.tsx';
import { ADMIN } from './patient-fixtures.ts';

const { admin } = paths;

/**
 * The patient profile pages (list, create, update, merge, journey) at `path`, without the app's
 * shell, admin layout and lazy routes: what the patient page tests render.
 */
export function renderPatients({
  path,
  user = ADMIN,
  routes,
}: {
  path: string;
  user?: CurrentUser;
  routes?: MockRoutes;
}) {
  return renderRoute({
    path,
    user,
    routes,
    pages: [
      { path: admin.patients.path, element: <PatientListPage /> },
      { path: admin.patientNew.path, element: <PatientCreatePage /> },
      { path: admin.patientUpdate.path, element: <PatientUpdatePage /> },
      { path: admin.patientMerge.path, element: <PatientMergePage /> },
      { path: admin.patientJourney.path, element: <PatientJourneyPage /> },
    ],
  });
}
