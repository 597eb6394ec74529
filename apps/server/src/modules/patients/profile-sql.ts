import { ageOn } from '@scout/domain/patients/dates';
import type { Gender } from '@scout/domain/patients/limits';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import type { PatientProfile } from '@scout/domain/patients/patient-profile.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isProfileInScope } from '../../db/queries/profile-scope.ts';
import { queryRows } from '../../db/queries/rows.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';

/**
 * One statement loads whole profiles: the row, its URN entries with provider names and its open
 * presentations (for the active-case indicators). The last two are JSON copies on the row, kept
 * by triggers in the same transaction as every change to URNs, presentations or provider names
 * (migration 0011), so a page of 10 profiles is 10 row reads, not 30 lookups. Search and GET
 * share it.
 */
export interface ProfileSqlRow {
  id: number;
  lastName: string;
  firstName: string;
  middlename: string | null;
  dateOfBirth: string | null;
  age: number | null;
  gender: string;
  emailAddress: string | null;
  countryCode: number | null;
  livesOverseas: boolean;
  addressUnitOrRoomNumber: string | null;
  addressStreetNumber: string | null;
  addressStreetName: string | null;
  addressSuburb: string | null;
  addressState: string | null;
  addressPostcode: string | null;
  addressCountryCode: number | null;
  mergedIntoId: number | null;
  /** Epoch milliseconds (float8): the same on both drivers, exact at millisecond precision. */
  lastModifiedMs: number;
  urns: Array<{
    healthCareProviderId: number;
    healthCareProviderName: string;
    healthCareProviderNickName: string;
    urn: string;
  }>;
  active: Array<{ discriminator: string; caseId: number; status: string | null }>;
}

/** The select list for a patient_profiles row aliased `p`. */
export const PROFILE_COLUMNS_SQL = `
  p.id, p.last_name AS "lastName", p.first_name AS "firstName", p.middlename,
  p.date_of_birth::text AS "dateOfBirth", p.age, p.gender, p.email_address AS "emailAddress",
  p.country_code AS "countryCode", p.lives_overseas AS "livesOverseas",
  p.address_unit_or_room_number AS "addressUnitOrRoomNumber",
  p.address_street_number AS "addressStreetNumber", p.address_street_name AS "addressStreetName",
  p.address_suburb AS "addressSuburb", p.address_state AS "addressState",
  p.address_postcode AS "addressPostcode", p.address_country_code AS "addressCountryCode",
  p.merged_into_id AS "mergedIntoId",
  (extract(epoch FROM p.last_modified) * 1000)::float8 AS "lastModifiedMs",
  p.urn_entries AS urns, p.active_presentations AS active`;
export const PROFILE_COLUMNS = sql.raw(PROFILE_COLUMNS_SQL);

export function selectProfiles(db: Db | Tx, where: SQL): Promise<ProfileSqlRow[]> {
  return queryRows<ProfileSqlRow>(db, sql`SELECT ${PROFILE_COLUMNS} FROM patient_profiles p WHERE ${where}`);
}

export async function loadProfile(db: Db | Tx, id: number): Promise<ProfileSqlRow | null> {
  return (await selectProfiles(db, sql`p.id = ${id}`))[0] ?? null;
}

/** 404 'Patient Profile Id is invalid.' for a profile outside the scope, as for one that does not exist. */
export async function requireProfileInScope(db: Db | Tx, scope: ProviderScope, id: number): Promise<void> {
  if (!(await isProfileInScope(db, scope, id))) throw notFound(M.invalidId);
}

/** loadProfile, answering 404 'Patient Profile Id is invalid.' when there is no such profile. */
export async function requireProfile(db: Db | Tx, id: number): Promise<ProfileSqlRow> {
  const row = await loadProfile(db, id);
  if (!row) throw notFound(M.invalidId);
  return row;
}

/**
 * The API shape (patientProfileSchemaOut). Age is derived from the date of birth on `today`
 * (service time zone) when there is one; otherwise it is the entered age. Each module's
 * indicator is its newest open presentation; VTIS lists all of them with their status, because
 * all-INPATIENT VTIS cases do not block a new one (spec 1 §4).
 */
export function toPatientProfile(row: ProfileSqlRow, today: string): PatientProfile {
  const activeCase = (discriminator: string) =>
    row.active.find((a) => a.discriminator === discriminator)?.caseId ?? null;
  return {
    id: row.id,
    lastName: row.lastName,
    firstName: row.firstName,
    middlename: row.middlename,
    dateOfBirth: row.dateOfBirth,
    age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : row.age,
    gender: row.gender as Gender,
    emailAddress: row.emailAddress,
    countryCode: row.countryCode,
    livesOverseas: row.livesOverseas,
    addressUnitOrRoomNumber: row.addressUnitOrRoomNumber,
    addressStreetNumber: row.addressStreetNumber,
    addressStreetName: row.addressStreetName,
    addressSuburb: row.addressSuburb,
    addressState: row.addressState,
    addressPostcode: row.addressPostcode,
    addressCountryCode: row.addressCountryCode,
    patientHealthCareProviders: row.urns,
    activeEcmoCaseId: activeCase('ECMO'),
    activeVstConsultId: activeCase('VST'),
    activeOutpatientId: activeCase('Outpatient'),
    activeTelehealthCaseId: activeCase('Telehealth'),
    activeVtisConsults: row.active
      .filter((a) => a.discriminator === 'VTIS')
      .map((a) => ({ id: a.caseId, status: a.status ?? '' })),
    lastModified: new Date(row.lastModifiedMs).toISOString(),
    mergedIntoId: row.mergedIntoId,
  };
}
