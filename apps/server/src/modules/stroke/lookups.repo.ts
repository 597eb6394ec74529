import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { healthCareProviders, patientProfiles, users } from '../../db/schema/index.ts';
import { intArray, namedRows } from '../cases/case-lookups.ts';

/**
 * Look-ups the stroke services (VST and VTIS, spec 3 §3.8, §6, §7) share: the hospitals a record
 * shows and sends to, user names, the patient row, and the neurologists of each service.
 */

export interface ProviderFacts {
  name: string;
  nickName: string;
  address: string | null;
  /** The ED fax line (VST records) is set and enabled. */
  faxEnabled: boolean;
  /** The VTIS fax line (VTIS records) is set and enabled. */
  faxVtisEnabled: boolean;
  boxEnabled: boolean;
}

/** What a record shows of its hospitals: names, address, and whether fax / file share are enabled. */
export async function providerFacts(db: Db | Tx, ids: number[]): Promise<Map<number, ProviderFacts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: healthCareProviders.id,
      name: healthCareProviders.name,
      nickName: healthCareProviders.nickName,
      address: healthCareProviders.address,
      faxEd: healthCareProviders.faxEd,
      faxEdEnabled: healthCareProviders.faxEdEnabled,
      faxVtis: healthCareProviders.faxVtis,
      faxVtisEnabled: healthCareProviders.faxVtisEnabled,
      boxEnabled: healthCareProviders.boxEnabled,
    })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, ids));
  return factsById(rows);
}

interface ProviderRow {
  id: number;
  name: string;
  nickName: string;
  address: string | null;
  faxEd: string | null;
  faxEdEnabled: boolean;
  faxVtis: string | null;
  faxVtisEnabled: boolean;
  boxEnabled: boolean;
}

function factsById(rows: ProviderRow[]): Map<number, ProviderFacts> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: r.name,
        nickName: r.nickName,
        address: r.address,
        faxEnabled: r.faxEdEnabled && !!r.faxEd,
        faxVtisEnabled: r.faxVtisEnabled && !!r.faxVtis,
        boxEnabled: r.boxEnabled,
      },
    ]),
  );
}

/**
 * What a stroke record shows besides its own row, in one statement (issue 27: each statement of a
 * record read cost a query build, a round trip and a row parse; the read made four): the patient
 * profile, the facts of `providerIds` (as `providerFacts`) and the names of `userIds` (as
 * `userNames`).
 */
export async function recordLookups(
  db: Db | Tx,
  patientId: number,
  providerIds: number[],
  userIds: number[],
) {
  const query = sql`SELECT json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
      'middlename', p.middlename, 'gender', p.gender, 'dateOfBirth', p.date_of_birth, 'age', p.age,
      'livesOverseas', p.lives_overseas, 'addressUnitOrRoomNumber', p.address_unit_or_room_number,
      'addressStreetNumber', p.address_street_number, 'addressStreetName', p.address_street_name,
      'addressSuburb', p.address_suburb, 'addressState', p.address_state,
      'addressPostcode', p.address_postcode) AS patient,
    (SELECT coalesce(json_agg(json_build_object('id', h.id, 'name', h.name,
      'nickName', h.nick_name, 'address', h.address, 'faxEd', h.fax_ed, 'faxEdEnabled', h.fax_ed_enabled,
      'faxVtis', h.fax_vtis, 'faxVtisEnabled', h.fax_vtis_enabled, 'boxEnabled', h.box_enabled)), '[]'::json)
      FROM health_care_providers h WHERE h.id = ANY(${intArray(providerIds)})) AS providers,
    (SELECT coalesce(json_agg(json_build_object('id', u.id, 'displayName', u.display_name)), '[]'::json)
      FROM users u WHERE u.id = ANY(${intArray(userIds)})) AS users
    FROM patient_profiles p WHERE p.id = ${patientId}`;
  const [r] = await namedRows<{
    patient: RecordPatient | string;
    providers: ProviderRow[] | string;
    users: Array<{ id: number; displayName: string }> | string;
  }>(db, 'stroke_record_lookups', query);
  if (!r) throw new Error(`patient profile ${patientId} of a stroke record is missing`);
  const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    patient: parsed(r.patient),
    providers: factsById(parsed(r.providers)),
    names: new Map(parsed(r.users).map((u) => [u.id, u.displayName])),
  };
}

/** What a stroke record shows of its patient's profile (stroke/record-view.ts). */
export type RecordPatient = Pick<
  typeof patientProfiles.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'middlename'
  | 'gender'
  | 'dateOfBirth'
  | 'age'
  | 'livesOverseas'
  | 'addressUnitOrRoomNumber'
  | 'addressStreetNumber'
  | 'addressStreetName'
  | 'addressSuburb'
  | 'addressState'
  | 'addressPostcode'
>;

/**
 * The fax numbers and what is enabled for one hospital (the sends): the ED line takes VST records,
 * the VTIS line VTIS records (the provider form's two fax settings).
 */
export function providerFactsWithFax(db: Db | Tx, id: number) {
  return db
    .select({
      faxEd: healthCareProviders.faxEd,
      faxEdEnabled: healthCareProviders.faxEdEnabled,
      faxVtis: healthCareProviders.faxVtis,
      faxVtisEnabled: healthCareProviders.faxVtisEnabled,
      boxEnabled: healthCareProviders.boxEnabled,
    })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.id, id))
    .limit(1);
}

export async function userNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.displayName]));
}

export async function patientRow(db: Db | Tx, id: number) {
  const [p] = await db.select().from(patientProfiles).where(eq(patientProfiles.id, id)).limit(1);
  if (!p) throw new Error(`patient profile ${id} of a stroke record is missing`);
  return p;
}

/** GET /hospitals (VST and VTIS): active hospitals (id, name, nickName, address). */
export function listHospitals(db: Db) {
  return db
    .select({
      id: healthCareProviders.id,
      name: healthCareProviders.name,
      nickName: healthCareProviders.nickName,
      address: healthCareProviders.address,
    })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.isActive, true))
    .orderBy(asc(healthCareProviders.nickName));
}

/**
 * The neurologists and stroke specialists of a stroke service (spec 3 §6 "/api/vst/managers gives
 * only managers (neurologists)"; SCOUT's reading): enabled accounts holding the service's Admin or
 * Manage level (VST: `vstAccess`, VTIS: `vtisAccess`).
 */
export type StrokeService = 'vst' | 'vtis';
const NEUROLOGIST: Record<StrokeService, SQL | undefined> = {
  vst: and(
    eq(users.accountEnabled, true),
    eq(users.isVstUser, true),
    gte(users.vstAccess, ACCESS_LEVEL.Manage),
  ),
  vtis: and(
    eq(users.accountEnabled, true),
    eq(users.isVtisUser, true),
    gte(users.vtisAccess, ACCESS_LEVEL.Manage),
  ),
};

export const listNeurologists = (db: Db, service: StrokeService) =>
  db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(NEUROLOGIST[service])
    .orderBy(asc(users.displayName));

export async function isNeurologist(db: Db | Tx, service: StrokeService, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), NEUROLOGIST[service]))
    .limit(1);
  return rows.length > 0;
}
