import crypto from 'node:crypto';
import {
  ATTACHMENT_MESSAGES as AM,
  ATTACHMENT_FIELD,
  ATTACHMENT_MAX_BYTES,
  type CaseAttachment,
  detectAttachmentContentType,
} from '@scout/domain/cases/attachment.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { FileStore } from '../../../integrations/file-store/file-store.ts';
import { type AuditActor, recordAudit, recordRead } from '../../../lib/audit.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import { fileTooLarge, type UploadLimit } from '../../../plugins/body-limits.ts';
import { auditAction, requireCase, type ScopedMount } from '../case-parts.ts';
import { cleanFilename } from './file-names.ts';
import * as repo from './repo.ts';

/** One file on the `file` field; larger is answered 413 with the attachment message. */
export const ATTACHMENT_UPLOAD: UploadLimit = {
  field: ATTACHMENT_FIELD,
  maxBytes: ATTACHMENT_MAX_BYTES,
  message: AM.tooLarge,
};

export interface AttachmentDeps {
  db: Db;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

export interface AttachmentUser {
  actor: AuditActor;
  userId: number;
  displayName: string;
}

export interface Upload {
  filename: string | undefined;
  bytes: Buffer;
  /** The multipart fileSize limit cut the file short. */
  truncated: boolean;
}

export function toAttachment(row: repo.CaseAttachmentRow): CaseAttachment {
  return {
    id: row.id,
    filename: row.filename,
    filesize: row.filesize,
    contentType: row.contentType,
    createdOn: row.createdOn.toISOString(),
    createdBy: row.createdBy,
    isDeleted: row.isDeleted,
    deletedBy: row.deletedBy,
    deletedOn: row.deletedOn?.toISOString() ?? null,
  };
}

export async function listAttachments(db: Db, mount: ScopedMount, caseId: number, includeDeleted: boolean) {
  await requireCase(db, mount, caseId);
  return (await repo.listAttachments(db, mount.module, caseId, includeDeleted)).map(toAttachment);
}

/**
 * Stores the bytes under a fresh key first, then the record and its audit event in one
 * transaction; if that fails the stored file is removed again.
 */
export async function uploadAttachment(
  deps: AttachmentDeps,
  mount: ScopedMount,
  user: AttachmentUser,
  caseId: number,
  upload: Upload,
): Promise<CaseAttachment> {
  if (upload.truncated || upload.bytes.length > ATTACHMENT_MAX_BYTES) throw fileTooLarge(ATTACHMENT_UPLOAD);
  if (upload.bytes.length === 0) throw fieldError(ATTACHMENT_FIELD, AM.empty);
  const filename = cleanFilename(upload.filename);
  const contentType = detectAttachmentContentType(upload.bytes, filename);
  if (!contentType) throw fieldError(ATTACHMENT_FIELD, AM.type);
  await requireCase(deps.db, mount, caseId, true);

  const fileKey = `cases/${mount.module}/${caseId}/${crypto.randomUUID()}`;
  await deps.fileStore.put(fileKey, upload.bytes, { contentType });
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await repo.insertAttachment(tx, {
        module: mount.module,
        caseId,
        filename,
        filesize: upload.bytes.length,
        contentType,
        fileKey,
        createdBy: user.displayName,
        createdByUserId: user.userId,
      });
      await recordAudit(tx, user.actor, {
        action: auditAction(mount.module, 'case-attachment.upload'),
        entityType: 'case-attachment',
        entityId: row.id,
        after: row,
      });
      return toAttachment(row);
    });
  } catch (err) {
    await deps.fileStore
      .delete(fileKey)
      .catch((e) => deps.log.warn({ err: e, fileKey }, 'could not remove an orphaned attachment'));
    throw err;
  }
}

/**
 * Soft delete (GUIDE §3.5): the record is marked with who and when, the bytes stay for the
 * record's history. Deleting a file already deleted changes nothing.
 */
export async function deleteAttachment(
  db: Db,
  mount: ScopedMount,
  user: AttachmentUser,
  caseId: number,
  attachmentId: number,
): Promise<void> {
  await requireCase(db, mount, caseId, true);
  await db.transaction(async (tx) => {
    const before = await repo.findAttachment(tx, mount.module, caseId, attachmentId);
    if (!before) throw notFound(AM.notFound);
    if (before.isDeleted) return;
    const row = await repo.markDeleted(tx, attachmentId, user.displayName);
    await recordAudit(tx, user.actor, {
      action: auditAction(mount.module, 'case-attachment.delete'),
      entityType: 'case-attachment',
      entityId: attachmentId,
      before,
      after: row,
    });
  });
}

/**
 * The file and its record; the download of patient data is audited. A soft-deleted file stays
 * downloadable (from the show-deleted list): deletion hides it, the record keeps its history.
 */
export async function downloadAttachment(
  deps: AttachmentDeps,
  mount: ScopedMount,
  actor: AuditActor,
  caseId: number,
  attachmentId: number,
) {
  await requireCase(deps.db, mount, caseId);
  const row = await repo.findAttachment(deps.db, mount.module, caseId, attachmentId);
  if (!row) throw notFound(AM.notFound);
  const file = await deps.fileStore.get(row.fileKey);
  if (!file) {
    deps.log.warn({ attachmentId, fileKey: row.fileKey }, 'attachment file missing from the file store');
    throw notFound(AM.notFound);
  }
  await recordRead(deps.db, actor, {
    action: auditAction(mount.module, 'case-attachment.download'),
    entityType: 'case-attachment',
    entityId: attachmentId,
  });
  return { row, body: file.body };
}
