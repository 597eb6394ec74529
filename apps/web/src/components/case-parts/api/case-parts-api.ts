/**
 * Paths and query keys of the shared case parts (notes, attachments, transfer; spec 2 §7.1).
 * A case module mounts them under its case root: /api/{module}/cases (ECMO: /api/ecmo/cases/{id}/notes),
 * except Telehealth, whose spec paths are singular (§7.2: /api/telehealth/case/{id}/transfer).
 */
export type CaseModule =
  | 'ecmo'
  | 'telehealth'
  | 'vst'
  | 'vst-followup'
  | 'vst-clinic'
  | 'vst-reperfusion'
  | 'vtis'
  | 'vtis-followup';

/**
 * Spec 3 §7.1, §7.2: VST and VTIS consults live under /api/{vst,vtis}/consults, their follow-ups
 * under /api/{vst,vtis}/followup; reperfusion cases (§2.11) under /api/vst/reperfusion-cases.
 */
const CASE_BASES: Partial<Record<CaseModule, string>> = {
  telehealth: '/api/telehealth/case',
  vst: '/api/vst/consults',
  'vst-followup': '/api/vst/followup',
  // A clinic's parts (spec 3 §7.1 /outpatient; its form shows no attachments section, §2.10).
  'vst-clinic': '/api/vst/outpatient',
  'vst-reperfusion': '/api/vst/reperfusion-cases',
  vtis: '/api/vtis/consults',
  'vtis-followup': '/api/vtis/followup',
};

export const casesBase = (module: CaseModule) => CASE_BASES[module] ?? `/api/${module}/cases`;

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
