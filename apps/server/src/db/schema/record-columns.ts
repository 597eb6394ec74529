import { boolean, integer, jsonb, text } from 'drizzle-orm/pg-core';
import { healthCareProviders, users } from './admin.ts';
import { createdAt, lastModified, tsz } from './columns.ts';
import { patientProfiles } from './patients.ts';

/**
 * Column sets every case table of the clinical areas declares the same way (ECMO, Telehealth, VST,
 * VTIS, clinics): functions, so each table gets its own column builders. The SQL of each table is
 * in its hand-written migration; these only describe the columns to Drizzle.
 */

/** The patient the record is about (every case record). */
export const patientColumn = () => ({
  patientProfileId: integer('patient_profile_id')
    .notNull()
    .references(() => patientProfiles.id),
});

/** The call that opened the record: the patient, the call taker and the call's time. */
export const callColumns = () => ({
  ...patientColumn(),
  callTakerId: integer('call_taker_id')
    .notNull()
    .references(() => users.id),
  callDateTime: tsz('call_date_time').notNull(),
});

/** Soft delete with who and why (spec: delete with reason), then the created / lastModified stamps. */
export const deletionAndStamps = () => ({
  deletedAt: tsz('deleted_at'),
  deletedBy: integer('deleted_by').references(() => users.id),
  deletionReason: text('deletion_reason'),
  createdAt: createdAt(),
  lastModified: lastModified(),
});

/** Open until closed (stroke records: the dashboard's status). */
export const closingColumns = () => ({
  isActive: boolean('is_active').notNull().default(true),
  closedOn: tsz('closed_on'),
});

/**
 * The stroke records' referrer section (JSONB, required from creation) and the columns their saves
 * copy out of the sections for the provider scope, the dashboards and the keyword search.
 */
export const strokeReferralColumns = () => ({
  referrerInformation: jsonb('referrer_information').notNull(),
  referrerHospitalId: integer('referrer_hospital_id')
    .notNull()
    .references(() => healthCareProviders.id),
  patientHospitalId: integer('patient_hospital_id').references(() => healthCareProviders.id),
  patientHospitalUrn: text('patient_hospital_urn'),
  referralDateTime: tsz('referral_date_time'),
});

/** The specialist a stroke consult or follow-up records in its neurologist section (copied out). */
export const strokeSpecialistColumns = () => ({
  specialistId: integer('specialist_id').references(() => users.id),
  specialistDateTime: tsz('specialist_date_time'),
});
