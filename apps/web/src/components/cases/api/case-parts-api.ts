/**
 * Paths and query keys of the shared case parts (notes, attachments, transfer; spec 2 §7.1).
 * A case module mounts them under /api/{module}/cases, so 'ecmo' gives /api/ecmo/cases/{id}/notes.
 */
export type CaseModule = 'ecmo' | 'telehealth' | 'vst' | 'vtis';

export const casesBase = (module: CaseModule) => `/api/${module}/cases`;
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
