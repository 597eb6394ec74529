import type { NewVstFollowup } from '@scout/domain/vst/followup.schema';
import { useCreateStrokeRecord } from '../../stroke/api/create-record.ts';
import { VST_AREA, VST_RECORD_BASE } from './vst-api.ts';

/**
 * POST /api/vst/followup (§2.4, §7.1): the new-consult fields and `vstConsultId` -> the new id.
 * The server refuses (400 on vstConsultId) a consult that may not have a follow-up now.
 */
export const useCreateVstFollowup = () =>
  useCreateStrokeRecord<NewVstFollowup>(VST_AREA, VST_RECORD_BASE.followup);
