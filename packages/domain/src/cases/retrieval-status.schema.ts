import { z } from 'zod';
import { TRANSFER_STATUSES, type TransferStatus } from './case-options.ts';

/**
 * How a transfer request moves (spec 2 §4.7 statuses): saved (recorded, not yet taken by the
 * retrieval service) -> requested -> accepted or rejected; accepted -> completed or rejected.
 * Rejected and completed are final.
 */
export const TRANSFER_TRANSITIONS: Record<TransferStatus, readonly TransferStatus[]> = {
  saved: ['requested'],
  requested: ['accepted', 'rejected'],
  accepted: ['completed', 'rejected'],
  rejected: [],
  completed: [],
};

export const canMoveTransfer = (from: TransferStatus, to: TransferStatus) =>
  TRANSFER_TRANSITIONS[from].includes(to);

export const transferMoveRefused = (from: string, to: string) => `A ${from} transfer cannot become ${to}.`;

/** POST /api/ccmp/admin/retrieval/{transferId}/status: what the retrieval side reports. */
export const retrievalStatusUpdateSchema = z.object({
  status: z.enum(TRANSFER_STATUSES),
  arvisCaseId: z.string().trim().min(1).max(100).optional(),
  actualDestinationHospital: z.string().trim().min(1).max(200).optional(),
  actualArrivalDateTime: z.iso.datetime({ offset: true }).optional(),
});
export type RetrievalStatusUpdate = z.infer<typeof retrievalStatusUpdateSchema>;
