import { searchNameSql } from '@scout/domain/patients/search-name';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { healthCareProviders } from './admin.ts';
import { createdAt, lastModified, tsz } from './columns.ts';

export const patientProfiles = pgTable(
  'patient_profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middlename: text('middlename'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** Entered age when the date of birth is unknown (the age of a known DOB is derived). */
    age: smallint('age'),
    gender: text('gender').notNull(),
    emailAddress: text('email_address'),
    countryCode: integer('country_code'),
    livesOverseas: boolean('lives_overseas').notNull().default(false),
    addressUnitOrRoomNumber: text('address_unit_or_room_number'),
    addressStreetNumber: text('address_street_number'),
    addressStreetName: text('address_street_name'),
    addressSuburb: text('address_suburb'),
    addressState: text('address_state'),
    addressPostcode: text('address_postcode'),
    addressCountryCode: integer('address_country_code'),
    /** Set when this profile was merged into another: it is retired, never deleted. */
    mergedIntoId: integer('merged_into_id'),
    mergedAt: tsz('merged_at'),
    createdAt: createdAt(),
    lastModified: lastModified(),
    /**
     * Lower-cased names kept by PostgreSQL for the search. Stored columns (not expression
     * indexes) so the search indexes below can answer index-only: PostgreSQL cannot use an
     * index-only scan for lower(last_name) because last_name itself is not in the index.
     * Lower case, accents folded, without apostrophes, hyphens, dots and spaces (searchName in
     * the domain; migrations 0015 and 0026), so "obrien" finds O'Brien, "smithjones" Smith-Jones,
     * "angstrom" Ångström and "strasse" Straße.
     */
    searchLast: text('search_last').generatedAlwaysAs(sql.raw(searchNameSql('"last_name"'))),
    searchFirst: text('search_first').generatedAlwaysAs(sql.raw(searchNameSql('"first_name"'))),
    /**
     * Copies kept by triggers (migration 0011), read by every list of profiles (the search):
     * the URN entries with their providers' names, in entry order, and the open presentations
     * (active-case indicators), newest first. Reading them with the row replaced two lookups per
     * listed profile. Written only by the triggers on patient_urns, presentations and
     * health_care_providers; the tables they copy stay the record.
     */
    urnEntries: json('urn_entries').notNull().default(sql`'[]'::json`),
    activePresentations: json('active_presentations').notNull().default(sql`'[]'::json`),
  },
  (t) => [
    // Typo-tolerant fallback of the search (similarity, spec-free addition): GIN trigram over
    // the folded names (migration 0026), so a near miss typed without accents finds accented names.
    index('patient_profiles_search_last_trgm').using('gin', sql`${t.searchLast} gin_trgm_ops`),
    index('patient_profiles_search_first_trgm').using('gin', sql`${t.searchFirst} gin_trgm_ops`),
    /**
     * The search's prefix match (docs/performance.md): live profiles only, keyed for LIKE 'x%'
     * (text_pattern_ops), carrying every sort column so matching, counting and sorting a
     * keyword's matches read the index alone; only the page's 10 rows touch the table.
     */
    index('patient_profiles_search_last')
      .on(
        t.searchLast.op('text_pattern_ops'),
        t.searchFirst.op('text_pattern_ops'),
        t.id,
        t.dateOfBirth,
        t.age,
        t.gender,
        t.lastModified,
      )
      .where(sql`merged_into_id IS NULL`),
    index('patient_profiles_search_first')
      .on(
        t.searchFirst.op('text_pattern_ops'),
        t.searchLast.op('text_pattern_ops'),
        t.id,
        t.dateOfBirth,
        t.age,
        t.gender,
        t.lastModified,
      )
      .where(sql`merged_into_id IS NULL`),
    /**
     * Two-letter keys for the name-ordered search (search.repo.ts): the profiles whose OTHER
     * name starts with a 2-letter token, already in sort-name order, so a page of a broad
     * keyword is read in order instead of sorting thousands of matches.
     */
    index('patient_profiles_first2_by_last')
      .on(
        sql`left(${t.searchFirst}, 2)`,
        t.searchLast.op('text_pattern_ops'),
        t.searchFirst.op('text_pattern_ops'),
        t.id,
      )
      .where(sql`merged_into_id IS NULL`),
    index('patient_profiles_last2_by_first')
      .on(
        sql`left(${t.searchLast}, 2)`,
        t.searchFirst.op('text_pattern_ops'),
        t.searchLast.op('text_pattern_ops'),
        t.id,
      )
      .where(sql`merged_into_id IS NULL`),
    index('patient_profiles_dob').on(t.dateOfBirth),
  ],
);

/**
 * The search form of each profile's names from each word after the first to the end ("Thị Hồng"
 * gives "hong", "Smith-Jones" "jones": searchNameTails in the domain), so a keyword token finds
 * the start of any word of a name by an index range. Kept from the names by a trigger on
 * patient_profiles (migration 0026); a profile with one-word names has no row.
 */
export const patientNameWords = pgTable(
  'patient_name_words',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => patientProfiles.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.word] }),
    index('patient_name_words_word').on(t.word.op('text_pattern_ops'), t.profileId),
    index('patient_name_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/**
 * How many live profiles have a last or first search name, or a word of one (patientNameWords),
 * starting with each prefix of 2 to 12 letters (a profile counts once per prefix). Kept by a
 * trigger on patient_profiles (migrations 0008, 0010 and 0026), it gives the exact total of the broadest searches (a 2-letter keyword matches ~10 % of
 * the register) without counting their matches on every keystroke.
 */
export const patientNamePrefixCounts = pgTable('patient_name_prefix_counts', {
  prefix: text('prefix').primaryKey(),
  profiles: integer('profiles').notNull(),
});

/** URN/THCI entries: a patient's record number at a provider (patientHealthCareProviders). */
export const patientUrns = pgTable(
  'patient_urns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientProfileId: integer('patient_profile_id')
      .notNull()
      .references(() => patientProfiles.id),
    healthCareProviderId: integer('health_care_provider_id')
      .notNull()
      .references(() => healthCareProviders.id),
    urn: text('urn').notNull(),
  },
  (t) => [
    uniqueIndex('patient_urns_patient_provider').on(t.patientProfileId, t.healthCareProviderId),
    /**
     * A URN names one patient at a provider (spec 1 §5 'URN/THCI has been used by other
     * patient.'): enforced here so two concurrent saves cannot both take it. Retired (merged)
     * profiles hold no URN rows (the merge moves or drops them), so this covers live profiles.
     */
    uniqueIndex('patient_urns_provider_urn_unique').on(t.healthCareProviderId, sql`lower(${t.urn})`),
    index('patient_urns_urn').on(sql`lower(${t.urn})`),
  ],
);

export const patientPreviousAddresses = pgTable(
  'patient_previous_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    patientProfileId: integer('patient_profile_id')
      .notNull()
      .references(() => patientProfiles.id),
    livesOverseas: boolean('lives_overseas').notNull().default(false),
    addressUnitOrRoomNumber: text('address_unit_or_room_number'),
    addressStreetNumber: text('address_street_number'),
    addressStreetName: text('address_street_name'),
    addressSuburb: text('address_suburb'),
    addressState: text('address_state'),
    addressPostcode: text('address_postcode'),
    addressCountryCode: integer('address_country_code'),
    addedAt: tsz('added_at').notNull().defaultNow(),
  },
  (t) => [index('patient_previous_addresses_patient').on(t.patientProfileId, t.addedAt)],
);

/**
 * The cross-module index of a patient's presentations (one row per case of any module),
 * written by each module's service in the same transaction as its case. The journey reads it,
 * merge moves it, and the active-case indicators come from it.
 */
export const presentations = pgTable(
  'presentations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** ECMO, Telehealth, Outpatient, VST, VSTFollowup, VTIS, VTISFollowup */
    discriminator: text('discriminator').notNull(),
    /** Id of the case in its module's own table. */
    caseId: integer('case_id').notNull(),
    patientProfileId: integer('patient_profile_id')
      .notNull()
      .references(() => patientProfiles.id),
    presentationDateTime: tsz('presentation_date_time').notNull(),
    studyId: text('study_id'),
    principalProblem: text('principal_problem'),
    healthCareProviderId: integer('health_care_provider_id'),
    /** Open case: blocks a new case of the same module for this patient (VTIS: see status). */
    isActive: boolean('is_active').notNull().default(true),
    status: text('status'),
    deletedAt: tsz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('presentations_case').on(t.discriminator, t.caseId),
    index('presentations_patient').on(t.patientProfileId, t.presentationDateTime),
  ],
);
