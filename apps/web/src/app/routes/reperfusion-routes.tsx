import { canAccessReperfusionCases, canExportVstData } from '@scout/domain/access/rules';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths.ts';
import { guarded, placeholder } from './route-helpers.tsx';

const { vst } = paths;

/** The reperfusion register routes of spec 3 §2.1, §2.11 (Export Data needs the export permission, §6). */
export const reperfusionRoutes: RouteObject = guarded(canAccessReperfusionCases, [
  placeholder(vst.reperfusionCases.path, 'VST Reperfusion Cases'),
  placeholder(vst.reperfusionCase.path, 'VST Reperfusion Case'),
  guarded(canExportVstData, [
    placeholder(vst.reperfusionExport.path, 'Export Data', 'VST Reperfusion Cases'),
  ]),
]);
