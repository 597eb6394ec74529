import type { Tx } from '../../db/client.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { subscribe } from '../cases/case-events.ts';
import { recordDeleted, sectionsSaved } from '../cases/record-events.ts';
import { type DraftKey, deleteDrafts, deleteRecordDrafts } from './repo.ts';

/**
 * The deletes of drafts that other writes cause (issue 15 item 2: "purged on save"), inside the
 * causing write's transaction, so a draft never outlives the save or delete that made it stale
 * and never goes when that write fails. They react to the case framework's events
 * (modules/cases/record-events.ts: a section save, a case note or transfer request, a soft
 * delete), which the framework announces in the write's transaction; `subscribeDraftPurges`
 * wires them at start-up (the drafts routes). Each is audited like the author's own discard, with
 * the cause.
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

/** Wires the purges to the framework's writes (called once per app at start-up; repeats replace). */
export function subscribeDraftPurges(): void {
  subscribe(sectionsSaved, 'drafts', (_ctx, tx, { module, recordId, sections, author }) =>
    purgeSavedDrafts(tx, author.actor, { userId: author.userId, module, recordId }, sections),
  );
  subscribe(recordDeleted, 'drafts', (_ctx, tx, { modules, recordId, actor }) =>
    purgeDeletedRecordDrafts(tx, actor, modules, recordId),
  );
}
