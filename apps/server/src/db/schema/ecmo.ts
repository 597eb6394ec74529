import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { healthCareProviders, users } from './admin.ts';
import { createdAt, lastModified, tsz } from './columns.ts';
import { callColumns, deletionAndStamps } from './record-columns.ts';

/**
 * ECMO (VECMOS) tables (spec 2 §3). Design, see docs/architecture.md "ECMO cases":
 * - One row per case. The referrer is plain columns (it is created with the case); each other
 *   section (patient hospital information, clinical details, ECMO details, conclusion) is one
 *   JSONB value holding exactly what its domain schema outputs, because each is validated and
 *   saved as a unit. What the dashboards filter or sort on is copied into plain columns by the
 *   same save (ecmo_status ... infectious_risk).
 * - Committed observations, blood gases and investigations are rows of ecmo_clinical_entries
 *   (append-only history, one kind column), not JSONB arrays: a commit is an INSERT rather than
 *   a rewrite of an ever-growing array, and the history can be read or reported on by kind.
 * - The lookups are one table keyed by (list, id), loaded from bundled reference data.
 */
export const ecmoLookups = pgTable(
  'ecmo_lookups',
  {
    /** ecmoprimaryorganfailures, ecmodiagnosiscategories, ecmoitemstatuses, ... (the route name). */
    list: text('list').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    /** Diagnosis categories only: the primary organ failure they belong to. */
    primaryOrganFailureId: integer('primary_organ_failure_id'),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.id] })],
);

export const ecmoCases = pgTable(
  'ecmo_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...callColumns(),
    referrerFirstName: text('referrer_first_name').notNull(),
    referrerLastName: text('referrer_last_name').notNull(),
    referrerPosition: text('referrer_position').notNull(),
    referrerContactNumber: text('referrer_contact_number').notNull(),
    referrerHospitalId: integer('referrer_hospital_id')
      .notNull()
      .references(() => healthCareProviders.id),
    referrerHospitalUnit: text('referrer_hospital_unit').notNull(),
    referrerHospitalAddress: text('referrer_hospital_address'),
    referrerEmailAddress: text('referrer_email_address'),
    patientHospitalInformation: jsonb('patient_hospital_information'),
    /** Diagnosis, ETT, ventilation, infusions, mechanical support and the three current drafts. */
    clinicalDetails: jsonb('clinical_details'),
    ecmoDetails: jsonb('ecmo_details'),
    conclusion: jsonb('conclusion'),
    // Denormalised for the dashboards (written by the section saves).
    ecmoStatus: text('ecmo_status'),
    ecmoMode: text('ecmo_mode'),
    ecmoDevice: text('ecmo_device'),
    ecmoStartDate: tsz('ecmo_start_date'),
    decannulationDateTime: tsz('decannulation_date_time'),
    diagnosisCategoryId: integer('diagnosis_category_id'),
    patientHospitalId: integer('patient_hospital_id').references(() => healthCareProviders.id),
    infectiousRisk: boolean('infectious_risk'),
    /** Set when the conclusion is saved: the case is archived and read-only from then on. */
    closedOn: tsz('closed_on'),
    ...deletionAndStamps(),
  },
  (t) => [
    index('ecmo_cases_open').on(t.createdAt).where(sql`closed_on IS NULL AND deleted_at IS NULL`),
    index('ecmo_cases_archive').on(t.closedOn).where(sql`closed_on IS NOT NULL AND deleted_at IS NULL`),
    index('ecmo_cases_patient').on(t.patientProfileId),
  ],
);

/** Committed observations, blood gases and investigations (append-only, oldest first by id). */
export const ecmoClinicalEntries = pgTable(
  'ecmo_clinical_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => ecmoCases.id),
    /** observation, bloodGas, investigation */
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    committedAt: tsz('committed_at').notNull().defaultNow(),
    committedBy: integer('committed_by').references(() => users.id),
  },
  (t) => [index('ecmo_clinical_entries_case').on(t.caseId, t.kind, t.id)],
);

/** ECMO consumable stock (spec 2 §3.5, §4.9). Ids of the lookups are ecmo_lookups ids of their list. */
export const ecmoItems = pgTable(
  'ecmo_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ecmoItemTypeId: integer('ecmo_item_type_id').notNull(),
    circuitTypeId: integer('circuit_type_id'),
    currentLocationId: integer('current_location_id')
      .notNull()
      .references(() => healthCareProviders.id),
    supplierId: integer('supplier_id').notNull(),
    expiry: date('expiry', { mode: 'string' }),
    ecmoItemBrandId: integer('ecmo_item_brand_id'),
    serialNumber: text('serial_number'),
    statusId: integer('status_id').notNull(),
    datePrimed: date('date_primed', { mode: 'string' }),
    primeExpiryDate: date('prime_expiry_date', { mode: 'string' }),
    remarks: text('remarks'),
    createdAt: createdAt(),
    lastModified: lastModified(),
  },
  (t) => [index('ecmo_items_status').on(t.statusId)],
);
