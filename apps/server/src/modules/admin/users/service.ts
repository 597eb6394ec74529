import {
  USER_MESSAGES as M,
  normaliseUserRoles,
  type User,
  type UserInput,
} from '@scout/domain/admin/user.schema';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { DeliveryResult } from '../../../integrations/outbound-log.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';
import { assertFresh } from '../../../lib/concurrency.ts';
import { conflict, fieldError, notFound } from '../../../lib/http-errors.ts';
import { issuePasswordSetToken } from '../../identity/password-set-tokens.ts';
import { revokeAllSignIns } from '../../identity/token-revocation.ts';
import { findUserById, findUserProviders } from '../../identity/users.repo.ts';
import * as repo from './repo.ts';
import { sendInvitation, sendMfaResetConfirmation } from './user-emails.ts';
import { auditSnapshot, toUser, toUserListItem, userValues } from './user-mapping.ts';

export interface UsersDeps {
  db: Db;
  config: AppConfig;
}

export async function listUsers(
  db: Db,
  filter: { keyword?: string | undefined; healthCareProviderIds: number[] },
) {
  return (await repo.searchUsers(db, filter)).map(toUserListItem);
}

export async function getUser(db: Db, id: number): Promise<User> {
  const row = await findUserById(db, id);
  if (!row) throw notFound(M.userNotFound);
  return toUser(row, await findUserProviders(db, id));
}

async function requireProviders(db: Db, input: UserInput) {
  const ids = [...new Set(input.userHealthCareProviders.map((p) => p.healthCareProviderId))];
  const existing = await repo.existingProviderIds(db, ids);
  if (ids.some((id) => !existing.has(id))) throw fieldError('userHealthCareProviders', M.providerNotFound);
}

/** PostgreSQL's unique_violation, wherever the driver put it (node-postgres, PGlite, drizzle's wrapper). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates a user (role rules applied), then sends the New User Account e-mail with a single-use
 * set-password link. The e-mail goes after the commit; if it fails the user still exists, the
 * outbox shows the failure and an administrator can send the invitation again.
 */
export async function createUser(
  deps: UsersDeps,
  actor: AuditActor,
  body: UserInput,
): Promise<{ user: User; invitation: DeliveryResult }> {
  const { db, config } = deps;
  const input = normaliseUserRoles(body);
  await requireProviders(db, input);
  const { user, link } = await db.transaction(async (tx) => {
    if (await repo.emailInUse(tx, input.email)) throw fieldError('email', M.emailTaken);
    let row: Awaited<ReturnType<typeof repo.insertUser>>;
    try {
      row = await repo.insertUser(tx, { email: input.email, ...userValues(input) });
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldError('email', M.emailTaken);
      throw err;
    }
    await repo.replaceUserProviders(tx, row.id, input.userHealthCareProviders);
    const created = toUser(row, input.userHealthCareProviders);
    const link = config.oidc.bundled ? await issuePasswordSetToken(tx, row.id) : null;
    await recordAudit(tx, actor, {
      action: 'user.create',
      entityType: 'user',
      entityId: row.id,
      after: auditSnapshot(created),
    });
    return { user: created, link };
  });
  const invitation = await sendInvitation(deps, user, link?.token ?? null);
  return { user, invitation };
}

/**
 * Updates a user. The e-mail is the user name and cannot change; a stale lastModified answers 409
 * unless forceUpdate. Administrators cannot disable themselves or drop their own admin role (the
 * last administrator could otherwise lock everyone out).
 */
export async function updateUser(
  deps: UsersDeps,
  actor: AuditActor,
  id: number,
  body: UserInput,
): Promise<User> {
  const { db } = deps;
  const input = normaliseUserRoles(body);
  if (actor.userId === id && !input.accountEnabled) throw fieldError('accountEnabled', M.selfLockout);
  if (actor.userId === id && !input.isSystemAdmin) throw fieldError('isSystemAdmin', M.selfLockout);
  await requireProviders(db, input);
  return db.transaction(async (tx) => {
    const beforeRow = await repo.findUserForUpdate(tx, id);
    if (!beforeRow) throw notFound(M.userNotFound);
    assertFresh(beforeRow.lastModified, body);
    if (beforeRow.email.toLowerCase() !== input.email.toLowerCase()) {
      throw fieldError('email', M.emailUnchangeable);
    }
    const before = toUser(beforeRow, await findUserProviders(tx, id));
    const row = await repo.updateUser(tx, id, userValues(input));
    await repo.replaceUserProviders(tx, id, input.userHealthCareProviders);
    const after = toUser(row, input.userHealthCareProviders);
    // Disabling ends the user's sign-ins: their tokens stay refused even if re-enabled later.
    if (before.accountEnabled && !after.accountEnabled) await revokeAllSignIns(tx, id);
    const action =
      before.accountEnabled === after.accountEnabled
        ? 'user.update'
        : after.accountEnabled
          ? 'user.enable'
          : 'user.disable';
    await recordAudit(tx, actor, {
      action,
      entityType: 'user',
      entityId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  });
}

/**
 * Spec 1 §4: MFA can be reset only for a user who has it. Clears the secret (and any half-done
 * enrolment), audits, then tells the user by e-mail (MFA Reset Confirmation) after the commit.
 */
export async function resetMfa(
  deps: UsersDeps,
  actor: AuditActor,
  actorName: string,
  id: number,
): Promise<{ user: User; notification: DeliveryResult }> {
  const { db } = deps;
  const user = await db.transaction(async (tx) => {
    const beforeRow = await repo.findUserForUpdate(tx, id);
    if (!beforeRow) throw notFound(M.userNotFound);
    if (!beforeRow.mfaSecret) throw conflict(M.mfaNotSetUp);
    const providers = await findUserProviders(tx, id);
    const row = await repo.clearMfa(tx, id);
    const after = toUser(row, providers);
    await recordAudit(tx, actor, {
      action: 'user.mfa-reset',
      entityType: 'user',
      entityId: id,
      before: auditSnapshot(toUser(beforeRow, providers)),
      after: auditSnapshot(after),
    });
    return after;
  });
  const notification = await sendMfaResetConfirmation(deps, user, actorName);
  return { user, notification };
}

/** A new set-password link for a user who has not set a password yet (the old link stops working). */
export async function resendInvitation(
  deps: UsersDeps,
  actor: AuditActor,
  id: number,
): Promise<DeliveryResult> {
  const { db, config } = deps;
  const { user, token } = await db.transaction(async (tx) => {
    const row = await repo.findUserForUpdate(tx, id);
    if (!row) throw notFound(M.userNotFound);
    if (!config.oidc.bundled) throw conflict(M.invitationExternalIdp);
    if (row.passwordHash) throw conflict(M.invitationNotNeeded);
    if (!row.accountEnabled) throw conflict(M.invitationDisabledAccount);
    const link = await issuePasswordSetToken(tx, id);
    await recordAudit(tx, actor, { action: 'user.invitation-sent', entityType: 'user', entityId: id });
    return { user: toUser(row, await findUserProviders(tx, id)), token: link.token };
  });
  return sendInvitation(deps, user, token);
}
