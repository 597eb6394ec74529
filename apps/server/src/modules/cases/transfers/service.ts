import { TRANSFER_STATUSES, type TransferStatus } from '@scout/domain/cases/case-options';
import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import { PART_DRAFT_KEYS } from '@scout/domain/cases/section-draft';
import type { TransferRequest, TransferResponse } from '@scout/domain/cases/transfer.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import type { RetrievalDriver } from '../../../integrations/retrieval/retrieval-driver.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';
import { badRequest, conflict, HttpError } from '../../../lib/http-errors.ts';
import type { CaseContext } from '../case-context.ts';
import { announce } from '../case-events.ts';
import { auditAction, type CasePartsMount, requireCase, type ScopedMount } from '../case-parts.ts';
import { sectionsSaved } from '../record-events.ts';
import * as repo from './repo.ts';

export const TRANSFER_ALREADY_REQUESTED = 'A transfer has already been requested for this case.';

/** A case module's transfer mount: the shared parts plus its own transfer rules. */
export interface TransferMount extends CasePartsMount {
  /**
   * The verb of the submit call: ECMO submits with PUT (spec 2 §7.1), Telehealth with POST
   * (spec 2 §7.2). PUT when absent.
   */
  submitMethod?: 'PUT' | 'POST';
  /**
   * ECMO (spec 2 §4.7): no request until the clinical details are complete. A module without
   * such a rule (Telehealth, spec 2 §4.10) leaves it out.
   */
  clinicalDetailsComplete?(db: Db | Tx, caseId: number): Promise<boolean>;
}

export interface TransferDeps {
  db: Db;
  driver: RetrievalDriver;
  log: FastifyBaseLogger;
}

export interface TransferUser {
  actor: AuditActor;
  userId: number;
  displayName: string;
  /** The request's framework context (the submit announces its saved form in it, record-events.ts). */
  ctx: CaseContext;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function referralInformationOf(
  row: repo.TransferRow,
): NonNullable<TransferResponse['referralInformation']> {
  return {
    status: row.status as TransferStatus,
    requestedBy: row.requestedBy,
    whenSubmitted: iso(row.whenSubmitted),
    whenRequested: iso(row.whenRequested),
    whenAccepted: iso(row.whenAccepted),
    whenRejected: iso(row.whenRejected),
    whenCompleted: iso(row.whenCompleted),
    actualDestinationHospital: row.actualDestinationHospital,
    actualArrivalDateTime: iso(row.actualArrivalDateTime),
    arvisCaseId: row.arvisCaseId,
  };
}

/**
 * 'saved' means recorded but not yet taken by the retrieval service (its call failed): the web
 * shows the form again, filled in, so the user can retry. Any later status is a request made.
 */
function responseOf(row: repo.TransferRow | undefined): TransferResponse {
  if (!row) return { hasRequested: false, transferId: null, request: null, referralInformation: null };
  return {
    hasRequested: row.status !== 'saved',
    transferId: row.id,
    request: row.request as TransferResponse['request'],
    referralInformation: referralInformationOf(row),
  };
}

export async function getTransfer(db: Db, mount: ScopedMount, caseId: number): Promise<TransferResponse> {
  await requireCase(db, mount, caseId);
  return responseOf(await repo.findLatestTransfer(db, mount.module, caseId));
}

/**
 * PUT {ea}/cases/{id}/transfer. Refused until the clinical details are complete (spec 2 §4.7) and
 * while a request is under way; a rejected request may be followed by a new one. The request is
 * recorded first (status saved), then handed to the retrieval driver outside any transaction
 * (a network call), then marked requested with the service's case id.
 */
export async function submitTransfer(
  deps: TransferDeps,
  mount: ScopedMount<TransferMount>,
  user: TransferUser,
  caseId: number,
  input: TransferRequest,
): Promise<TransferResponse> {
  const { db } = deps;
  await requireCase(db, mount, caseId, true);
  if (mount.clinicalDetailsComplete && !(await mount.clinicalDetailsComplete(db, caseId))) {
    throw badRequest(M.transferNeedsClinicalDetails);
  }
  const { lastModified: _lastModified, forceUpdate: _forceUpdate, ...request } = input;

  const saved = await db.transaction(async (tx) => {
    const latest = await repo.findLatestTransfer(tx, mount.module, caseId);
    if (latest && latest.status !== 'saved' && latest.status !== 'rejected')
      throw conflict(TRANSFER_ALREADY_REQUESTED);
    const values = {
      request,
      status: 'saved',
      requestedBy: user.displayName,
      requestedByUserId: user.userId,
      whenSubmitted: new Date(),
      driver: deps.driver.name,
    };
    const row =
      latest?.status === 'saved'
        ? await repo.updateTransfer(tx, latest.id, values)
        : await repo.insertTransfer(tx, { ...values, module: mount.module, caseId });
    await recordAudit(tx, user.actor, {
      action: auditAction(mount.module, 'transfer.submit'),
      entityType: 'transfer-request',
      entityId: row.id,
      before: latest?.status === 'saved' ? latest : null,
      after: row,
    });
    // The request is stored now (shown again to retry should the retrieval service fail): the
    // submitter's never-lost draft of it ('transfer-new') goes with this transaction.
    await announce(sectionsSaved, user.ctx, tx, {
      module: mount.module,
      recordId: caseId,
      sections: [PART_DRAFT_KEYS.transfer],
      author: { userId: user.userId, actor: user.actor },
    });
    return row;
  });

  let arvisCaseId: string;
  try {
    ({ arvisCaseId } = await deps.driver.submit({
      transferId: saved.id,
      module: mount.module,
      caseId,
      requestedBy: user.displayName,
      request,
    }));
  } catch (err) {
    deps.log.warn({ err, transferId: saved.id }, 'the retrieval service did not take a transfer request');
    throw new HttpError(502, M.transferSubmitFailed);
  }

  const requested = await db.transaction(async (tx) => {
    const row = await repo.updateTransfer(tx, saved.id, {
      status: 'requested',
      whenRequested: new Date(),
      arvisCaseId,
    });
    await recordAudit(tx, user.actor, {
      action: auditAction(mount.module, 'transfer.requested'),
      entityType: 'transfer-request',
      entityId: row.id,
      before: { status: saved.status },
      after: { status: row.status, arvisCaseId, driver: deps.driver.name },
    });
    return row;
  });
  return responseOf(requested);
}

export const isTransferStatus = (v: string): v is TransferStatus =>
  (TRANSFER_STATUSES as readonly string[]).includes(v);
