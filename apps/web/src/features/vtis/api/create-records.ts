import type { NewVtisConsult } from '@scout/domain/vtis/case.schema';
import type { NewVtisFollowup } from '@scout/domain/vtis/followup.schema';
import { useCreateStrokeRecord } from '../../stroke/api/create-record.ts';
import { VTIS_AREA, VTIS_CONSULTS, VTIS_FOLLOWUP } from './vtis-api.ts';

/** POST /api/vtis/consults (§2.4, §7.2): patient, call taker, call date/time, referrer -> the new id. */
export const useCreateVtisConsult = () => useCreateStrokeRecord<NewVtisConsult>(VTIS_AREA, VTIS_CONSULTS);

/**
 * POST /api/vtis/followup (§2.4, §7.2) with vtisConsultId -> the new id. The server refuses (400)
 * a consult that may not have a follow-up now, and takes the referrer hospital from the consult.
 */
export const useCreateVtisFollowup = () => useCreateStrokeRecord<NewVtisFollowup>(VTIS_AREA, VTIS_FOLLOWUP);
