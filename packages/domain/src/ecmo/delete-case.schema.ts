import { z } from 'zod';
import { DB_INT_MAX, ID_MESSAGES } from '../api/ids.ts';
import { noMoreThanMessage } from '../cases/messages.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { ECMO_MESSAGES as M } from './messages.ts';

/**
 * DELETE {ea}/cases/{id}/delete?id=&reasonForDeletion= (spec 2 §5.6, §7.1). The reason is
 * required; the case is soft-deleted with it (GUIDE §3.5). The answer is true, or false on failure.
 */
export const deleteCaseSchema = z.object({
  id: z.coerce.number({ error: M.required }).int().positive().max(DB_INT_MAX, ID_MESSAGES.tooLarge),
  reasonForDeletion: z
    .string({ error: M.deleteReasonRequired })
    .trim()
    .min(1, M.deleteReasonRequired)
    .max(L.reason, noMoreThanMessage(L.reason)),
});
export type DeleteCaseQuery = z.input<typeof deleteCaseSchema>;
