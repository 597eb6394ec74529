import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { parseStudyId } from '@scout/domain/vst/rules';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  healthCareProviders,
  patientProfiles,
  users,
  vstConsults,
  vstFollowups,
} from '../../db/schema/index.ts';
import { containsPattern } from '../admin/countries/repo.ts';
import { listCallTakers } from '../cases/case-lookups.ts';
import { inProviderScope, type ProviderScope, plannedDestinationIn } from '../cases/provider-scope.ts';

export type VstConsultRow = typeof vstConsults.$inferSelect;
export type VstFollowupRow = typeof vstFollowups.$inferSelect;

/** The shared case parts' key of each record type (their rows are keyed by (module, case id)). */
export const VST_CONSULT_MODULE = 'vst';
export const VST_FOLLOWUP_MODULE = 'vst-followup';

/**
 * The VST consults a provider scope lets the user see (docs/architecture.md "Access by health
 * care provider"), by the rule of ECMO and Telehealth: the referring hospital, the patient's
 * hospital once recorded, and the hospital planned to receive the patient in the consult's
 * transfer request (Refer ARV).
 */
export function vstConsultInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [vstConsults.referrerHospitalId, vstConsults.patientHospitalId], (ids) => [
    plannedDestinationIn(VST_CONSULT_MODULE, vstConsults.id, ids),
  ]);
}

/** A follow-up by its own referring and patient hospitals (it has no transfer of its own). */
export function vstFollowupInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [vstFollowups.referrerHospitalId, vstFollowups.patientHospitalId]);
}

/** The consult's follow-ups that are not deleted, oldest first (`forUpdate` locks them). */
export async function followupsOf(db: Db | Tx, consultIds: number[], scope?: ProviderScope) {
  if (!consultIds.length) return [];
  return db
    .select()
    .from(vstFollowups)
    .where(
      and(
        inArray(vstFollowups.vstConsultId, consultIds),
        isNull(vstFollowups.deletedAt),
        scope ? vstFollowupInScope(scope) : undefined,
      ),
    )
    .orderBy(asc(vstFollowups.id));
}

export interface ProviderFacts {
  name: string;
  nickName: string;
  address: string | null;
  faxEnabled: boolean;
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
      boxEnabled: healthCareProviders.boxEnabled,
    })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        name: r.name,
        nickName: r.nickName,
        address: r.address,
        faxEnabled: r.faxEdEnabled && !!r.faxEd,
        boxEnabled: r.boxEnabled,
      },
    ]),
  );
}

/** The fax number and what is enabled for one hospital (the sends). */
export function providerFactsWithFax(db: Db | Tx, id: number) {
  return db
    .select({
      faxNumber: healthCareProviders.faxEd,
      faxEnabled: healthCareProviders.faxEdEnabled,
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
  if (!p) throw new Error(`patient profile ${id} of a VST record is missing`);
  return p;
}

// Lookups (spec 3 §7.1)

/** GET /hospitals: active hospitals (id, name, nickName, address). */
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
 * GET /users (spec 3 §6 "/api/vst/users gives VST users"): the call-taker choices of the new
 * consult and follow-up forms: enabled accounts with VST access, call takers and system admins.
 */
export const listVstCallTakers = (db: Db) => listCallTakers(db, users.isVstUser);

/**
 * The neurologists and stroke specialists (spec 3 §6 "/api/vst/managers gives only managers
 * (neurologists)"; SCOUT's reading): enabled accounts holding the VST Admin or Manage level.
 */
const vstNeurologist = and(
  eq(users.accountEnabled, true),
  eq(users.isVstUser, true),
  gte(users.vstAccess, ACCESS_LEVEL.Manage),
);
/** The VTIS neurologists: enabled accounts holding the VTIS Admin or Manage level. */
const vtisNeurologist = and(
  eq(users.accountEnabled, true),
  eq(users.isVtisUser, true),
  gte(users.vtisAccess, ACCESS_LEVEL.Manage),
);

export const listManagers = (db: Db) =>
  db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(vstNeurologist)
    .orderBy(asc(users.displayName));
export const listVtisNeurologists = (db: Db) =>
  db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(vtisNeurologist)
    .orderBy(asc(users.displayName));

export async function isManager(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), vstNeurologist))
    .limit(1);
  return rows.length > 0;
}

// Search (spec 3 §2.2, §2.4, §7.1 GET /consults/search)

export interface ConsultSearch {
  keyword?: string | undefined;
  hospitalId?: number | undefined;
  neurologistId?: number | undefined;
  /** yyyy-MM-ddTHH:mm:ss in the service's time zone. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  onlyClosedCases: boolean;
  onlyClosedFollowupCases: boolean;
  patientName?: string | undefined;
  patientURN?: string | undefined;
  patientDOB?: string | undefined;
  patientProfileId?: number | undefined;
  pageSize: number;
  pageNumber: number;
  timeZone: string;
  scope: ProviderScope;
}

const localInstant = (local: string, timeZone: string) => sql`(${local}::timestamp AT TIME ZONE ${timeZone})`;

/**
 * The patient's name contains the text: "first last" contains everything either name contains
 * (both are NOT NULL), so one ILIKE per row does what three did (the search's total reads every
 * consult's patient: docs/performance.md "VST consults").
 */
function nameMatches(text: string): SQL {
  return ilike(
    sql`${patientProfiles.firstName} || ' ' || ${patientProfiles.lastName}`,
    containsPattern(text),
  );
}

const activeFollowupOf = (consultId: SQL | typeof vstConsults.id) =>
  sql`exists (select 1 from ${vstFollowups} where ${vstFollowups.vstConsultId} = ${consultId} and ${vstFollowups.deletedAt} is null and ${vstFollowups.isActive})`;

function searchConditions(f: ConsultSearch): SQL[] {
  const where: (SQL | undefined)[] = [isNull(vstConsults.deletedAt), vstConsultInScope(f.scope)];
  if (f.keyword) {
    // A study ID names one record ('VST12'; 'VSTFU7' finds its consult), else a name or URN.
    const study = parseStudyId(f.keyword);
    if (study?.recordType === 'Consult') where.push(eq(vstConsults.id, study.id));
    else if (study?.recordType === 'Followup')
      where.push(
        sql`${vstConsults.id} = (select ${vstFollowups.vstConsultId} from ${vstFollowups} where ${vstFollowups.id} = ${study.id} and ${vstFollowups.deletedAt} is null)`,
      );
    else
      where.push(
        or(nameMatches(f.keyword), ilike(vstConsults.patientHospitalUrn, containsPattern(f.keyword))),
      );
  }
  if (f.hospitalId)
    where.push(
      or(eq(vstConsults.referrerHospitalId, f.hospitalId), eq(vstConsults.patientHospitalId, f.hospitalId)),
    );
  if (f.neurologistId) where.push(eq(vstConsults.specialistId, f.neurologistId));
  if (f.fromDate) where.push(sql`${vstConsults.callDateTime} >= ${localInstant(f.fromDate, f.timeZone)}`);
  if (f.toDate) where.push(sql`${vstConsults.callDateTime} <= ${localInstant(f.toDate, f.timeZone)}`);
  if (f.onlyClosedCases) where.push(eq(vstConsults.isActive, false));
  if (f.onlyClosedFollowupCases) where.push(sql`not ${activeFollowupOf(vstConsults.id)}`);
  if (f.patientName) where.push(nameMatches(f.patientName));
  if (f.patientURN) where.push(ilike(vstConsults.patientHospitalUrn, containsPattern(f.patientURN)));
  if (f.patientDOB) where.push(eq(patientProfiles.dateOfBirth, f.patientDOB));
  if (f.patientProfileId) where.push(eq(vstConsults.patientProfileId, f.patientProfileId));
  return where.filter((w): w is SQL => w !== undefined);
}

/** Whether the search's conditions read the patient's profile (names, date of birth). */
function readsPatient(f: ConsultSearch): boolean {
  return !!((f.keyword && !parseStudyId(f.keyword)) || f.patientName || f.patientDOB);
}

/** The consults the search finds (joined to the patient only when a condition reads it). */
function matching<Q extends PgSelect>(query: Q, f: ConsultSearch) {
  return (
    readsPatient(f)
      ? query.innerJoin(patientProfiles, eq(patientProfiles.id, vstConsults.patientProfileId))
      : query
  ).where(and(...searchConditions(f)));
}

/**
 * One page of consults, newest call first, with the total. One statement in two parts (as the
 * Telehealth dashboard): the page's consult ids, read in order from the dashboard index on
 * (call_date_time, id), and the page's rows with their patients, so reading the wide rows and
 * joining the patient cost the page, not the register; the total is one uncorrelated count (run
 * once; an index-only scan when nothing but the call time filters). A window count over the
 * filtered rows would read and join every matching consult before taking ten (1.1 s for the
 * dashboard at 100,000 consults, docs/performance.md "VST consults").
 */
export async function searchConsults(db: Db, f: ConsultSearch) {
  const total = matching(db.select({ n: sql<number>`count(*)::int` }).from(vstConsults).$dynamic(), f);
  const page = matching(
    db
      .select({ id: sql<number>`${vstConsults.id}`.as('page_id') })
      .from(vstConsults)
      .$dynamic(),
    f,
  )
    .orderBy(desc(vstConsults.callDateTime), desc(vstConsults.id))
    .limit(f.pageSize)
    .offset((f.pageNumber - 1) * f.pageSize)
    .as('page');
  return db
    .select({
      row: vstConsults,
      firstName: patientProfiles.firstName,
      lastName: patientProfiles.lastName,
      dateOfBirth: patientProfiles.dateOfBirth,
      total: sql<number>`(${total})`,
    })
    .from(page)
    .innerJoin(vstConsults, eq(vstConsults.id, page.id))
    .innerJoin(patientProfiles, eq(patientProfiles.id, vstConsults.patientProfileId))
    .orderBy(desc(vstConsults.callDateTime), desc(vstConsults.id));
}

/** The number of consults the search finds (for a page past the end, which has no row to carry it). */
export async function countConsults(db: Db, f: ConsultSearch): Promise<number> {
  const [row] = await matching(db.select({ n: sql<number>`count(*)::int` }).from(vstConsults).$dynamic(), f);
  return row?.n ?? 0;
}
