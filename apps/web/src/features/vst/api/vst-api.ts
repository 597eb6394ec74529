import { makeStrokeKeys } from '../../stroke/api/stroke-area.ts';
import { VST_API, type VstRecordKind } from '../../stroke/api/vst-area.ts';

/**
 * Every VST API path (spec 3 §7.1, under /api/vst) and query key in one place; the api/ files
 * build on them. Consults and follow-ups are two record kinds with the same calls. The service's
 * base and its stroke area, shared with the clinics and the reperfusion register, are declared in
 * the stroke tier (stroke/api/vst-area.ts).
 */
export { VST_API, VST_AREA, type VstRecordKind } from '../../stroke/api/vst-area.ts';

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
