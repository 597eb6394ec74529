import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { caseNotes, caseNoteVersions } from '../../../db/schema/index.ts';

export type CaseNoteRow = typeof caseNotes.$inferSelect;
type NoteFields = Pick<
  CaseNoteRow,
  'typeOfNote' | 'conversationDateTime' | 'conversationWith' | 'vroundChange' | 'note'
>;

/** Newest first: the order the notes page shows. */
export function listNotes(db: Db, module: string, caseId: number) {
  return db
    .select()
    .from(caseNotes)
    .where(and(eq(caseNotes.module, module), eq(caseNotes.caseId, caseId)))
    .orderBy(desc(caseNotes.createdOn), desc(caseNotes.id));
}

export async function findNoteForUpdate(tx: Tx, module: string, noteId: number) {
  const [row] = await tx
    .select()
    .from(caseNotes)
    .where(and(eq(caseNotes.id, noteId), eq(caseNotes.module, module)))
    .for('update');
  return row;
}

export async function insertNote(
  tx: Tx,
  values: NoteFields & { module: string; caseId: number; createdBy: string; createdByUserId: number | null },
) {
  const [row] = await tx.insert(caseNotes).values(values).returning();
  return row as CaseNoteRow;
}

export async function updateNote(tx: Tx, noteId: number, values: NoteFields) {
  const [row] = await tx
    .update(caseNotes)
    .set({ ...values, lastModified: new Date() })
    .where(eq(caseNotes.id, noteId))
    .returning();
  return row as CaseNoteRow;
}

/** Keeps the version an edit replaces. */
export async function insertNoteVersion(tx: Tx, before: CaseNoteRow, replacedByUserId: number | null) {
  await tx.insert(caseNoteVersions).values({
    noteId: before.id,
    typeOfNote: before.typeOfNote,
    conversationDateTime: before.conversationDateTime,
    conversationWith: before.conversationWith,
    vroundChange: before.vroundChange,
    note: before.note,
    replacedByUserId,
  });
}

export function listNoteVersions(db: Db, noteId: number) {
  return db
    .select()
    .from(caseNoteVersions)
    .where(eq(caseNoteVersions.noteId, noteId))
    .orderBy(caseNoteVersions.id);
}
