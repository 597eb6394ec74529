import type { ParsedPatientKeyword } from '@scout/domain/patients/keyword';
import type { PatientSearchQuery } from '@scout/domain/patients/patient-profile.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { PROFILE_COLUMNS, type ProfileSqlRow, queryRows } from './profile-sql.ts';

export interface SearchPageInput {
  keyword: ParsedPatientKeyword;
  /** false: names match by prefix; true: by prefix or trigram similarity (the fallback). */
  fuzzy: boolean;
  sortField: PatientSearchQuery['sortField'];
  descending: boolean;
  pageSize: number;
  pageNumber: number;
  /** YYYY-MM-DD in the service time zone, for sorting by age. */
  today: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A name token matches the start of the last or the first name (and, fuzzy, a similar name). */
function nameMatches(token: string, fuzzy: boolean): SQL {
  const prefix = `${escapeLike(token)}%`;
  if (!fuzzy) return sql`(p.search_last LIKE ${prefix} OR p.search_first LIKE ${prefix})`;
  // lower(...) % token: the expression of the GIN trigram indexes (similarity >= 0.3).
  return sql`(p.search_last LIKE ${prefix} OR p.search_first LIKE ${prefix}
    OR lower(p.last_name) % ${token} OR lower(p.first_name) % ${token})`;
}

/** The columns every sort needs; all of them are in the search indexes (index-only scans). */
const MATCH_COLUMNS = sql.raw(
  'p.id, p.search_last, p.search_first, p.date_of_birth, p.age, p.gender, p.last_modified',
);

/**
 * The matching live profiles, as a query over `p`. With name tokens (prefix mode) the longest
 * token drives the scan: one index range for "last name starts with it" UNION ALL one for
 * "first name starts with it (and the last name does not)", so no duplicate needs removing;
 * every other condition filters inside those index-only scans.
 */
function matchQuery(input: SearchPageInput): SQL {
  const { names, dateOfBirth, urns } = input.keyword;
  const rest: SQL[] = [sql`p.merged_into_id IS NULL`];
  if (dateOfBirth) rest.push(sql`p.date_of_birth = ${dateOfBirth}::date`);
  for (const urn of urns) {
    rest.push(
      sql`p.id IN (SELECT u.patient_profile_id FROM patient_urns u WHERE lower(u.urn) = ${urn.toLowerCase()})`,
    );
  }
  if (input.fuzzy || names.length === 0) {
    const all = [...rest, ...names.map((n) => nameMatches(n, input.fuzzy))];
    return sql`SELECT ${MATCH_COLUMNS} FROM patient_profiles p WHERE ${sql.join(all, sql` AND `)}`;
  }
  const driverAt = names.reduce((best, n, i) => (n.length > (names[best]?.length ?? 0) ? i : best), 0);
  const driver = names[driverAt] as string;
  const others = names.filter((_, i) => i !== driverAt);
  const where = sql.join([...rest, ...others.map((n) => nameMatches(n, false))], sql` AND `);
  const prefix = `${escapeLike(driver)}%`;
  return sql`SELECT ${MATCH_COLUMNS} FROM patient_profiles p
      WHERE p.search_last LIKE ${prefix} AND ${where}
    UNION ALL
    SELECT ${MATCH_COLUMNS} FROM patient_profiles p
      WHERE p.search_first LIKE ${prefix} AND p.search_last NOT LIKE ${prefix} AND ${where}`;
}

/** ORDER BY over a relation `alias` with the match columns; ties broken by id (stable paging). */
function orderBy(alias: string, input: SearchPageInput): SQL {
  const a = (c: string) => sql.raw(`${alias}.${c}`);
  const dir = sql.raw(input.descending ? 'DESC' : 'ASC');
  const age = sql`coalesce(extract(year FROM age(${input.today}::date, ${a('date_of_birth')}))::int, ${a('age')})`;
  const key = (expr: SQL, nullsLast = false) => sql`${expr} ${dir}${sql.raw(nullsLast ? ' NULLS LAST' : '')}`;
  const keys: Record<SearchPageInput['sortField'], SQL[]> = {
    lastName: [key(a('search_last')), key(a('search_first'))],
    firstName: [key(a('search_first')), key(a('search_last'))],
    dateOfBirth: [key(a('date_of_birth'), true)],
    age: [key(age, true)],
    gender: [key(a('gender')), key(a('search_last')), key(a('search_first'))],
    lastModified: [key(a('last_modified'))],
  };
  return sql.join([...keys[input.sortField], key(a('id'))], sql`, `);
}

export interface SearchPage {
  rows: ProfileSqlRow[];
  total: number;
}

/**
 * The search is a read of patient data, so it is audited (keyword, match count, ids returned).
 * The audit row is written by the search statement itself (a data-modifying CTE): one round trip
 * per search instead of two, and no search answer without its audit row.
 */
function auditCte(actor: AuditActor, keyword: string, input: SearchPageInput): SQL {
  return sql`audit AS (
    INSERT INTO audit_events (user_id, user_email, request_id, ip, action, entity_type, after)
    SELECT ${actor.userId}::int, ${actor.userEmail}::text, ${actor.requestId}::text, ${actor.ip}::text,
      'patient.search', 'patient_profile',
      jsonb_build_object('keyword', ${keyword}::text, 'similar', ${input.fuzzy}::boolean,
        'total', coalesce(max(page.total), 0),
        'ids', coalesce(jsonb_agg(page.id ORDER BY ${orderBy('page', input)}), '[]'::jsonb))
    FROM page)`;
}

/**
 * One page of matches, their exact count and the audit row in one statement: count(*) OVER ()
 * over the matches found by index-only scans, a top-N sort, then only the page's profiles are
 * loaded whole (docs/performance.md explains the exact count).
 */
export async function searchPage(
  db: Db,
  input: SearchPageInput,
  audit: { actor: AuditActor; keyword: string },
): Promise<SearchPage> {
  const offset = (input.pageNumber - 1) * input.pageSize;
  const rows = await queryRows<ProfileSqlRow & { total: number }>(
    db,
    sql`
    WITH m AS (${matchQuery(input)}),
    page AS (
      SELECT m.*, count(*) OVER ()::int AS total FROM m
      ORDER BY ${orderBy('m', input)} LIMIT ${input.pageSize} OFFSET ${offset}),
    ${auditCte(audit.actor, audit.keyword, input)}
    SELECT page.total, ${PROFILE_COLUMNS}
    FROM page JOIN patient_profiles p ON p.id = page.id
    ORDER BY ${orderBy('page', input)}`,
  );
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the count.
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (${matchQuery(input)}) m`,
  );
  return { rows: [], total: count?.total ?? 0 };
}
