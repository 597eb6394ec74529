import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { healthCareProviders, users } from './admin.ts';
import { tsz } from './columns.ts';
import { outboundMessages } from './outbound.ts';
import {
  callColumns,
  closingColumns,
  deletionAndStamps,
  strokeReferralColumns,
  strokeSpecialistColumns,
} from './record-columns.ts';

/**
 * VST consults and follow-ups (spec 3 §3.1, §3.2). Same design as Telehealth
 * (docs/architecture.md "Adding a case module"):
 * - One row per record. Each section named by `sectionsToUpdate` is one JSONB value holding
 *   exactly what its domain schema outputs (after the clearing rules).
 * - What the dashboard, the select-consult search and the provider scope read is copied into
 *   plain columns by the same save: referrer and patient hospital, URN, specialist and the times
 *   the dashboard shows, stroke type, active/closed.
 * - A follow-up is a record of its own (its own id, study ID, lastModified, attachments) pointing
 *   at its consult.
 */
export const vstConsults = pgTable(
  'vst_consults',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...callColumns(),
    /** The data version (domain `anticoagulantQuestion`); CURRENT_VST_SCHEMA_VERSION for new consults. */
    schemaVersion: smallint('schema_version'),
    patientInformation: jsonb('patient_information'),
    neurologistInformation: jsonb('neurologist_information'),
    clinicalPresentationInformation: jsonb('clinical_presentation_information'),
    imagingDetails: jsonb('imaging_details'),
    diagnosisDetails: jsonb('diagnosis_details'),
    reperfusionTherapiesDetails: jsonb('reperfusion_therapies_details'),
    technicalConsultationInformation: jsonb('technical_consultation_information'),
    hospitalAgreementDetails: jsonb('hospital_agreement_details'),
    // Copies (written by the saves): provider scope, dashboard, search.
    ...strokeReferralColumns(),
    ...strokeSpecialistColumns(),
    strokeType: text('stroke_type'),
    ...closingColumns(),
    ...deletionAndStamps(),
  },
  (t) => [
    // Migration 0018 gives this index INCLUDE (referrer_hospital_id, patient_hospital_id,
    // patient_profile_id, patient_hospital_urn) for index-only search totals; drizzle's index
    // builder has no INCLUDE, so the migration (hand-written, like every migration since 0012) holds it.
    index('vst_consults_dashboard').on(t.callDateTime, t.id).where(sql`deleted_at IS NULL`),
    index('vst_consults_closed')
      .on(t.callDateTime, t.id)
      .where(sql`is_active = false AND deleted_at IS NULL`),
    index('vst_consults_patient').on(t.patientProfileId),
  ],
);

export const vstFollowups = pgTable(
  'vst_followups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vstConsultId: integer('vst_consult_id')
      .notNull()
      .references(() => vstConsults.id),
    ...callColumns(),
    patientInformation: jsonb('patient_information'),
    neurologistInformation: jsonb('neurologist_information'),
    followupConsultationInformation: jsonb('followup_consultation_information'),
    hospitalAgreementDetails: jsonb('hospital_agreement_details'),
    ...strokeReferralColumns(),
    ...strokeSpecialistColumns(),
    ...closingColumns(),
    ...deletionAndStamps(),
  },
  (t) => [
    index('vst_followups_consult').on(t.vstConsultId, t.id).where(sql`deleted_at IS NULL`),
    index('vst_followups_patient').on(t.patientProfileId),
  ],
);

/**
 * Every send of a record's PDF to a hospital (spec 3 §7.1 POST /form/send/fax|box; issue 12: who,
 * when, where, result). The adapter's own copy is in outbound_messages (the admin Outbox page).
 */
export const vstFormSends = pgTable(
  'vst_form_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'fax' | 'box' */
    channel: text('channel').notNull(),
    /** 'Consult' | 'Followup' */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    studyId: text('study_id').notNull(),
    hospitalId: integer('hospital_id').references(() => healthCareProviders.id),
    /** The fax number or the file-share folder. */
    destination: text('destination'),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sentAt: tsz('sent_at').notNull().defaultNow(),
    /** 'sent' | 'failed' */
    result: text('result').notNull(),
    error: text('error'),
    outboundMessageId: bigint('outbound_message_id', { mode: 'number' }).references(
      () => outboundMessages.id,
    ),
  },
  (t) => [index('vst_form_sends_record').on(t.recordType, t.recordId, t.sentAt)],
);
