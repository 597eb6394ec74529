import { z } from 'zod';
import { idParam } from '../api/ids.ts';
import { noMoreThanMessage } from '../cases/messages.ts';
import { STROKE_LIMITS as L } from './limits.ts';
import { STROKE_MESSAGES as M } from './messages.ts';

/** The record calls VST and VTIS share (spec 3 §4.1, §5.7, §7.1, §7.2): the status check and delete. */

const statusStamp = z.iso.datetime({ offset: true, error: M.required });

/**
 * GET /consults/{id}/status: true when nothing changed on the server since (§4.1). The spec's call
 * (§7.1, "id, LastModified") spells the stamp `LastModified` and sends the id again; the web sends
 * `lastModified`. Either spelling is accepted (both only when they agree), and comes out as
 * `lastModified`; `id`, when sent, must be the path's (the route checks, statusStampOf).
 */
export const recordStatusQuerySchema = z
  .object({
    lastModified: statusStamp.optional(),
    /** The spec's spelling. */
    LastModified: statusStamp.optional(),
    id: idParam().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.lastModified === undefined && q.LastModified === undefined)
      ctx.addIssue({ code: 'custom', path: ['lastModified'], message: M.required });
    else if (
      q.LastModified !== undefined &&
      q.lastModified !== undefined &&
      q.LastModified !== q.lastModified
    )
      ctx.addIssue({ code: 'custom', path: ['LastModified'], message: M.statusStampsDiffer });
  })
  .transform(({ lastModified, LastModified, id }) => ({
    lastModified: (lastModified ?? LastModified) as string,
    id,
  }));
export type RecordStatusQueryInput = z.input<typeof recordStatusQuerySchema>;
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
