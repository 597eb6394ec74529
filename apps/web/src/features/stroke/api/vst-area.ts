import { makeStrokeKeys, type StrokeArea } from './stroke-area.ts';

/**
 * The VST service under /api/vst (spec 3 §7.1): the VST records, the clinics and the reperfusion
 * register are all served there, share its user lists and hospitals, and keep their dashboards
 * under its query keys (a VST save refreshes every one of them). Declared here, in the shared
 * stroke tier, so those areas read it without importing each other; VST's own paths and keys
 * build on it (features/vst/api/vst-api.ts).
 */
export const VST_API = '/api/vst';

/** The two VST record kinds (consult, follow-up): the same calls under their own bases. */
export type VstRecordKind = 'consult' | 'followup';

/**
 * VST as a stroke area: GET /users lists the call takers, GET /managers the neurologists (the
 * forms' specialist and the dashboard's filter, §6).
 */
export const VST_AREA: StrokeArea = {
  name: 'vst',
  api: VST_API,
  lists: { callTakers: 'users', specialists: 'managers' },
  sendTypeKey: 'serviceType',
  keys: makeStrokeKeys('vst'),
};
