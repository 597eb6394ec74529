import { makeStrokeKeys, type StrokeArea } from '../../stroke/api/stroke-area.ts';

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
  ...makeStrokeKeys('vst'),
  selectable: (query: object) => ['vst', 'selectable', query] as const,
  patientRecords: (patientProfileId: number) => ['vst', 'patient-records', patientProfileId] as const,
  patient: (patientProfileId: number) => ['vst', 'patient', patientProfileId] as const,
};

/**
 * VST as a stroke area: GET /users lists the call takers, GET /managers the neurologists (the
 * forms' specialist and the dashboard's filter, §6).
 */
export const VST_AREA: StrokeArea = {
  name: 'vst',
  api: VST_API,
  lists: { callTakers: 'users', specialists: 'managers' },
  sendTypeKey: 'serviceType',
  keys: vstKeys,
};
