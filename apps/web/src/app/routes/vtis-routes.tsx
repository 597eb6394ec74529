import { canEditVtis, canExportVtisData, canViewVtis } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, lazyPage } from './route-helpers.tsx';

const { vst } = paths;
const pages = () => import('../../features/vtis/record/vtis-record-pages.tsx');

/**
 * The VTIS routes of spec 3 §2.1 (under the /vst area layout, its side menu's Inpatient Service),
 * each behind its guard (§6): any VTIS user reads; users who may edit VTIS records create; the
 * export pages need the VTIS export privilege.
 */
export const vtisRoutes: RouteObject = guarded(canViewVtis, [
  lazyPage(
    vst.vtisConsults.path,
    async () => (await import('../../features/vtis/pages/vtis-dashboard-page.tsx')).VtisDashboardPage,
  ),
  lazyPage(vst.vtisConsult.path, async () => (await pages()).VtisConsultPage),
  lazyPage(vst.vtisConsultAlternative.path, async () => (await pages()).VtisConsultPage),
  lazyPage(vst.vtisFollowUp.path, async () => (await pages()).VtisFollowupPage),
  lazyPage(vst.vtisHospitalDocumentation.path, async () => (await pages()).VtisHospitalDocumentationPage),
  guarded(canEditVtis, [
    lazyPage(
      vst.vtisConsultNew.path,
      async () => (await import('../../features/vtis/pages/new-vtis-consult-page.tsx')).NewVtisConsultPage,
    ),
    lazyPage(
      vst.vtisFollowUpNew.path,
      async () => (await import('../../features/vtis/pages/new-vtis-followup-page.tsx')).NewVtisFollowupPage,
    ),
  ]),
  guarded(canExportVtisData, [
    lazyPage(
      vst.vtisReports.path,
      async () => (await import('../../features/vtis/pages/vtis-report-page.tsx')).VtisReportPage,
    ),
  ]),
]);
