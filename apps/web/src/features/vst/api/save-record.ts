import type { ApiClient } from '../../../lib/api-client.ts';
import type { VstRecordOf } from './get-record.ts';
import { VST_RECORD_BASE, type VstRecordKind } from './vst-api.ts';

/**
 * The body of PUT /api/vst/consults or /followup (spec 3 §4.1, §7.1): the record's id, its
 * lastModified, forceUpdate after Yes to the conflict prompt, the sections saved
 * (`sectionsToUpdate`) and their values under their names.
 */
export interface VstSaveBody {
  id: number;
  lastModified: string;
  forceUpdate?: true;
  sectionsToUpdate: string[];
  [section: string]: unknown;
}

/** Saves sections of a record; the answer is the whole updated record (the cache takes it). */
export function saveVstRecord<K extends VstRecordKind>(
  api: ApiClient,
  kind: K,
  body: VstSaveBody,
): Promise<VstRecordOf<K>> {
  return api.put<VstRecordOf<K>>(VST_RECORD_BASE[kind], body);
}
