import { z } from 'zod';
import { noMoreThanMessage } from '../cases/messages.ts';
import { STROKE_LIMITS as L } from './limits.ts';
import { STROKE_MESSAGES as M } from './messages.ts';

/** The record calls VST and VTIS share (spec 3 §4.1, §5.7, §7.1, §7.2): the status check and delete. */

/** GET /consults/{id}/status?lastModified=: true when nothing changed on the server since (§4.1). */
export const recordStatusQuerySchema = z.object({
  lastModified: z.iso.datetime({ offset: true, error: M.required }),
});
export type RecordStatusQuery = z.infer<typeof recordStatusQuerySchema>;

/**
 * The delete reason (§5.7, §7.1, §7.2: DELETE /consults/{id}/delete?reasonForDeletion=, and the
 * VTIS follow-up's "reason object"): required; the record is soft-deleted with it (GUIDE §3.5).
 */
export const deleteRecordQuerySchema = z.object({
  reasonForDeletion: z
    .string({ error: M.deleteReasonRequired })
    .trim()
    .min(1, M.deleteReasonRequired)
    .max(L.reason, noMoreThanMessage(L.reason)),
});
export type DeleteRecordQuery = z.infer<typeof deleteRecordQuerySchema>;
