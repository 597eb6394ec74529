import { type AreaModule, areaRecord } from '@scout/domain/areas/registry';

/**
 * Paths and query keys of the shared case parts (notes, attachments, transfer; spec 2 §7.1, spec 3
 * §7.1, §7.2). A case module mounts them under its API base path, which the domain's areas registry
 * holds as the server declares it: ECMO /api/ecmo/cases/{id}/notes, Telehealth (singular, §7.2)
 * /api/telehealth/case/{id}/transfer, a clinic /api/vst/outpatient/{id}/notes.
 */
export type CaseModule = AreaModule;

export const casesBase = (module: CaseModule): string => areaRecord(module).basePath;

/** How a transfer request is submitted: PUT (ECMO, §7.1), POST for Telehealth (§7.2). */
export const transferSubmitMethod = (module: CaseModule): 'PUT' | 'POST' =>
  module === 'telehealth' ? 'POST' : 'PUT';
export const casePartPath = (module: CaseModule, caseId: number, part: string) =>
  `${casesBase(module)}/${caseId}/${part}`;

export const casePartKeys = {
  notes: (module: CaseModule, caseId: number) => ['case-parts', module, caseId, 'notes'] as const,
  attachments: (module: CaseModule, caseId: number, includeDeleted: boolean) =>
    ['case-parts', module, caseId, 'attachments', includeDeleted] as const,
  allAttachments: (module: CaseModule, caseId: number) =>
    ['case-parts', module, caseId, 'attachments'] as const,
  transfer: (module: CaseModule, caseId: number) => ['case-parts', module, caseId, 'transfer'] as const,
};
