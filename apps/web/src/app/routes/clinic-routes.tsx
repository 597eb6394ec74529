import { canAccessVstClinics, canEditVst } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, lazyPage } from './route-helpers.tsx';

const { vst } = paths;

/** The clinic routes of spec 3 §2.1, §2.10 (VST Read users have no Clinics access, §6). */
export const clinicRoutes: RouteObject = guarded(canAccessVstClinics, [
  lazyPage(
    vst.clinics.path,
    async () => (await import('../../features/clinics/pages/clinics-page.tsx')).ClinicsPage,
  ),
  lazyPage(
    vst.clinic.path,
    async () => (await import('../../features/clinics/record/clinic-page.tsx')).ClinicPage,
  ),
  guarded(canEditVst, [
    lazyPage(
      vst.clinicNew.path,
      async () => (await import('../../features/clinics/pages/new-clinic-page.tsx')).NewClinicPage,
    ),
  ]),
]);
