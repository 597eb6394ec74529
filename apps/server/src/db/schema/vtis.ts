import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './admin.ts';
import { tsz } from './columns.ts';
import { patientProfiles } from './patients.ts';
import {
  callColumns,
  closingColumns,
  deletionAndStamps,
  strokeReferralColumns,
  strokeSpecialistColumns,
} from './record-columns.ts';
import { vstConsults } from './vst.ts';

/**
 * VTIS consults, follow-ups and hospital documentation (spec 3 §3.4 to §3.6). The design of VST
 * (vst.ts; docs/architecture.md "Adding a case module", "VTIS"):
 * - One row per record; each section `sectionsToUpdate` names is one JSONB value holding exactly
 *   what its domain schema outputs (after the clearing rules).
 * - What the dashboard, the keyword search, the provider scope and the AuSCR export filter on is
 *   copied into plain columns by the same save (hospitals, URN, specialist and times, stroke type,
 *   active / closed / declined).
 * - A follow-up is a record of its own pointing at its consult. The hospital documentation is one
 *   row per consult whose documentation is required, keyed by the consult's id (one id for the
 *   dashboard row, the form URL and the discharge summary).
 */
export const vtisConsults = pgTable(
  'vtis_consults',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...callColumns(),
    /** The VST consult whose close referred the patient automatically (spec 3 §4.1), if any. */
    vstConsultId: integer('vst_consult_id').references(() => vstConsults.id),
    patientInformation: jsonb('patient_information'),
    patientHistory: jsonb('patient_history'),
    neurologistInformation: jsonb('neurologist_information'),
    imagingDetails: jsonb('imaging_details'),
    diagnosisDetails: jsonb('diagnosis_details'),
    recommendedManagement: jsonb('recommended_management'),
    technicalConsultationInformation: jsonb('technical_consultation_information'),
    // Copies (written by the saves): provider scope, dashboard, search, export.
    ...strokeReferralColumns(),
    ...strokeSpecialistColumns(),
    strokeType: text('stroke_type'),
    ...closingColumns(),
    /**
     * Waiting for the VTIS service (spec 3 §3.4 isPending): true from creation until a save records
     * the VTIS neurologist (domain vtis/rules.ts `isStillPending`); never true again.
     */
    isPending: boolean('is_pending').notNull().default(true),
    // Decline (spec 3 §4.1, §5.7): who (the signed-in account), when, the reason chosen and Other's text.
    declinedAt: tsz('declined_at'),
    declinedBy: integer('declined_by').references(() => users.id),
    reasonForDeclining: text('reason_for_declining'),
    otherReasonForDeclining: text('other_reason_for_declining'),
    ...deletionAndStamps(),
  },
  (t) => [
    // Migration 0020 gives the first two INCLUDE columns and adds the URN prefix index
    // (lower(urn) text_pattern_ops), as 0018/0019 do for VST: drizzle's index builder has neither.
    index('vtis_consults_dashboard').on(t.callDateTime, t.id).where(sql`deleted_at IS NULL`),
    index('vtis_consults_patient_calls')
      .on(t.patientProfileId, t.callDateTime, t.id)
      .where(sql`deleted_at IS NULL`),
    uniqueIndex('vtis_consults_vst_consult')
      .on(t.vstConsultId)
      .where(sql`vst_consult_id IS NOT NULL AND deleted_at IS NULL`),
  ],
);

export const vtisFollowups = pgTable(
  'vtis_followups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vtisConsultId: integer('vtis_consult_id')
      .notNull()
      .references(() => vtisConsults.id),
    ...callColumns(),
    patientInformation: jsonb('patient_information'),
    neurologistInformation: jsonb('neurologist_information'),
    followupConsultationInformation: jsonb('followup_consultation_information'),
    ...strokeReferralColumns(),
    ...strokeSpecialistColumns(),
    ...closingColumns(),
    ...deletionAndStamps(),
  },
  (t) => [
    index('vtis_followups_consult').on(t.vtisConsultId, t.id).where(sql`deleted_at IS NULL`),
    index('vtis_followups_patient').on(t.patientProfileId),
  ],
);

/**
 * The hospital documentation of a VTIS consult (spec 3 §2.9, §3.6, §4.7): four sections as JSONB,
 * the dates the AuSCR export and the dashboard read copied out, and its own close (Save and Close:
 * "Hospital documentation closed"). `id` is the consult's id.
 */
export const vtisHospitalDocumentation = pgTable(
  'vtis_hospital_documentation',
  {
    id: integer('id')
      .primaryKey()
      .references(() => vtisConsults.id),
    patientProfileId: integer('patient_profile_id')
      .notNull()
      .references(() => patientProfiles.id),
    admissionDetails: jsonb('admission_details'),
    clinicalInformation: jsonb('clinical_information'),
    secondaryPrevention: jsonb('secondary_prevention'),
    dischargeInformation: jsonb('discharge_information'),
    // Copies: the admission and discharge dates (AuSCR export range, length of stay).
    hospitalAdmissionDate: date('hospital_admission_date', { mode: 'string' }),
    hospitalDischargeDate: date('hospital_discharge_date', { mode: 'string' }),
    closedOn: tsz('closed_on'),
    closedBy: integer('closed_by').references(() => users.id),
    ...deletionAndStamps(),
  },
  (t) => [
    index('vtis_hospital_documentation_patient').on(t.patientProfileId),
    index('vtis_hospital_documentation_admission')
      .on(t.hospitalAdmissionDate, t.id)
      .where(sql`deleted_at IS NULL`),
  ],
);
