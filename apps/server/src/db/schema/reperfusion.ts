import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './admin.ts';
import { createdAt, lastModified, tsz } from './columns.ts';
import { patientColumn } from './record-columns.ts';
import { vstConsults } from './vst.ts';

/**
 * The reperfusion case register (spec 3 §2.11, §3.7, §4.6; migration 0022). One row per VST consult
 * that is or was a reperfusion case, keyed by the consult's id: the VST consult save keeps `isCase`
 * (domain reperfusion/register.ts `isReperfusionCase`) and `destinationHospitalId` in step; the
 * register's own sections are JSONB values (what the case schema outputs after the clearing rules),
 * the director review status copied out for the dashboard's filter, and the consult's call time
 * copied for the dashboard's order (a consult save never changes it). The deletion columns are the
 * case-module framework's; a case follows its consult's deletion.
 */
export const vstReperfusionCases = pgTable(
  'vst_reperfusion_cases',
  {
    id: integer('id')
      .primaryKey()
      .references(() => vstConsults.id),
    ...patientColumn(),
    callDateTime: tsz('call_date_time').notNull(),
    isCase: boolean('is_case').notNull().default(true),
    /** A copy of the consult's answer (register.ts `destinationHospitalId`); no foreign key. */
    destinationHospitalId: integer('destination_hospital_id'),
    patientInformation: jsonb('patient_information'),
    imagingDetails: jsonb('imaging_details'),
    reperfusionCaseDischargeSummary: jsonb('reperfusion_case_discharge_summary'),
    reperfusionCaseDirectorReview: jsonb('reperfusion_case_director_review'),
    /** Domain `directorReviewStatus` of the stored sections (Awaiting, Ready, Reviewed). */
    directorReviewStatus: text('director_review_status').notNull().default('Awaiting'),
    deletedAt: tsz('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletionReason: text('deletion_reason'),
    createdAt: createdAt(),
    lastModified: lastModified(),
  },
  (t) => [
    index('vst_reperfusion_cases_register')
      .on(t.callDateTime, t.id)
      .where(sql`is_case AND deleted_at IS NULL`),
    index('vst_reperfusion_cases_patient').on(t.patientProfileId),
  ],
);

/**
 * Patient notes (spec 3 §3.8, §4.9, §7.3): the Comments of a reperfusion case, by patient profile,
 * application ('vst-reperfusion-case') and record (`foreignId`, the case's id).
 */
export const patientNotes = pgTable(
  'patient_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...patientColumn(),
    application: text('application').notNull(),
    foreignId: integer('foreign_id').notNull(),
    content: text('content').notNull(),
    metadataJson: text('metadata_json'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdOn: tsz('created_on').notNull().defaultNow(),
    lastModified: lastModified(),
  },
  (t) => [
    index('patient_notes_record').on(t.application, t.foreignId, t.createdOn),
    index('patient_notes_patient').on(t.patientProfileId),
  ],
);

/** Each edit of a patient note: who, when, and the text it replaced (editHistory, §3.8). */
export const patientNoteEdits = pgTable(
  'patient_note_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer('note_id')
      .notNull()
      .references(() => patientNotes.id),
    editedBy: integer('edited_by')
      .notNull()
      .references(() => users.id),
    editedAt: tsz('edited_at').notNull().defaultNow(),
    content: text('content').notNull(),
  },
  (t) => [index('patient_note_edits_note').on(t.noteId, t.id)],
);
