import { parseStudyId, type StrokeRecordType } from '@scout/domain/stroke/record-types';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import {
  type PgColumn,
  type PgSelect,
  type PgTable,
  type PgTableWithColumns,
  union,
} from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { patientProfiles } from '../../db/schema/index.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import { containsPattern } from '../admin/countries/repo.ts';
import { nameWords, patientsNamed, startsWith } from './patient-name-match.ts';

export { nameWords } from './patient-name-match.ts';

/**
 * The consult search of the stroke dashboards (spec 3 §2.2, §2.3, §2.4, §7.1, §7.2 GET
 * /consults/search): one page of a service's consults, newest call first, with the total, and the
 * follow-ups of the page's consults (child rows). VST and VTIS declare their two tables and scope
 * conditions (`strokeConsultSearch`); the statements are the same. Dashboard filters: keyword (a
 * study ID of the service, a follow-up's study ID finding its consult, or a patient's name or
 * URN), hospital (referring or patient's), neurologist, call time range in the service's time zone
 * (both ends inclusive); the Select Consult variant adds closed-only, no-open-follow-up-only,
 * patient name, URN, date of birth or profile.
 */

/** The columns of a consult table the search reads (VST and VTIS consult tables have them). */
export type SearchConsultTable = PgTable & {
  id: PgColumn;
  patientProfileId: PgColumn;
  callDateTime: PgColumn;
  referrerHospitalId: PgColumn;
  patientHospitalId: PgColumn;
  patientHospitalUrn: PgColumn;
  specialistId: PgColumn;
  isActive: PgColumn;
  deletedAt: PgColumn;
};
export type SearchFollowupTable = PgTable & {
  id: PgColumn;
  isActive: PgColumn;
  deletedAt: PgColumn;
};

export interface StrokeSearchDeclaration<C extends SearchConsultTable, F extends SearchFollowupTable> {
  consults: C;
  followups: F;
  /** The follow-up's consult (vst_consult_id, vtis_consult_id). */
  followupConsultId: PgColumn;
  consultInScope(scope: ProviderScope): SQL | undefined;
  followupInScope(scope: ProviderScope): SQL | undefined;
  /** The record types whose study IDs this search understands. */
  recordTypes: { consult: StrokeRecordType; followup: StrokeRecordType };
}

export interface ConsultSearch {
  keyword?: string | undefined;
  hospitalId?: number | undefined;
  neurologistId?: number | undefined;
  /** yyyy-MM-ddTHH:mm:ss in the service's time zone. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  onlyClosedCases?: boolean | undefined;
  onlyClosedFollowupCases?: boolean | undefined;
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

/** One consult of a search page, with its patient's names and the search's total. */
export interface SearchPageRow<Row> {
  row: Row;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  total: number;
}

/** The search of one stroke service over its consult and follow-up tables. */
export function strokeConsultSearch<C extends SearchConsultTable, F extends SearchFollowupTable>(
  d: StrokeSearchDeclaration<C, F>,
) {
  // Drizzle's builders cannot infer over a generic table; the statements are typed by the
  // declaration's row types instead (the tables share the columns named above).
  // biome-ignore lint/suspicious/noExplicitAny: see above
  type AnyTable = PgTableWithColumns<any>;
  const consults = d.consults as unknown as AnyTable;
  const followups = d.followups as unknown as AnyTable;
  const { followupConsultId } = d;
  type ConsultRow = C['$inferSelect'];
  type FollowupRow = F['$inferSelect'];

  /** The consult's patient is named by the words (none: no patient is). */
  const patientNamed = (db: Db, words: string[]): SQL =>
    words.length ? inArray(consults.patientProfileId, patientsNamed(db, words)) : sql`false`;

  /** The keyword when it is a patient name or URN rather than a study ID. */
  const nameOrUrnKeyword = (f: ConsultSearch) =>
    f.keyword && !parseStudyId(f.keyword) ? f.keyword : undefined;

  const activeFollowupOf = (consultId: SQLWrapper) =>
    sql`exists (select 1 from ${followups} where ${followupConsultId} = ${consultId} and ${followups.deletedAt} is null and ${followups.isActive})`;

  /** Every condition of the search but a name-or-URN keyword's (the two ways of `found`). */
  function searchConditions(db: Db, f: ConsultSearch): SQL[] {
    const where: (SQL | undefined)[] = [isNull(consults.deletedAt), d.consultInScope(f.scope)];
    const study = f.keyword ? parseStudyId(f.keyword) : null;
    // A study ID names one record ('VST12'; 'VSTFU7' finds its consult); another service's, none.
    if (study?.recordType === d.recordTypes.consult) where.push(eq(consults.id, study.id));
    else if (study?.recordType === d.recordTypes.followup)
      where.push(
        sql`${consults.id} = (select ${followupConsultId} from ${followups} where ${followups.id} = ${study.id} and ${followups.deletedAt} is null)`,
      );
    else if (study) where.push(sql`false`);
    if (f.hospitalId)
      where.push(
        or(eq(consults.referrerHospitalId, f.hospitalId), eq(consults.patientHospitalId, f.hospitalId)),
      );
    if (f.neurologistId) where.push(eq(consults.specialistId, f.neurologistId));
    if (f.fromDate) where.push(sql`${consults.callDateTime} >= ${localInstant(f.fromDate, f.timeZone)}`);
    if (f.toDate) where.push(sql`${consults.callDateTime} <= ${localInstant(f.toDate, f.timeZone)}`);
    if (f.onlyClosedCases) where.push(eq(consults.isActive, false));
    if (f.onlyClosedFollowupCases) where.push(sql`not ${activeFollowupOf(consults.id)}`);
    if (f.patientName) where.push(patientNamed(db, nameWords(f.patientName)));
    if (f.patientURN) where.push(ilike(consults.patientHospitalUrn, containsPattern(f.patientURN)));
    if (f.patientDOB) where.push(eq(patientProfiles.dateOfBirth, f.patientDOB));
    if (f.patientProfileId) where.push(eq(consults.patientProfileId, f.patientProfileId));
    return where.filter((w): w is SQL => w !== undefined);
  }

  /** The consults the search finds (joined to the patient only for the date of birth). */
  function matching<Q extends PgSelect>(query: Q, f: ConsultSearch, where: SQL[]) {
    return (
      f.patientDOB
        ? query.innerJoin(patientProfiles, eq(patientProfiles.id, consults.patientProfileId))
        : query
    ).where(and(...where));
  }

  /**
   * The ids and call times of the consults a search by patient name finds (a name-or-URN keyword,
   * or the Select Consult patient name): starting from the patients the name's words name (their
   * search indexes), then their consults (the `<service>_consults_patient_calls` index: index-only
   * with the hospitals, neurologist and closed flag), with the other conditions. A keyword finds
   * either way, so it is a UNION of that and the consults whose URN starts with the keyword
   * (case-insensitive, the `<service>_consults_urn` index). Never a scan of every consult.
   */
  function foundByName(db: Db, f: ConsultSearch) {
    const where = searchConditions(db, f);
    const select = (also: SQL) =>
      matching(
        db.select({ id: consults.id, callDateTime: consults.callDateTime }).from(consults).$dynamic(),
        f,
        [...where, also],
      );
    const keyword = nameOrUrnKeyword(f);
    if (!keyword) return select(sql`true`);
    const byUrn = select(startsWith(sql`lower(${consults.patientHospitalUrn})`, keyword.toLowerCase()));
    const words = nameWords(keyword);
    return words.length ? union(select(patientNamed(db, words)), byUrn) : byUrn;
  }

  /** Whether the search finds by patient name (few consults, from the patients' index) or else by the consult indexes. */
  const findsByName = (f: ConsultSearch) => !!(nameOrUrnKeyword(f) || f.patientName);

  /** The page's consults with their patients, in the page's order, each carrying the total. */
  function pageRows(qb: Pick<Db, 'select'>, page: { id: SQL.Aliased<number> } & Subquery, total: SQL) {
    return qb
      .select({
        row: consults,
        firstName: patientProfiles.firstName,
        lastName: patientProfiles.lastName,
        dateOfBirth: patientProfiles.dateOfBirth,
        total: sql<number>`(${total})`,
      })
      .from(page)
      .innerJoin(consults, eq(consults.id, page.id))
      .innerJoin(patientProfiles, eq(patientProfiles.id, consults.patientProfileId))
      .orderBy(desc(consults.callDateTime), desc(consults.id)) as unknown as Promise<
      SearchPageRow<ConsultRow>[]
    >;
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
  function searchConsults(db: Db, f: ConsultSearch) {
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
    const total = matching(db.select({ n: sql<number>`count(*)::int` }).from(consults).$dynamic(), f, where);
    const page = matching(
      db
        .select({ id: sql<number>`${consults.id}`.as('page_id') })
        .from(consults)
        .$dynamic(),
      f,
      where,
    )
      .orderBy(desc(consults.callDateTime), desc(consults.id))
      .limit(f.pageSize)
      .offset(offset)
      .as('page');
    return pageRows(db, page, sql`${total}`);
  }

  /** The number of consults the search finds (for a page past the end, which has no row to carry it). */
  async function countConsults(db: Db, f: ConsultSearch): Promise<number> {
    const n = sql<number>`count(*)::int`;
    if (findsByName(f)) {
      const found = db.$with('found').as(foundByName(db, f));
      const [row] = await db.with(found).select({ n }).from(found);
      return row?.n ?? 0;
    }
    const [row] = await matching(db.select({ n }).from(consults).$dynamic(), f, searchConditions(db, f));
    return row?.n ?? 0;
  }

  /** The consults' follow-ups that are not deleted, oldest first (in the scope when one is given). */
  async function followupsOf(
    db: Db | Tx,
    consultIds: number[],
    scope?: ProviderScope,
  ): Promise<FollowupRow[]> {
    if (!consultIds.length) return [];
    return (await db
      .select()
      .from(followups)
      .where(
        and(
          inArray(followupConsultId, consultIds),
          isNull(followups.deletedAt),
          scope ? d.followupInScope(scope) : undefined,
        ),
      )
      .orderBy(asc(followups.id))) as FollowupRow[];
  }

  /**
   * The ids of every consult the search finds, as a subquery (the exports: the same filters as the
   * dashboard, read a batch at a time by the caller).
   */
  function foundIds(db: Db, f: ConsultSearch): SQL {
    const found = findsByName(f)
      ? foundByName(db, f)
      : matching(db.select({ id: consults.id }).from(consults).$dynamic(), f, searchConditions(db, f));
    return sql`(select found.id from (${found}) found)`;
  }

  return { searchConsults, countConsults, followupsOf, foundIds };
}
