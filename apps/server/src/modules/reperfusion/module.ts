import { canAccessReperfusionCases, canDeleteVstRecords, canEditVst } from '@scout/domain/access/rules';
import { areaRecord } from '@scout/domain/areas/registry';
import type { ReperfusionCase } from '@scout/domain/reperfusion/case.schema';
import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { vstStudyId } from '@scout/domain/vst/rules';
import { vstReperfusionCases } from '../../db/schema/index.ts';
import { type CaseModule, caseService } from '../cases/case-module.ts';
import type { CasePartsOptions } from '../cases/mounts/module-mount.ts';
import { reperfusionCaseVisible } from './repo.ts';
import { reperfusionCaseView } from './views.ts';

/**
 * The reperfusion case register (spec 3 §2.11, §3.7, §4.6, §6, §7.3) declared on the case-module
 * framework. A case is part of its VST consult (same id and study ID, domain reperfusion/register.ts
 * decides which consults): no presentation of its own, no delete (it follows the consult's), never
 * closed (the register follows a closed consult up). Audit actions `vst.reperfusion-case.<verb>`
 * (read, update, list, export) and the attachments' `vst-reperfusion.case-attachment.*`.
 *
 * Access (domain reperfusion/rules.ts): any VST user reads (`canAccessReperfusionCases`); saves,
 * attachments and notes need VST edit rights (`canEditVst`: Read users are read-only, §6); the
 * export the VST export privilege (`canExportVstData`). A user limited to some providers sees the
 * cases of the consults they see (404 otherwise).
 */
export const reperfusionModule: CaseModule<typeof vstReperfusionCases, ReperfusionCase, never> = {
  name: areaRecord('vst-reperfusion').module,
  audit: { prefix: 'vst', entity: 'reperfusion-case' },
  title: 'VST reperfusion case',
  app: 'vst',
  table: vstReperfusionCases,
  basePath: areaRecord('vst-reperfusion').basePath,
  // delete: declared for the framework's type; no delete route is mounted (the consult's delete removes it).
  access: { read: canAccessReperfusionCases, write: canEditVst, delete: canDeleteVstRecords },
  messages: { caseNotFound: M.caseNotFound, caseReadOnly: M.recordReadOnly },
  formatCaseId: (id) => vstStudyId('Consult', id),
  inScope: reperfusionCaseVisible,
  isClosed: () => false,
  closedColumns: [],
  patientReferences: [{ table: 'patient_notes', column: 'patient_profile_id' }],
  view: (db, row, ctx) => reperfusionCaseView(db, row, ctx.config.timeZone),
};
export const reperfusionService = caseService(reperfusionModule);

/** The shared parts a case mounts: attachments of its own ({basePath}/{id}/attachments ...). */
export const reperfusionParts: CasePartsOptions = { attachments: true };
