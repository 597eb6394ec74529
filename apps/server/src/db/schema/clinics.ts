import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { users } from './admin.ts';
import { tsz } from './columns.ts';
import { closingColumns, deletionAndStamps, patientColumn, strokeReferralColumns } from './record-columns.ts';

/**
 * VST outpatient clinics (TIA / minor stroke clinics, spec 3 §3.3, §4.4, §7.1 /outpatient). Same
 * design as the VST consult (vst.ts): one row per clinic, each section `sectionsToUpdate` names
 * one JSONB value holding exactly what its domain schema outputs (after `clearedClinic`), and the
 * columns the clinic list and the provider scope read copied out of the sections by the same
 * save (referring and patient hospital, URN, referral time). The specialist is chosen on the new
 * clinic form (§2.4, §5.8) and is a plain column. Deletes are soft, with the reason kept.
 */
export const vstClinics = pgTable(
  'vst_clinics',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...patientColumn(),
    /** The neurologist or stroke specialist of the clinic (a VST Admin or Manage user). */
    specialistId: integer('specialist_id')
      .notNull()
      .references(() => users.id),
    callDateTime: tsz('call_date_time').notNull(),
    patientInformation: jsonb('patient_information'),
    clinicalAssessmentDetails: jsonb('clinical_assessment_details'),
    furtherFollowup: jsonb('further_followup'),
    // Copies (written by the saves): provider scope, clinic list, keyword search.
    ...strokeReferralColumns(),
    ...closingColumns(),
    ...deletionAndStamps(),
  },
  (t) => [
    index('vst_clinics_list').on(t.callDateTime, t.id).where(sql`deleted_at IS NULL`),
    index('vst_clinics_patient').on(t.patientProfileId),
  ],
);
