import type { TransferStatus } from '@scout/domain/cases/case-options';
import {
  canMoveTransfer,
  type RetrievalStatusUpdate,
  transferMoveRefused,
} from '@scout/domain/cases/retrieval-status.schema';
import type { Db } from '../../../db/client.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import { auditAction } from '../case-parts.ts';
import * as repo from './repo.ts';
import { referralInformationOf } from './service.ts';

export const TRANSFER_NOT_FOUND = 'Transfer request not found';

const WHEN: Partial<
  Record<TransferStatus, 'whenRequested' | 'whenAccepted' | 'whenRejected' | 'whenCompleted'>
> = {
  requested: 'whenRequested',
  accepted: 'whenAccepted',
  rejected: 'whenRejected',
  completed: 'whenCompleted',
};

/**
 * Moves a transfer request to its next status as the retrieval side reports it (spec 2 §4.7),
 * stamping that status's time; a completed transfer may carry where and when the patient arrived.
 */
export async function moveTransferStatus(
  db: Db,
  actor: AuditActor,
  transferId: number,
  update: RetrievalStatusUpdate,
) {
  return db.transaction(async (tx) => {
    const before = await repo.findTransferForUpdate(tx, transferId);
    if (!before) throw notFound(TRANSFER_NOT_FOUND);
    const from = before.status as TransferStatus;
    if (!canMoveTransfer(from, update.status)) {
      throw fieldError('status', transferMoveRefused(from, update.status));
    }
    const when = WHEN[update.status];
    const row = await repo.updateTransfer(tx, transferId, {
      status: update.status,
      ...(when ? { [when]: new Date() } : {}),
      ...(update.arvisCaseId ? { arvisCaseId: update.arvisCaseId } : {}),
      ...(update.actualDestinationHospital
        ? { actualDestinationHospital: update.actualDestinationHospital }
        : {}),
      ...(update.actualArrivalDateTime
        ? { actualArrivalDateTime: new Date(update.actualArrivalDateTime) }
        : {}),
    });
    await recordAudit(tx, actor, {
      action: auditAction(before.module, 'transfer.status'),
      entityType: 'transfer-request',
      entityId: transferId,
      before: { status: from },
      after: { ...update, status: row.status },
    });
    return { id: row.id, module: row.module, caseId: row.caseId, ...referralInformationOf(row) };
  });
}
