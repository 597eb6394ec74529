import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { searchName } from '@scout/domain/patients/search-name';
import { parseStudyId } from '@scout/domain/vst/rules';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import { alias, type PgSelect, union, unionAll } from 'drizzle-orm/pg-core';
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
import { prefixUpperBound } from '../patients/search.repo.ts';

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
 * The words of a patient name as typed, in their search form (lower case, accents folded, without
 * apostrophes, hyphens, dots and spaces: the domain's searchName, the form of the stored columns
 * `search_last` / `search_first`), split at spaces and commas. Words that fold to nothing ("-")
 * are dropped.
 */
export function nameWords(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map(searchName)
    .filter((w) => w.length > 0);
}

/**
 * The text starts with `prefix`, as a range (`>= prefix and < the next string`) that a
 * text_pattern_ops index answers, whatever the prefix holds (% and _ are plain text): the
 * patient search's form (patients/search.repo.ts `prefixUpperBound`).
 */
function startsWith(text: SQLWrapper, prefix: string): SQL {
  const upper = prefixUpperBound(prefix);
  return upper === null
    ? sql`${text} ~>=~ ${prefix}`
    : sql`(${text} ~>=~ ${prefix} and ${text} ~<~ ${upper})`;
}

/** The patient table as the name match reads it (apart from the page's join to the patient). */
const named = alias(patientProfiles, 'named_patient');

/**
 * The live profiles a name keyword names, by the patient search's rule: every word starts the
 * last or the first name (in search form). The longest word drives two ranges of the patient
 * search indexes (migration 0015: last name from it, first name from it; index-only scans of the
 * partial indexes over live profiles), the other words filter inside them. A profile in both
 * ranges comes twice, which the semi-join on it does not mind. Merged (retired) profiles hold no
 * consult: a merge moves them to the profile kept.
 */
function patientsNamed(db: Db, words: string[]) {
  const driver = words.reduce((longest, w) => (w.length > longest.length ? w : longest));
  const others = words.filter((_, i) => i !== words.indexOf(driver));
  const filters = [
    isNull(named.mergedIntoId),
    ...others.map((w) => or(startsWith(named.searchLast, w), startsWith(named.searchFirst, w))),
  ];
  const from = (name: SQLWrapper) =>
    db
      .select({ id: named.id })
      .from(named)
      .where(and(startsWith(name, driver), ...filters));
  return unionAll(from(named.searchLast), from(named.searchFirst));
}

/** The consult's patient is named by the words (none: no patient is). */
function patientNamed(db: Db, words: string[]): SQL {
  return words.length ? inArray(vstConsults.patientProfileId, patientsNamed(db, words)) : sql`false`;
}

/** The keyword when it is a patient name or URN rather than a study ID. */
function nameOrUrnKeyword(f: ConsultSearch): string | undefined {
  return f.keyword && !parseStudyId(f.keyword) ? f.keyword : undefined;
}

const activeFollowupOf = (consultId: SQL | typeof vstConsults.id) =>
  sql`exists (select 1 from ${vstFollowups} where ${vstFollowups.vstConsultId} = ${consultId} and ${vstFollowups.deletedAt} is null and ${vstFollowups.isActive})`;

/** Every condition of the search but a name-or-URN keyword's (the two ways of `found`). */
function searchConditions(db: Db, f: ConsultSearch): SQL[] {
  const where: (SQL | undefined)[] = [isNull(vstConsults.deletedAt), vstConsultInScope(f.scope)];
  const study = f.keyword ? parseStudyId(f.keyword) : null;
  // A study ID names one record ('VST12'; 'VSTFU7' finds its consult).
  if (study?.recordType === 'Consult') where.push(eq(vstConsults.id, study.id));
  else if (study?.recordType === 'Followup')
    where.push(
      sql`${vstConsults.id} = (select ${vstFollowups.vstConsultId} from ${vstFollowups} where ${vstFollowups.id} = ${study.id} and ${vstFollowups.deletedAt} is null)`,
    );
  if (f.hospitalId)
    where.push(
      or(eq(vstConsults.referrerHospitalId, f.hospitalId), eq(vstConsults.patientHospitalId, f.hospitalId)),
    );
  if (f.neurologistId) where.push(eq(vstConsults.specialistId, f.neurologistId));
  if (f.fromDate) where.push(sql`${vstConsults.callDateTime} >= ${localInstant(f.fromDate, f.timeZone)}`);
  if (f.toDate) where.push(sql`${vstConsults.callDateTime} <= ${localInstant(f.toDate, f.timeZone)}`);
  if (f.onlyClosedCases) where.push(eq(vstConsults.isActive, false));
  if (f.onlyClosedFollowupCases) where.push(sql`not ${activeFollowupOf(vstConsults.id)}`);
  if (f.patientName) where.push(patientNamed(db, nameWords(f.patientName)));
  if (f.patientURN) where.push(ilike(vstConsults.patientHospitalUrn, containsPattern(f.patientURN)));
  if (f.patientDOB) where.push(eq(patientProfiles.dateOfBirth, f.patientDOB));
  if (f.patientProfileId) where.push(eq(vstConsults.patientProfileId, f.patientProfileId));
  return where.filter((w): w is SQL => w !== undefined);
}

/** The consults the search finds (joined to the patient only for the date of birth). */
function matching<Q extends PgSelect>(query: Q, f: ConsultSearch, where: SQL[]) {
  return (
    f.patientDOB
      ? query.innerJoin(patientProfiles, eq(patientProfiles.id, vstConsults.patientProfileId))
      : query
  ).where(and(...where));
}

/**
 * The ids and call times of the consults a search by patient name finds (a name-or-URN keyword,
 * or the Select Consult patient name): starting from the patients the name's words name (their
 * search indexes), then their consults (`vst_consults_patient_calls`, migration 0019: index-only
 * with the hospitals, neurologist and closed flag), with the other conditions. A keyword finds
 * either way, so it is a UNION of that and the consults whose URN starts with the keyword
 * (case-insensitive, `vst_consults_urn`). Never a scan of every consult.
 */
function foundByName(db: Db, f: ConsultSearch) {
  const where = searchConditions(db, f);
  const select = (also: SQL) =>
    matching(
      db.select({ id: vstConsults.id, callDateTime: vstConsults.callDateTime }).from(vstConsults).$dynamic(),
      f,
      [...where, also],
    );
  const keyword = nameOrUrnKeyword(f);
  if (!keyword) return select(sql`true`);
  const byUrn = select(startsWith(sql`lower(${vstConsults.patientHospitalUrn})`, keyword.toLowerCase()));
  const words = nameWords(keyword);
  return words.length ? union(select(patientNamed(db, words)), byUrn) : byUrn;
}

/** Whether the search finds by patient name (few consults, from the patients' index) or else by the consult indexes. */
const findsByName = (f: ConsultSearch) => !!(nameOrUrnKeyword(f) || f.patientName);

/** The page's consults with their patients, in the page's order, each carrying the total. */
function pageRows(qb: Pick<Db, 'select'>, page: { id: SQL.Aliased<number> } & Subquery, total: SQL) {
  return qb
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

/**
 * One page of consults, newest call first, with the total, in one statement.
 *
 * By the consult indexes (no keyword, a study ID, hospital, call times...): two parts (as the
 * Telehealth dashboard), the page's consult ids, read in order from the dashboard index on
 * (call_date_time, id), and the page's rows with their patients, so reading the wide rows and
 * joining the patient cost the page, not the register; the total is one uncorrelated count (run
 * once; an index-only scan when nothing but the call time filters). A window count over the
 * filtered rows would read and join every matching consult before taking ten (1.1 s for the
 * dashboard at 100,000 consults, docs/performance.md "VST consults").
 *
 * By patient name (`foundByName`): the matching consults' ids and call times once (a CTE), their
 * count and the page's top-N sort both read from it.
 */
export async function searchConsults(db: Db, f: ConsultSearch) {
  const offset = (f.pageNumber - 1) * f.pageSize;
  if (findsByName(f)) {
    const found = db.$with('found').as(foundByName(db, f));
    const page = db
      .select({ id: sql<number>`${found.id}`.as('page_id') })
      .from(found)
      .orderBy(desc(found.callDateTime), desc(found.id))
      .limit(f.pageSize)
      .offset(offset)
      .as('page');
    return pageRows(db.with(found), page, sql`select count(*)::int from ${found}`);
  }
  const where = searchConditions(db, f);
  const total = matching(db.select({ n: sql<number>`count(*)::int` }).from(vstConsults).$dynamic(), f, where);
  const page = matching(
    db
      .select({ id: sql<number>`${vstConsults.id}`.as('page_id') })
      .from(vstConsults)
      .$dynamic(),
    f,
    where,
  )
    .orderBy(desc(vstConsults.callDateTime), desc(vstConsults.id))
    .limit(f.pageSize)
    .offset(offset)
    .as('page');
  return pageRows(db, page, sql`${total}`);
}

/** The number of consults the search finds (for a page past the end, which has no row to carry it). */
export async function countConsults(db: Db, f: ConsultSearch): Promise<number> {
  const n = sql<number>`count(*)::int`;
  if (findsByName(f)) {
    const found = db.$with('found').as(foundByName(db, f));
    const [row] = await db.with(found).select({ n }).from(found);
    return row?.n ?? 0;
  }
  const [row] = await matching(db.select({ n }).from(vstConsults).$dynamic(), f, searchConditions(db, f));
  return row?.n ?? 0;
}
