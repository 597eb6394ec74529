import { canExportVstData } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, placeholder } from './route-helpers.tsx';

const { vst } = paths;

/** The VST report pages of spec 3 §2.1, §2.12: export-permitted users only (§6). */
export const vstReportRoutes: RouteObject = guarded(canExportVstData, [
  placeholder(vst.consultReports.path, 'Export Data', 'VST'),
  placeholder(vst.monthlyReport.path, 'Monthly Report', 'VST'),
  placeholder(vst.quarterlyReport.path, 'Quarterly Report', 'VST'),
]);
