import { canAccessReperfusionCases, canExportVstData } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, lazyPage } from './route-helpers.tsx';

const { vst } = paths;

/** The reperfusion register routes of spec 3 §2.1, §2.11 (Export Data needs the export permission, §6). */
export const reperfusionRoutes: RouteObject = guarded(canAccessReperfusionCases, [
  lazyPage(
    vst.reperfusionCases.path,
    async () =>
      (await import('../../features/reperfusion/pages/reperfusion-dashboard-page.tsx'))
        .ReperfusionDashboardPage,
  ),
  lazyPage(
    vst.reperfusionCase.path,
    async () =>
      (await import('../../features/reperfusion/record/reperfusion-case-page.tsx')).ReperfusionCasePage,
  ),
  guarded(canExportVstData, [
    lazyPage(
      vst.reperfusionExport.path,
      async () =>
        (await import('../../features/reperfusion/pages/reperfusion-export-page.tsx')).ReperfusionExportPage,
    ),
  ]),
]);
