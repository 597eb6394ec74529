import type { Principal } from '@scout/domain/access/principal';
import { canEditVst, canViewVst, canViewVtis } from '@scout/domain/access/rules';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCurrentUser } from '../../lib/current-user.tsx';
import { clinicRoutes } from './clinic-routes.tsx';
import { reperfusionRoutes } from './reperfusion-routes.tsx';
import { guarded, guardedArea, lazyPage } from './route-helpers.tsx';
import { vstReportRoutes } from './vst-report-routes.tsx';
import { vtisRoutes } from './vtis-routes.tsx';

const { vst } = paths;

const canEnterStrokeArea = (p: Principal) => canViewVst(p) || canViewVtis(p);

/** /vst itself goes to the dashboard the user can open, as the main menu tile does. */
function VstHome() {
  const user = useCurrentUser();
  return <Navigate replace to={canViewVst(user) ? vst.consults.getHref() : vst.vtisConsults.getHref()} />;
}

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
      vstReportRoutes,
    ]),

    vtisRoutes,

    clinicRoutes,
    reperfusionRoutes,
  ],
});
