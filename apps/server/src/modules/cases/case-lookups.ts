import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { ageOn } from '@scout/domain/patients/dates';
import { and, asc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, preparedRows, type Tx } from '../../db/client.ts';
import { queryRows } from '../../db/queries/rows.ts';
import { healthCareProviders, patientProfiles, patientUrns, users } from '../../db/schema/index.ts';
import type { CaseTable } from './case-module.ts';

/**
 * Look-ups every case module's services need (the patient of a new case, the call taker, the
 * hospitals named in sections), shared so each module does not keep a copy.
 */

/** An int[] parameter that both engines take (a PostgreSQL array literal; '{}' for none). */
export const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

const dialect = new PgDialect();

/**
 * Rows of a fixed-shape read by `name` (issue 27): outside a transaction a named statement on the
 * generic-plan pool (parsed and planned once per connection: a record read's look-ups spent twice
 * their execution time being planned), inside one on the transaction itself.
 */
export async function namedRows<T>(db: Db | Tx, name: string, query: SQL): Promise<T[]> {
  if (db instanceof PgTransaction) return queryRows<T>(db, query);
  const q = dialect.sqlToQuery(query);
  return preparedRows<T>(db as Db, name, q.sql, q.params);
}

/** A patient profile that was not merged away; `forUpdate` locks it (one open case per patient). */
export async function findPatient(db: Db | Tx, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(patientProfiles)
    .where(and(eq(patientProfiles.id, id), isNull(patientProfiles.mergedIntoId)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function findUser(db: Db | Tx, id: number) {
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Nick names of the given providers (missing ids are simply absent). */
export async function providerNickNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: healthCareProviders.id, nickName: healthCareProviders.nickName })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, ids));
  return new Map(rows.map((r) => [r.id, r.nickName]));
}

export async function providerExists(db: Db | Tx, id: number): Promise<boolean> {
  return (await providerNickNames(db, [id])).has(id);
}

/** The profile's URN/THCI entries (the case patient's `urns`), oldest first. */
export function patientUrnsOf(db: Db | Tx, id: number) {
  return db
    .select({ healthCareProviderId: patientUrns.healthCareProviderId, urn: patientUrns.urn })
    .from(patientUrns)
    .where(eq(patientUrns.patientProfileId, id))
    .orderBy(asc(patientUrns.id));
}

/** The patient of a case as the case shows it (a merged profile's cases point at the survivor). */
export async function casePatient(db: Db | Tx, id: number, today: string) {
  const [p] = await db.select().from(patientProfiles).where(eq(patientProfiles.id, id)).limit(1);
  if (!p) throw new Error(`patient profile ${id} of a case is missing`);
  const urns = await patientUrnsOf(db, id);
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    middlename: p.middlename,
    gender: p.gender,
    age: p.dateOfBirth ? ageOn(p.dateOfBirth, today) : p.age,
    dateOfBirth: p.dateOfBirth,
    urns,
  };
}

/**
 * True when the patient has a case of the module that is neither closed nor deleted (the
 * one-open-case-per-patient rule; call it after locking the patient with findPatient).
 */
export async function hasOpenCase(
  tx: Tx,
  table: CaseTable,
  closed: PgColumn,
  patientProfileId: number,
): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.patientProfileId, patientProfileId), isNull(closed), isNull(table.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** A module's user flag and access-level columns (users.isEcmoUser and users.ecmoAccess, ...). */
export interface AppAccessColumns {
  appUser: PgColumn;
  access: PgColumn;
}

/**
 * Who may take a module's calls: enabled accounts that may write in it (domain canEditApp: system
 * admins, call takers, and users of the module with Manage or Admin access). A read-only user is no
 * call taker (issue 24).
 */
function callTakerWhere({ appUser, access }: AppAccessColumns) {
  return and(
    eq(users.accountEnabled, true),
    or(
      eq(users.isSystemAdmin, true),
      eq(users.isAvRaso, true),
      and(eq(appUser, true), gte(access, ACCESS_LEVEL.Manage)),
    ),
  );
}

/** Call-taker choices of a module, by name. */
export function listCallTakers(db: Db | Tx, app: AppAccessColumns) {
  return db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(callTakerWhere(app))
    .orderBy(asc(users.displayName));
}

/** True when the user is one of the module's call-taker choices (what a new case may name). */
export async function isCallTakerOf(db: Db | Tx, id: number, app: AppAccessColumns): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), callTakerWhere(app)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The instants a calendar day (YYYY-MM-DD) starts and ends in the service's time zone, for the
 * dashboards' date filters: comparing a stored timestamp with them keeps the predicate indexable.
 */
export const dayStart = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp AT TIME ZONE ${timeZone})`;
export const dayEnd = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
