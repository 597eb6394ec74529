import type { NewVstConsult } from '@scout/domain/vst/case.schema';
import { useCreateStrokeRecord } from '../../stroke/api/create-record.ts';
import { VST_AREA, VST_RECORD_BASE } from './vst-api.ts';

/** POST /api/vst/consults (§2.4, §7.1): patient, call taker, call date/time, referrer -> the new id. */
export const useCreateVstConsult = () =>
  useCreateStrokeRecord<NewVstConsult>(VST_AREA, VST_RECORD_BASE.consult);
