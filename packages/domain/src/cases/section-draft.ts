import { z } from 'zod';
import { idParam } from '../api/ids.ts';

/**
 * Never-lost drafts (issue 15 item 2): while a user edits a section of a case, its unsaved values
 * are kept on the server per user, case module, record and section (PUT /api/drafts/{module}/
 * {recordId}/{section}), offered back when the record is opened again (GET /api/drafts/{module}/
 * {recordId}) and removed on save, on discard (DELETE) and after DRAFT_TTL_MS.
 */

/** A draft older than this is neither offered nor kept (the server sweeps them hourly). */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The largest draft body the server takes (413 above it). */
export const DRAFT_MAX_BODY_BYTES = 256 * 1024;
/** The web saves a section's draft this long after the last change (and at once on page hide). */
export const DRAFT_SAVE_DELAY_MS = 3_000;

export const DRAFT_MESSAGES = {
  restoreQuestion: (time: string) => `Restore your unsaved changes from ${time}?`,
  restore: 'Restore',
  discard: 'Discard',
  unknownModule: (module: string) => `There is no case module called "${module}".`,
  module: 'Must be a case module name (lower-case letters, digits and hyphens)',
  section: 'Must be a section key (letters, digits, hyphens and underscores, at most 64)',
  values: 'Must be an object of the section form values',
} as const;

/**
 * The draft keys of the shared case parts, which are not section forms: a note being added
 * ('notes-new') or edited ('notes-{noteId}') and the transfer request being entered
 * ('transfer-new'). They go through the same routes (their keys pass `draftSectionParams`); the
 * server deletes the author's one in the note's or the request's save transaction.
 */
export const PART_DRAFT_KEYS = {
  newNote: 'notes-new',
  editedNote: (noteId: number) => `notes-${noteId}`,
  transfer: 'transfer-new',
} as const;

/** Is this draft key a case part's (a note or the transfer request) rather than a section form's? */
export const isPartDraftKey = (key: string): boolean =>
  /^(notes-(new|[1-9][0-9]{0,15})|transfer-new)$/.test(key);

export const draftRecordParams = z.object({
  module: z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, DRAFT_MESSAGES.module),
  recordId: idParam(),
});

export const draftSectionParams = draftRecordParams.extend({
  section: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, DRAFT_MESSAGES.section),
});

/** PUT body: the form's values as they stand (any JSON object; the web lays them back over the form). */
export const sectionDraftBody = z.object({
  values: z.record(z.string(), z.unknown(), { error: DRAFT_MESSAGES.values }),
});

export const sectionDraftSchemaOut = z.object({
  section: z.string(),
  values: z.record(z.string(), z.unknown()),
  /** ISO date-time of the last save of the draft. */
  savedAt: z.string(),
});
export type SectionDraft = z.infer<typeof sectionDraftSchemaOut>;
export const sectionDraftsSchemaOut = z.array(sectionDraftSchemaOut);
