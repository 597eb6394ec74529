import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { patientNoteEdits, patientNotes } from '../../db/schema/index.ts';

export type PatientNoteRow = typeof patientNotes.$inferSelect;
export type PatientNoteEditRow = typeof patientNoteEdits.$inferSelect;

/** A record's notes, newest first (§4.9: the Comments list). */
export function notesOf(db: Db, key: { patientProfileId: number; application: string; foreignId: number }) {
  return db
    .select()
    .from(patientNotes)
    .where(
      and(
        eq(patientNotes.patientProfileId, key.patientProfileId),
        eq(patientNotes.application, key.application),
        eq(patientNotes.foreignId, key.foreignId),
      ),
    )
    .orderBy(desc(patientNotes.createdOn), desc(patientNotes.id));
}

/** The notes' edits, oldest first. */
export async function editsOf(db: Db | Tx, noteIds: number[]): Promise<PatientNoteEditRow[]> {
  if (!noteIds.length) return [];
  return db
    .select()
    .from(patientNoteEdits)
    .where(inArray(patientNoteEdits.noteId, noteIds))
    .orderBy(asc(patientNoteEdits.id));
}

export async function findNoteForUpdate(tx: Tx, id: number): Promise<PatientNoteRow | null> {
  const [row] = await tx.select().from(patientNotes).where(eq(patientNotes.id, id)).for('update');
  return row ?? null;
}

export async function insertNote(tx: Tx, values: typeof patientNotes.$inferInsert): Promise<PatientNoteRow> {
  const [row] = await tx.insert(patientNotes).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An edit: the replaced text kept with who and when, then the note's new text. */
export async function editNote(
  tx: Tx,
  before: PatientNoteRow,
  edit: { content: string; metadataJson: string | null; editedBy: number },
): Promise<PatientNoteRow> {
  const editedAt = new Date();
  await tx
    .insert(patientNoteEdits)
    .values({ noteId: before.id, editedBy: edit.editedBy, editedAt, content: before.content });
  const [row] = await tx
    .update(patientNotes)
    .set({ content: edit.content, metadataJson: edit.metadataJson, lastModified: editedAt })
    .where(eq(patientNotes.id, before.id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
