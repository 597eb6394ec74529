import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './admin.ts';
import { createdAt, lastModified, tsz } from './columns.ts';

/**
 * Parts every clinical case module shares (spec 2 §3.4): notes, attachments and transfer
 * requests. One set of tables for all modules, keyed by (module, case_id): 'ecmo' now, then
 * 'telehealth', 'vst', 'vtis'. case_id has no foreign key on purpose (each module keeps its cases
 * in its own table); the module's routes check the case exists before any write.
 */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    module: text('module').notNull(),
    caseId: integer('case_id').notNull(),
    /** 'Progress' | 'Conversation' | 'Vround' */
    typeOfNote: text('type_of_note').notNull(),
    conversationDateTime: tsz('conversation_date_time').notNull(),
    conversationWith: text('conversation_with'),
    vroundChange: text('vround_change'),
    note: text('note').notNull(),
    createdOn: createdAt(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** The author's display name when the note was written (kept if the user is renamed later). */
    createdBy: text('created_by').notNull(),
    lastModified: lastModified(),
  },
  (t) => [index('case_notes_case_idx').on(t.module, t.caseId, t.createdOn)],
);

/** "The note keeps its history": each edit keeps the text (and fields) it replaced. */
export const caseNoteVersions = pgTable(
  'case_note_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer('note_id')
      .notNull()
      .references(() => caseNotes.id),
    typeOfNote: text('type_of_note').notNull(),
    conversationDateTime: tsz('conversation_date_time').notNull(),
    conversationWith: text('conversation_with'),
    vroundChange: text('vround_change'),
    note: text('note').notNull(),
    /** When that version was current until, and who replaced it. */
    replacedOn: createdAt(),
    replacedByUserId: integer('replaced_by_user_id').references(() => users.id),
  },
  (t) => [index('case_note_versions_note_idx').on(t.noteId)],
);

export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    module: text('module').notNull(),
    caseId: integer('case_id').notNull(),
    /** The name the file was uploaded under; downloads use it again. */
    filename: text('filename').notNull(),
    filesize: bigint('filesize', { mode: 'number' }).notNull(),
    /** Detected from the bytes at upload, not taken from the browser. */
    contentType: text('content_type').notNull(),
    fileKey: text('file_key').notNull(),
    createdOn: createdAt(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdBy: text('created_by').notNull(),
    /** Soft delete (GUIDE §3.5): the row and the bytes stay, hidden unless asked for. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedBy: text('deleted_by'),
    deletedOn: tsz('deleted_on'),
  },
  (t) => [index('case_attachments_case_idx').on(t.module, t.caseId, t.createdOn)],
);

export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    module: text('module').notNull(),
    caseId: integer('case_id').notNull(),
    /** The request as the domain's transferRequestSchema output it (validated before storing). */
    request: jsonb('request').notNull(),
    /** 'saved' | 'requested' | 'accepted' | 'rejected' | 'completed' */
    status: text('status').notNull(),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id),
    requestedBy: text('requested_by').notNull(),
    whenSubmitted: tsz('when_submitted'),
    whenRequested: tsz('when_requested'),
    whenAccepted: tsz('when_accepted'),
    whenRejected: tsz('when_rejected'),
    whenCompleted: tsz('when_completed'),
    /** The retrieval service's own id for the request (its case id). */
    arvisCaseId: text('arvis_case_id'),
    /** Which retrieval driver took the request: 'local' or 'http'. */
    driver: text('driver').notNull(),
    actualDestinationHospital: text('actual_destination_hospital'),
    actualArrivalDateTime: tsz('actual_arrival_date_time'),
    createdOn: createdAt(),
    lastModified: lastModified(),
  },
  (t) => [index('transfer_requests_case_idx').on(t.module, t.caseId)],
);
