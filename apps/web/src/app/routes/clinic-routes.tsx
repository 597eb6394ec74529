import { canAccessVstClinics, canEditVst } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, placeholder } from './route-helpers.tsx';

const { vst } = paths;

/** The clinic routes of spec 3 §2.1, §2.10 (VST Read users have no Clinics access, §6). */
export const clinicRoutes: RouteObject = guarded(canAccessVstClinics, [
  placeholder(vst.clinics.path, 'Clinics', 'TIA Minor Stroke Clinics'),
  placeholder(vst.clinic.path, 'Clinic'),
  guarded(canEditVst, [placeholder(vst.clinicNew.path, 'New Clinic')]),
]);
