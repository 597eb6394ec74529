import type { CaseNote, CaseNoteValues } from '@scout/domain/cases/case-note.schema';
import { appendNoteEditSuffix } from '@scout/domain/cases/note-rules';
import { PART_DRAFT_KEYS } from '@scout/domain/cases/section-draft';
import type { Db } from '../../../db/client.ts';
import { type AuditActor, recordAudit } from '../../../lib/audit.ts';
import { assertFresh } from '../../../lib/concurrency.ts';
import { notFound } from '../../../lib/http-errors.ts';
import type { CaseContext } from '../case-context.ts';
import { announce } from '../case-events.ts';
import { auditAction, requireCase, type ScopedMount } from '../case-parts.ts';
import { sectionsSaved } from '../record-events.ts';
import * as repo from './repo.ts';

export const NOTE_NOT_FOUND = 'Case note not found';

/**
 * Who writes: the audit actor plus the name shown on the note, and the request's framework
 * context (the save announces its section in it, record-events.ts).
 */
export interface NoteAuthor {
  actor: AuditActor;
  userId: number;
  displayName: string;
  ctx: CaseContext;
}

export function toCaseNote(row: repo.CaseNoteRow): CaseNote {
  return {
    id: row.id,
    typeOfNote: row.typeOfNote as CaseNote['typeOfNote'],
    conversationDateTime: row.conversationDateTime.toISOString(),
    createdOn: row.createdOn.toISOString(),
    createdBy: row.createdBy,
    conversationWith: row.conversationWith,
    vroundChange: row.vroundChange as CaseNote['vroundChange'],
    note: row.note,
    lastModified: row.lastModified.toISOString(),
  };
}

const fieldsOf = (input: CaseNoteValues) => ({
  typeOfNote: input.typeOfNote,
  conversationDateTime: new Date(input.conversationDateTime),
  conversationWith: input.conversationWith,
  vroundChange: input.vroundChange ?? null,
  note: input.note,
});

export async function listNotes(db: Db, mount: ScopedMount, caseId: number): Promise<CaseNote[]> {
  await requireCase(db, mount, caseId);
  return (await repo.listNotes(db, mount.module, caseId)).map(toCaseNote);
}

export async function addNote(
  db: Db,
  mount: ScopedMount,
  author: NoteAuthor,
  caseId: number,
  input: CaseNoteValues,
): Promise<CaseNote> {
  await requireCase(db, mount, caseId, true);
  return db.transaction(async (tx) => {
    const row = await repo.insertNote(tx, {
      ...fieldsOf(input),
      module: mount.module,
      caseId,
      createdBy: author.displayName,
      createdByUserId: author.userId,
    });
    await recordAudit(tx, author.actor, {
      action: auditAction(mount.module, 'case-note.create'),
      entityType: 'case-note',
      entityId: row.id,
      after: row,
    });
    await announce(sectionsSaved, author.ctx, tx, {
      module: mount.module,
      recordId: caseId,
      sections: [PART_DRAFT_KEYS.newNote],
      author: { userId: author.userId, actor: author.actor },
    });
    return toCaseNote(row);
  });
}

/**
 * A saved note deletes its author's never-lost draft of it ('notes-new' for an added note,
 * 'notes-{id}' for an edit; announced as `sectionsSaved`, record-events.ts) in the save's transaction, so a refused save
 * keeps the draft.
 *
 * Spec 2 §4.8: an edit stores the new text followed by a separator and 'Edited {time} by {user}'
 * (in the service's time zone); the replaced version is kept in case_note_versions.
 */
export async function editNote(
  db: Db,
  mount: ScopedMount,
  author: NoteAuthor,
  noteId: number,
  input: CaseNoteValues,
  timeZone: string,
): Promise<CaseNote> {
  return db.transaction(async (tx) => {
    const before = await repo.findNoteForUpdate(tx, mount.module, noteId);
    if (!before) throw notFound(NOTE_NOT_FOUND);
    await requireCase(tx, mount, before.caseId, true);
    assertFresh(before.lastModified, input);
    await repo.insertNoteVersion(tx, before, author.userId);
    const fields = fieldsOf(input);
    const note = appendNoteEditSuffix(fields.note, new Date().toISOString(), author.displayName, timeZone);
    const row = await repo.updateNote(tx, noteId, { ...fields, note });
    await recordAudit(tx, author.actor, {
      action: auditAction(mount.module, 'case-note.update'),
      entityType: 'case-note',
      entityId: noteId,
      before,
      after: row,
    });
    await announce(sectionsSaved, author.ctx, tx, {
      module: mount.module,
      recordId: before.caseId,
      sections: [PART_DRAFT_KEYS.editedNote(noteId)],
      author: { userId: author.userId, actor: author.actor },
    });
    return toCaseNote(row);
  });
}
