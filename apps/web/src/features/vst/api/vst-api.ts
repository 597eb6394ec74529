/**
 * Every VST API path (spec 3 §7.1, under /api/vst) and query key in one place; the api/ files
 * build on them. Consults and follow-ups are two record kinds with the same calls.
 */
export const VST_API = '/api/vst';

/** The two VST record kinds and their API bases. */
export type VstRecordKind = 'consult' | 'followup';
export const VST_RECORD_BASE: Record<VstRecordKind, string> = {
  consult: `${VST_API}/consults`,
  followup: `${VST_API}/followup`,
};
export const vstRecordPath = (kind: VstRecordKind, id: number) => `${VST_RECORD_BASE[kind]}/${id}`;

export const vstKeys = {
  all: ['vst'] as const,
  dashboards: ['vst', 'dashboard'] as const,
  dashboard: (query: object) => ['vst', 'dashboard', query] as const,
  record: (kind: VstRecordKind, id: number) => ['vst', kind, id] as const,
  lookup: (name: string) => ['vst', 'lookup', name] as const,
  sends: (kind: VstRecordKind, id: number) => ['vst', 'sends', kind, id] as const,
  selectable: (query: object) => ['vst', 'selectable', query] as const,
  patientRecords: (patientProfileId: number) => ['vst', 'patient-records', patientProfileId] as const,
  pdf: (kind: VstRecordKind, id: number) => ['vst', 'pdf', kind, id] as const,
  patient: (patientProfileId: number) => ['vst', 'patient', patientProfileId] as const,
};

/** GET /form/generate/{type}?id=, POST /form/send/{fax|box}, GET /form/sends (§7.1). */
export const VST_FORM_BASE = `${VST_API}/form`;
