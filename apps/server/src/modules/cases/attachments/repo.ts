import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { caseAttachments } from '../../../db/schema/index.ts';

export type CaseAttachmentRow = typeof caseAttachments.$inferSelect;
export type NewCaseAttachment = typeof caseAttachments.$inferInsert;

const ofCase = (module: string, caseId: number) =>
  and(eq(caseAttachments.module, module), eq(caseAttachments.caseId, caseId));

/** Newest first; soft-deleted files only when asked for. */
export function listAttachments(db: Db, module: string, caseId: number, includeDeleted: boolean) {
  return db
    .select()
    .from(caseAttachments)
    .where(
      includeDeleted
        ? ofCase(module, caseId)
        : and(ofCase(module, caseId), eq(caseAttachments.isDeleted, false)),
    )
    .orderBy(desc(caseAttachments.createdOn), desc(caseAttachments.id));
}

export async function findAttachment(db: Db | Tx, module: string, caseId: number, attachmentId: number) {
  const [row] = await db
    .select()
    .from(caseAttachments)
    .where(and(ofCase(module, caseId), eq(caseAttachments.id, attachmentId)));
  return row;
}

export async function insertAttachment(tx: Tx, values: NewCaseAttachment) {
  const [row] = await tx.insert(caseAttachments).values(values).returning();
  return row as CaseAttachmentRow;
}

export async function markDeleted(tx: Tx, attachmentId: number, deletedBy: string) {
  const [row] = await tx
    .update(caseAttachments)
    .set({ isDeleted: true, deletedBy, deletedOn: new Date() })
    .where(eq(caseAttachments.id, attachmentId))
    .returning();
  return row as CaseAttachmentRow;
}
