import type { Principal } from '@scout/domain/access/principal';
import {
  canAccessReperfusionCases,
  canAccessVstClinics,
  canEditVst,
  canEditVtis,
  canExportVstData,
  canExportVtisData,
  canViewVst,
  canViewVtis,
} from '@scout/domain/access/rules';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { guarded, guardedArea, placeholder } from './route-helpers.tsx';

const { vst } = paths;

const VTIS_TITLE = 'Victorian Telestroke Inpatient Service - Consults and Follow Ups';

const canEnterStrokeArea = (p: Principal) => canViewVst(p) || canViewVtis(p);

/** /vst itself goes to the dashboard the user can open, as the main menu tile does. */
function VstHome() {
  const user = useCurrentUser();
  return <Navigate replace to={canViewVst(user) ? vst.consults.getHref() : vst.vtisConsults.getHref()} />;
}

/** A route whose page is loaded when first opened (`load` imports the page's module). */
const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** Spec 3 §2.1: every stroke route with its guard (spec 3 §6). */
export const vstRoutes: RouteObject = guardedArea(canEnterStrokeArea, {
  path: vst.root.path,
  lazy: async () => ({ Component: (await import('../../features/vst/components/vst-layout.tsx')).VstLayout }),
  children: [
    { index: true, element: <VstHome /> },
    lazyPage(
      vst.patient.path,
      async () => (await import('../../features/vst/pages/vst-patient-page.tsx')).VstPatientPage,
    ),

    guarded(canViewVst, [
      lazyPage(
        vst.consults.path,
        async () => (await import('../../features/vst/pages/vst-dashboard-page.tsx')).VstDashboardPage,
      ),
      lazyPage(
        vst.consult.path,
        async () => (await import('../../features/vst/pages/vst-consult-page.tsx')).VstConsultPage,
      ),
      lazyPage(
        vst.followUp.path,
        async () => (await import('../../features/vst/pages/vst-followup-page.tsx')).VstFollowupPage,
      ),
      guarded(canEditVst, [
        lazyPage(
          vst.consultNew.path,
          async () => (await import('../../features/vst/pages/new-consult-page.tsx')).NewVstConsultPage,
        ),
        lazyPage(
          vst.consultSelect.path,
          async () => (await import('../../features/vst/pages/select-consult-page.tsx')).SelectConsultPage,
        ),
        lazyPage(
          vst.followUpNew.path,
          async () => (await import('../../features/vst/pages/new-followup-page.tsx')).NewVstFollowupPage,
        ),
      ]),
      guarded(canExportVstData, [
        placeholder(vst.consultReports.path, 'Export Data', 'VST'),
        placeholder(vst.monthlyReport.path, 'Monthly Report', 'VST'),
        placeholder(vst.quarterlyReport.path, 'Quarterly Report', 'VST'),
      ]),
    ]),

    guarded(canViewVtis, [
      placeholder(vst.vtisConsults.path, 'VTIS', VTIS_TITLE),
      placeholder(vst.vtisConsult.path, 'VTIS Consult'),
      placeholder(vst.vtisConsultAlternative.path, 'VTIS Consult'),
      placeholder(vst.vtisFollowUp.path, 'VTIS Follow up'),
      placeholder(vst.vtisHospitalDocumentation.path, 'VTIS Hospital Documentation'),
      guarded(canEditVtis, [
        placeholder(vst.vtisConsultNew.path, 'New VTIS Consultation'),
        placeholder(vst.vtisFollowUpNew.path, 'New VTIS Follow up'),
      ]),
      guarded(canExportVtisData, [placeholder(vst.vtisReports.path, 'Export Data', 'VTIS')]),
    ]),

    guarded(canAccessVstClinics, [
      placeholder(vst.clinics.path, 'Clinics', 'TIA Minor Stroke Clinics'),
      placeholder(vst.clinic.path, 'Clinic'),
      guarded(canEditVst, [placeholder(vst.clinicNew.path, 'New Clinic')]),
    ]),

    guarded(canAccessReperfusionCases, [
      placeholder(vst.reperfusionCases.path, 'VST Reperfusion Cases'),
      placeholder(vst.reperfusionCase.path, 'VST Reperfusion Case'),
      guarded(canExportVstData, [
        placeholder(vst.reperfusionExport.path, 'Export Data', 'VST Reperfusion Cases'),
      ]),
    ]),
  ],
});
