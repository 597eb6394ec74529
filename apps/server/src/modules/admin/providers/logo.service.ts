import crypto from 'node:crypto';
import {
  detectLogoContentType,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  HEALTH_CARE_PROVIDER_MESSAGES as M,
  type ProviderLogo,
} from '@scout/domain/admin/health-care-provider.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { FileStore } from '../../../integrations/file-store/file-store.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';
import { fieldError, notFound } from '../../../lib/http-errors.ts';
import { fileTooLarge, type UploadLimit } from '../../../plugins/body-limits.ts';
import * as repo from './repo.ts';

/** One image on the `logo` field, under 2MB; larger is answered 413 with the spec's message. */
export const LOGO_UPLOAD: UploadLimit = { field: LOGO_FIELD, maxBytes: LOGO_MAX_BYTES, message: M.logoSize };

const NOT_FOUND = 'Health care provider not found';
const NO_LOGO = 'This health care provider has no logo';

export interface UploadedLogo {
  bytes: Buffer;
  /** The upload went past the multipart fileSize limit and was cut short. */
  truncated: boolean;
}

export interface LogoDeps {
  db: Db;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/** Each upload gets a fresh key, so a reader never sees a half-replaced logo. */
const logoKey = (providerId: number) => `health-care-providers/${providerId}/logo-${crypto.randomUUID()}`;

/** A replaced or removed file is cleaned up after the commit; a failure only leaves an orphan. */
async function removeQuietly({ fileStore, log }: LogoDeps, key: string | null) {
  if (!key) return;
  await fileStore.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a logo file'));
}

/**
 * Spec 1 §5: JPG or PNG under 2MB. The kind is read from the bytes (a .png name over JPEG bytes
 * is a JPEG and is fine; a .jpg name over GIF bytes is refused), never from the name or the
 * declared content type.
 */
export async function uploadLogo(
  deps: LogoDeps,
  actor: AuditActor,
  providerId: number,
  upload: UploadedLogo,
): Promise<ProviderLogo> {
  if (upload.truncated || upload.bytes.length >= LOGO_MAX_BYTES) throw fileTooLarge(LOGO_UPLOAD);
  const contentType = detectLogoContentType(upload.bytes);
  if (!contentType) throw fieldError(LOGO_FIELD, M.logoType);
  if (!(await repo.findProvider(deps.db, providerId))) throw notFound(NOT_FOUND);

  const key = logoKey(providerId);
  await deps.fileStore.put(key, upload.bytes, { contentType });
  let previousKey: string | null;
  try {
    previousKey = await deps.db.transaction(async (tx) => {
      const before = await repo.findProviderForUpdate(tx, providerId);
      if (!before) throw notFound(NOT_FOUND);
      await repo.setProviderLogo(tx, providerId, { logoContentType: contentType, logoFileKey: key });
      await recordAudit(tx, actor, {
        action: 'health-care-provider.logo-upload',
        entityType: 'health-care-provider',
        entityId: providerId,
        before: { logoContentType: before.logoContentType, logoFileKey: before.logoFileKey },
        after: { logoContentType: contentType, logoFileKey: key, size: upload.bytes.length },
      });
      return before.logoFileKey;
    });
  } catch (err) {
    await removeQuietly(deps, key);
    throw err;
  }
  await removeQuietly(deps, previousKey);
  return { contentType, imageData: upload.bytes.toString('base64') };
}

/** Removes the logo; a provider without one answers 204 all the same (nothing to do). */
export async function deleteLogo(deps: LogoDeps, actor: AuditActor, providerId: number): Promise<void> {
  const previousKey = await deps.db.transaction(async (tx) => {
    const before = await repo.findProviderForUpdate(tx, providerId);
    if (!before) throw notFound(NOT_FOUND);
    if (!before.logoFileKey) return null;
    await repo.setProviderLogo(tx, providerId, { logoContentType: null, logoFileKey: null });
    await recordAudit(tx, actor, {
      action: 'health-care-provider.logo-delete',
      entityType: 'health-care-provider',
      entityId: providerId,
      before: { logoContentType: before.logoContentType, logoFileKey: before.logoFileKey },
      after: { logoContentType: null, logoFileKey: null },
    });
    return before.logoFileKey;
  });
  await removeQuietly(deps, previousKey);
}

export async function getLogo(deps: LogoDeps, providerId: number): Promise<ProviderLogo> {
  const provider = await repo.findProvider(deps.db, providerId);
  if (!provider) throw notFound(NOT_FOUND);
  if (!provider.logoFileKey) throw notFound(NO_LOGO);
  const file = await deps.fileStore.get(provider.logoFileKey);
  if (!file) {
    deps.log.warn({ providerId, key: provider.logoFileKey }, 'logo file missing from the file store');
    throw notFound(NO_LOGO);
  }
  // The bytes decide, as at upload; the recorded type is the fallback.
  const contentType = detectLogoContentType(file.body) ?? provider.logoContentType;
  if (contentType !== 'image/jpeg' && contentType !== 'image/png') throw notFound(NO_LOGO);
  return { contentType, imageData: file.body.toString('base64') };
}
