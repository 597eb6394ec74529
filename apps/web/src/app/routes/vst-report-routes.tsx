import { canExportVstData } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, lazyPage } from './route-helpers.tsx';

const { vst } = paths;
const periodic = () => import('../../features/vst/reports/periodic-report-page.tsx');

/** The VST report pages of spec 3 §2.1, §2.12: export-permitted users only (§6). */
export const vstReportRoutes: RouteObject = guarded(canExportVstData, [
  lazyPage(
    vst.consultReports.path,
    async () => (await import('../../features/vst/reports/vst-csv-report-page.tsx')).VstCsvReportPage,
  ),
  lazyPage(vst.monthlyReport.path, async () => (await periodic()).MonthlyReportPage),
  lazyPage(vst.quarterlyReport.path, async () => (await periodic()).QuarterlyReportPage),
]);
