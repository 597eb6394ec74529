import { DEFAULT_TIME_ZONE, formatDateTime } from './dates.ts';
import { CASE_MESSAGES as M } from './messages.ts';

/** The separator line put between a note and its edit stamp. */
export const NOTE_EDIT_SEPARATOR = '----------------------------------------';

/**
 * The note text after an edit (spec 2 §4.8): the edited text, a separator line, then
 * 'Edited {DD/MM/YYYY HH:mm} by {user}' in the service's time zone.
 */
export function appendNoteEditSuffix(
  note: string,
  editedAt: string,
  editedBy: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const stamp = M.noteEditedBy(formatDateTime(editedAt, timeZone), editedBy);
  return `${note.replace(/\s+$/, '')}\n${NOTE_EDIT_SEPARATOR}\n${stamp}`;
}
