import type { Tx } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { type DraftKey, deleteDrafts, deleteRecordDrafts } from './repo.ts';

/**
 * The deletes of drafts that other writes cause (issue 15 item 2: "purged on save"), inside the
 * causing write's transaction, so a draft never outlives the save or delete that made it stale
 * and never goes when that write fails. The case-module framework (modules/cases/case-module.ts)
 * calls them; each is audited like the author's own discard, with the cause.
 */

export const DRAFT_AUDIT_ENTITY = 'section_draft';

/** The audit entity id of a record's drafts, or of one section's. */
export const draftEntityId = (k: Pick<DraftKey, 'module' | 'recordId'>, section?: string) =>
  `${k.module}/${k.recordId}${section ? `/${section}` : ''}`;

/** A section save stored these sections: the saving user's drafts of them go. */
export async function purgeSavedDrafts(
  tx: Tx,
  actor: AuditActor,
  key: DraftKey,
  sections: readonly string[],
): Promise<void> {
  if (sections.length === 0) return;
  const gone = await deleteDrafts(tx, key, sections);
  if (gone.length === 0) return;
  await recordAudit(tx, actor, {
    action: 'draft.section.delete',
    entityType: DRAFT_AUDIT_ENTITY,
    entityId: draftEntityId(key, gone.length === 1 ? gone[0] : undefined),
    before: { module: key.module, recordId: key.recordId, sections: gone },
    after: { cause: 'saved' },
  });
}

/** A record was deleted: every author's drafts of it (and of the records that go with it) go. */
export async function purgeDeletedRecordDrafts(
  tx: Tx,
  actor: AuditActor,
  modules: readonly string[],
  recordId: number,
): Promise<void> {
  const gone = await deleteRecordDrafts(tx, modules, recordId);
  if (gone.length === 0) return;
  await recordAudit(tx, actor, {
    action: 'draft.section.delete',
    entityType: DRAFT_AUDIT_ENTITY,
    entityId: draftEntityId({ module: modules[0] ?? '', recordId }),
    before: { recordId, drafts: gone },
    after: { cause: 'record deleted' },
  });
}
