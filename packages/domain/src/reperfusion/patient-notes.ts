import type { PatientNote } from './patient-note.schema.ts';

/**
 * Rules of the patient notes' views (spec 3 §4.9): the edit history and the confirm-on-cancel.
 */

export interface NoteHistoryEntry {
  action: 'Created' | 'Edited';
  at: string;
  by: string;
  /** The note's text as this entry left it. */
  content: string;
}

/**
 * The edit history (§4.9: "Created or Edited entries with the author"), oldest first. Each stored
 * edit keeps the text it replaced (patient-note.schema.ts), so the entry of the creation shows the
 * first text and each edit's entry the text it wrote (the next edit's replaced text, or the note's
 * current text for the last edit).
 */
export function noteHistory(
  note: Pick<PatientNote, 'content' | 'createdOn' | 'createdBy' | 'editHistory'>,
): NoteHistoryEntry[] {
  const edits = [...note.editHistory].sort((a, b) => Date.parse(a.editedAt) - Date.parse(b.editedAt));
  const texts = [...edits.map((e) => e.content), note.content];
  return [
    { action: 'Created', at: note.createdOn, by: note.createdBy, content: texts[0] ?? note.content },
    ...edits.map((e, i) => ({
      action: 'Edited' as const,
      at: e.editedAt,
      by: e.editedBy,
      content: texts[i + 1] ?? note.content,
    })),
  ];
}

/**
 * Cancel asks for confirmation when the note was edited (§4.9): the draft differs from the saved
 * text once both are trimmed (the save trims, so spaces alone are no edit).
 */
export function needsCancelConfirmation(saved: string, draft: string): boolean {
  return saved.trim() !== draft.trim();
}
