import type { ApiClient } from '../../../lib/api-client.ts';
import type { StrokeSaveBody } from '../../stroke/record/stroke-kind.ts';
import type { VstRecordOf } from './get-record.ts';
import { VST_RECORD_BASE, type VstRecordKind } from './vst-api.ts';

/**
 * PUT /api/vst/consults or /followup (spec 3 §4.1, §7.1) with the stroke save body (id,
 * lastModified, forceUpdate, sectionsToUpdate and the sections); the answer is the whole updated
 * record (the cache takes it).
 */
export function saveVstRecord<K extends VstRecordKind>(
  api: ApiClient,
  kind: K,
  body: StrokeSaveBody,
): Promise<VstRecordOf<K>> {
  return api.put<VstRecordOf<K>>(VST_RECORD_BASE[kind], body);
}
