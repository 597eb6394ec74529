import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { healthCareProviders, users } from './admin.ts';
import { createdAt, lastModified, tsz } from './columns.ts';
import { outboundMessages } from './outbound.ts';
import { patientProfiles } from './patients.ts';

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
    patientProfileId: integer('patient_profile_id')
      .notNull()
      .references(() => patientProfiles.id),
    callTakerId: integer('call_taker_id')
      .notNull()
      .references(() => users.id),
    callDateTime: tsz('call_date_time').notNull(),
    /** The data version (domain `anticoagulantQuestion`); CURRENT_VST_SCHEMA_VERSION for new consults. */
    schemaVersion: smallint('schema_version'),
    referrerInformation: jsonb('referrer_information').notNull(),
    patientInformation: jsonb('patient_information'),
    neurologistInformation: jsonb('neurologist_information'),
    clinicalPresentationInformation: jsonb('clinical_presentation_information'),
    imagingDetails: jsonb('imaging_details'),
    diagnosisDetails: jsonb('diagnosis_details'),
    reperfusionTherapiesDetails: jsonb('reperfusion_therapies_details'),
    technicalConsultationInformation: jsonb('technical_consultation_information'),
    hospitalAgreementDetails: jsonb('hospital_agreement_details'),
    // Copies (written by the saves): provider scope, dashboard, search.
    referrerHospitalId: integer('referrer_hospital_id')
      .notNull()
      .references(() => healthCareProviders.id),
    patientHospitalId: integer('patient_hospital_id').references(() => healthCareProviders.id),
    patientHospitalUrn: text('patient_hospital_urn'),
    specialistId: integer('specialist_id').references(() => users.id),
    specialistDateTime: tsz('specialist_date_time'),
    referralDateTime: tsz('referral_date_time'),
    strokeType: text('stroke_type'),
    isActive: boolean('is_active').notNull().default(true),
    closedOn: tsz('closed_on'),
    deletedAt: tsz('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletionReason: text('deletion_reason'),
    createdAt: createdAt(),
    lastModified: lastModified(),
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
    patientProfileId: integer('patient_profile_id')
      .notNull()
      .references(() => patientProfiles.id),
    callTakerId: integer('call_taker_id')
      .notNull()
      .references(() => users.id),
    callDateTime: tsz('call_date_time').notNull(),
    referrerInformation: jsonb('referrer_information').notNull(),
    patientInformation: jsonb('patient_information'),
    neurologistInformation: jsonb('neurologist_information'),
    followupConsultationInformation: jsonb('followup_consultation_information'),
    hospitalAgreementDetails: jsonb('hospital_agreement_details'),
    referrerHospitalId: integer('referrer_hospital_id')
      .notNull()
      .references(() => healthCareProviders.id),
    patientHospitalId: integer('patient_hospital_id').references(() => healthCareProviders.id),
    patientHospitalUrn: text('patient_hospital_urn'),
    specialistId: integer('specialist_id').references(() => users.id),
    specialistDateTime: tsz('specialist_date_time'),
    referralDateTime: tsz('referral_date_time'),
    isActive: boolean('is_active').notNull().default(true),
    closedOn: tsz('closed_on'),
    deletedAt: tsz('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
    deletionReason: text('deletion_reason'),
    createdAt: createdAt(),
    lastModified: lastModified(),
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
