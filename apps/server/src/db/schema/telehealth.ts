import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { healthCareProviders, users } from './admin.ts';
import { lastModified, tsz } from './columns.ts';
import { callColumns, deletionAndStamps } from './record-columns.ts';

/**
 * Telehealth tables (spec 2 §3.6). Same design as ECMO (docs/architecture.md "Adding a case
 * module"):
 * - One row per case. Each section (referrer, intensivist, patient information, patient history,
 *   outcome) is one JSONB value holding exactly what its domain schema outputs, because each is
 *   validated and saved as a unit. What the dashboards, the provider scope and the patient search
 *   need is copied into plain columns by the same save (referrer_hospital_id ... outcome).
 * - Consultations are rows of telehealth_consultations (one JSONB value per consultation with
 *   its seven sub-sections): adding one is an INSERT, the newest-only rule is "the highest id of
 *   the case", and the dashboard's Consults column is a count.
 * - The drugs of the infusion and stat-dose lookups are reference data (migration 0016).
 */
export const telehealthCases = pgTable(
  'telehealth_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...callColumns(),
    referrerInformation: jsonb('referrer_information').notNull(),
    intensivistInformation: jsonb('intensivist_information'),
    patientInformation: jsonb('patient_information'),
    patientHistoryInformation: jsonb('patient_history_information'),
    outcomeInformation: jsonb('outcome_information'),
    // Denormalised (written by the section saves): provider scope, dashboards, search.
    referrerHospitalId: integer('referrer_hospital_id')
      .notNull()
      .references(() => healthCareProviders.id),
    /** The patient's hospital (patient information); the case's hospital once recorded. */
    healthCareProviderId: integer('health_care_provider_id').references(() => healthCareProviders.id),
    caseIntensivistId: integer('case_intensivist_id').references(() => users.id),
    hospitalUrn: text('hospital_urn'),
    dateOfAdmissionCriticalCare: tsz('date_of_admission_critical_care'),
    /** 0 Stay In Regional ICU, 1 Deceased, 2 Transfer (spec 2 §3.6); null = not chosen. */
    outcome: smallint('outcome'),
    /** Set when the case is closed (spec 2 §4.10): archived, read-only for most users. */
    closedDateTime: tsz('closed_date_time'),
    ...deletionAndStamps(),
  },
  (t) => [
    index('telehealth_cases_open')
      .on(t.createdAt)
      .where(sql`closed_date_time IS NULL AND deleted_at IS NULL`),
    index('telehealth_cases_archive')
      .on(t.closedDateTime)
      .where(sql`closed_date_time IS NOT NULL AND deleted_at IS NULL`),
    index('telehealth_cases_patient').on(t.patientProfileId),
  ],
);

/** Consultations of a case (spec 2 §3.6), newest = highest id; only the newest may change. */
export const telehealthConsultations = pgTable(
  'telehealth_consultations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => telehealthCases.id),
    /** airway, breathing, circulationAndInfusion, disability, environmentAndExposure, investigations, recommendations */
    data: jsonb('data').notNull(),
    createdOn: tsz('created_on').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
    lastModified: lastModified(),
  },
  (t) => [index('telehealth_consultations_case').on(t.caseId, t.id)],
);

/** Drugs of the infusion and stat-dose lookups (spec 2 §7.2): reference data, never deleted. */
export const telehealthDrugs = pgTable(
  'telehealth_drugs',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** 'Infusion' | 'StatDose' */
    type: text('type').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [index('telehealth_drugs_type').on(t.type, t.sortOrder)],
);
