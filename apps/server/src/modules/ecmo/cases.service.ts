import { isInScope } from '@scout/domain/access/provider-scope';
import type { EcmoCase } from '@scout/domain/ecmo/case.schema';
import { formatEcmoCaseId } from '@scout/domain/ecmo/case-options';
import { ECMO_MESSAGES } from '@scout/domain/ecmo/messages';
import type { NewCase } from '@scout/domain/ecmo/referrer.schema';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sendTemplate } from '../../integrations/email/send-email.ts';
import { type AuditActor, recordAudit, recordRead } from '../../lib/audit.ts';
import { assertFresh, type ConcurrencyFields } from '../../lib/concurrency.ts';
import { fieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import type { ProviderScope } from '../cases/provider-scope.ts';
import { isProfileInScope } from '../patients/profile-sql.ts';
import { caseView, presentationStatus } from './case-view.ts';
import * as repo from './cases.repo.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';

export interface EcmoServiceDeps {
  db: Db;
  config: Pick<AppConfig, 'timeZone' | 'outbound'>;
  /** The ECMO cases the user sees and acts on: any other case answers 404 (as if absent). */
  scope: ProviderScope;
  /** The patient profiles the user sees: a new case is only for one of them. */
  patientScope: ProviderScope;
}

/** POST /api/ecmo/cases: one open case per patient; the presentation row is written with it. */
export async function createCase(deps: EcmoServiceDeps, actor: AuditActor, input: NewCase) {
  return deps.db.transaction(async (tx) => {
    // Locking the profile serialises two creates for the same patient (no duplicate open case).
    if (
      !(await repo.findPatient(tx, input.patientProfileId, true)) ||
      !(await isProfileInScope(tx, deps.patientScope, input.patientProfileId))
    ) {
      throw fieldError('patientProfileId', S.patientNotFound);
    }
    if (await repo.hasActiveCase(tx, input.patientProfileId)) {
      throw fieldError('patientProfileId', S.patientHasOpenCase);
    }
    if (!(await repo.findUser(tx, input.callTakerId))) throw fieldError('callTakerId', S.unknownUser);
    if (!(await repo.providerExists(tx, input.referrerHospitalId))) {
      throw fieldError('referrerHospitalId', S.unknownHospital);
    }
    // A user limited to some providers opens cases at those providers only (else they could not see it).
    if (!isInScope(deps.scope, input.referrerHospitalId)) {
      throw fieldError('referrerHospitalId', S.hospitalOutsideProviders);
    }
    const row = await repo.insertCase(tx, {
      patientProfileId: input.patientProfileId,
      callTakerId: input.callTakerId,
      callDateTime: new Date(input.callDateTime),
      referrerFirstName: input.referrerFirstName,
      referrerLastName: input.referrerLastName,
      referrerPosition: input.referrerPosition,
      referrerContactNumber: input.referrerContactNumber,
      referrerHospitalId: input.referrerHospitalId,
      referrerHospitalUnit: input.referrerHospitalUnit,
      referrerHospitalAddress: input.referrerHospitalAddress,
      referrerEmailAddress: input.referrerEmailAddress,
    });
    const caseId = formatEcmoCaseId(row.id);
    await repo.insertPresentation(tx, row, caseId, presentationStatus(row));
    await recordAudit(tx, actor, {
      action: 'ecmo-case.create',
      entityType: 'ecmo_case',
      entityId: row.id,
      after: row,
    });
    return { id: row.id, caseId };
  });
}

/** GET {ea}/cases/{id}: reading patient data is audited (GUIDE §3.5). */
export async function getCase(deps: EcmoServiceDeps, actor: AuditActor, id: number): Promise<EcmoCase> {
  const row = await repo.findCase(deps.db, id, deps.scope);
  if (!row) throw notFound(S.caseNotFound);
  const view = await caseView(deps.db, row, deps.config.timeZone);
  await recordRead(deps.db, actor, { action: 'ecmo-case.read', entityType: 'ecmo_case', entityId: id });
  return view;
}

/**
 * The frame of every section save (spec 2 §7.1 PATCHes): lock the case, refuse a closed one (403
 * 'This case is read-only.': archived cases are read-only for everyone, so no retry or
 * forceUpdate can help, which a 409 would suggest), check lastModified (409), apply the section,
 * keep the presentation row in step, audit before/after, and answer the updated case.
 */
export async function saveSection(
  deps: EcmoServiceDeps,
  actor: AuditActor,
  id: number,
  meta: ConcurrencyFields,
  action: string,
  apply: (tx: Tx, row: repo.EcmoCaseRow) => Promise<Partial<repo.EcmoCaseInsert>>,
): Promise<EcmoCase> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findCase(tx, id, deps.scope, true);
    if (!before) throw notFound(S.caseNotFound);
    if (before.closedOn) throw forbidden(ECMO_MESSAGES.caseReadOnly);
    assertFresh(before.lastModified, meta);
    const after = await repo.updateCase(tx, id, await apply(tx, before));
    await repo.updatePresentation(tx, id, {
      principalProblem: await repo.lookupName(tx, 'ecmodiagnosiscategories', after.diagnosisCategoryId),
      healthCareProviderId: after.patientHospitalId ?? after.referrerHospitalId,
      isActive: after.closedOn === null,
      status: presentationStatus(after),
    });
    await recordAudit(tx, actor, { action, entityType: 'ecmo_case', entityId: id, before, after });
    return caseView(tx, after, deps.config.timeZone);
  });
}

/**
 * DELETE {ea}/cases/{id}/delete (system admins): a soft delete keeping who, when and why; the
 * presentation leaves the patient's journey; the Case Deletion e-mail goes to the deleting
 * admin's address after the commit (a failed e-mail is in the outbox and does not undo it).
 */
export async function deleteCase(
  deps: EcmoServiceDeps,
  actor: AuditActor,
  admin: { id: number; email: string; displayName: string },
  id: number,
  reason: string,
): Promise<true> {
  const deletedAt = new Date();
  await deps.db.transaction(async (tx) => {
    const before = await repo.findCase(tx, id, deps.scope, true);
    if (!before) throw notFound(S.caseNotFound);
    const after = await repo.updateCase(tx, id, { deletedAt, deletedBy: admin.id, deletionReason: reason });
    await repo.updatePresentation(tx, id, { deletedAt, isActive: false });
    await recordAudit(tx, actor, {
      action: 'ecmo-case.delete',
      entityType: 'ecmo_case',
      entityId: id,
      before,
      after,
    });
  });
  await sendTemplate(deps, 'case-deletion', admin.email, {
    caseType: 'ECMO',
    caseId: formatEcmoCaseId(id),
    deletedBy: admin.displayName,
    deletedAt,
    reason,
  });
  return true;
}
