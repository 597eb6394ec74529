import type { ParsedPatientKeyword } from '@scout/domain/patients/keyword';
import type { PatientSearchQuery } from '@scout/domain/patients/patient-profile.schema';
import { type Db, preparedRows } from '../../db/client.ts';
import { prefixUpperBound } from '../../db/queries/prefix-range.ts';
import { profileInScopeText } from '../../db/queries/profile-scope.ts';
import { type ProviderScope, providerIdsLiteral } from '../../plugins/provider-scope.ts';
import { PROFILE_COLUMNS_SQL, type ProfileSqlRow } from './profile-sql.ts';

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
  /**
   * Whose profiles the user sees. All: the statements are exactly those of a search without
   * scoping. Limited: one more filter (a URN or presentation at the providers, index lookups per
   * candidate), passed as one array parameter so each search shape stays one prepared statement.
   */
  scope: ProviderScope;
}

export interface SearchPage {
  rows: ProfileSqlRow[];
  total: number;
}

/**
 * One statement's text and values. The text depends only on the search's shape (how many name
 * tokens, whether a date or URNs are given, the sort), never on the values, so each shape is a
 * named prepared statement: parsed and planned once per connection, then only executed.
 */
class Statement {
  readonly values: unknown[] = [];
  param(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** Name order everywhere: code point order of the lower-cased names, as the indexes keep them. */
const ASC = 'USING ~<~';
const DESC = 'USING ~>~';

function startsWith(q: Statement, column: string, token: string): string {
  const upper = prefixUpperBound(token);
  const lower = `${column} ~>=~ ${q.param(token)}`;
  return upper === null ? `(${lower})` : `(${lower} AND ${column} ~<~ ${q.param(upper)})`;
}

/**
 * The profile has a word after the first of its last or first name that starts with the token
 * ("hong" in Thị Hồng, "jones" in Smith-Jones: patient_name_words, migration 0026). Uncorrelated,
 * so PostgreSQL reads the index range once: a semi-join where it stands alone, a hashed sub-plan
 * inside an OR.
 */
function wordStarts(q: Statement, token: string): string {
  return `p.id IN (SELECT w.profile_id FROM patient_name_words w WHERE ${startsWith(q, 'w.word', token)})`;
}

/**
 * A name token matches the start of the last or the first name or of a later word of one (and,
 * fuzzy, a similar name or word). The fuzzy form is one set of ids (a semi-join): the profiles'
 * conditions stay together so the trigram and prefix indexes combine (BitmapOr); a sub-plan of
 * the words among them made PostgreSQL read every profile (160 ms on 60,000).
 */
function nameMatches(q: Statement, token: string, fuzzy: boolean): string {
  if (!fuzzy) {
    return `(${startsWith(q, 'p.search_last', token)} OR ${startsWith(q, 'p.search_first', token)} OR ${wordStarts(q, token)})`;
  }
  // search_x % token: the expressions of the GIN trigram indexes (similarity >= 0.3), over the
  // folded names, as the token is; live profiles only, the condition of the prefix indexes.
  const t = q.param(token);
  return `p.id IN (
      SELECT f.id FROM patient_profiles f
      WHERE f.merged_into_id IS NULL AND (${startsWith(q, 'f.search_last', token)}
        OR ${startsWith(q, 'f.search_first', token)} OR f.search_last % ${t} OR f.search_first % ${t})
      UNION ALL
      SELECT w.profile_id FROM patient_name_words w WHERE ${startsWith(q, 'w.word', token)} OR w.word % ${t})`;
}

/**
 * Conditions every match meets besides its name tokens: live, in the provider scope, date of
 * birth, URNs. A scope adds a filter, so the prefix counts (global) are not used for its total.
 */
function filters(q: Statement, keyword: ParsedPatientKeyword, scope: ProviderScope): string[] {
  const rest = ['p.merged_into_id IS NULL'];
  if (!scope.all) rest.push(profileInScopeText(q.param(providerIdsLiteral(scope), '::int[]')));
  if (keyword.dateOfBirth) rest.push(`p.date_of_birth = ${q.param(keyword.dateOfBirth, '::date')}`);
  for (const urn of keyword.urns) {
    rest.push(
      `p.id IN (SELECT u.patient_profile_id FROM patient_urns u WHERE lower(u.urn) = ${q.param(urn.toLowerCase())})`,
    );
  }
  return rest;
}

/** The columns every sort needs; all of them are in the search indexes (index-only scans). */
const MATCH_COLUMNS =
  'p.id, p.search_last, p.search_first, p.date_of_birth, p.age, p.gender, p.last_modified';

function orderBy(alias: string, input: SearchPageInput, q: Statement): string {
  const a = (c: string) => `${alias}.${c}`;
  const dir = input.descending ? 'DESC' : 'ASC';
  const name = (c: string) => `${a(c)} ${input.descending ? DESC : ASC}`;
  const keys: Record<SearchPageInput['sortField'], () => string[]> = {
    lastName: () => [name('search_last'), name('search_first')],
    firstName: () => [name('search_first'), name('search_last')],
    dateOfBirth: () => [`${a('date_of_birth')} ${dir} NULLS LAST`],
    age: () => {
      const today = q.param(input.today, '::date');
      return [
        `coalesce(extract(year FROM age(${today}, ${a('date_of_birth')}))::int, ${a('age')}) ${dir} NULLS LAST`,
      ];
    },
    gender: () => [`${a('gender')} ${dir}`, name('search_last'), name('search_first')],
    lastModified: () => [`${a('last_modified')} ${dir}`],
  };
  return [...keys[input.sortField](), `${a('id')} ${dir}`].join(', ');
}

/** patient_name_prefix_counts holds prefixes of 2 up to this many letters (migration 0010). */
export const PREFIX_COUNT_MAX_LETTERS = 12;

/** The longest name token drives the index scans; the others filter. */
function splitDriver(names: string[]): { driver: string; others: string[] } {
  const at = names.reduce((best, n, i) => (n.length > (names[best]?.length ?? 0) ? i : best), 0);
  return { driver: names[at] as string, others: names.filter((_, i) => i !== at) };
}

/**
 * Every profile matching a name keyword by prefix: those whose last name starts with the driving
 * (longest) name, then those whose first name does and last name does not, then those with a
 * later word that does (and neither name), each of them matching the other names and the filters. With other names, each half is read in two index ranges: the
 * driving name typed whole ("smith jo": last name exactly "smith", first name from "jo", a range
 * of the (last, first) index that holds only the matches) and the longer names it starts
 * ("smithson", "smithers": read and filtered). A name the driving one starts with ("smith sm") is
 * met by every exact match, so it drops out of that range.
 */
function prefixMatches(q: Statement, rest: string[], names: string[]): string {
  const { driver, others } = splitDriver(names);
  const select = `SELECT ${MATCH_COLUMNS} FROM patient_profiles p WHERE`;
  const where = [...rest, ...others.map((n) => nameMatches(q, n, false))].join(' AND ');
  const onLast = startsWith(q, 'p.search_last', driver);
  const onFirst = startsWith(q, 'p.search_first', driver);
  const onWord = `${select} ${wordStarts(q, driver)} AND NOT ${onLast} AND NOT ${onFirst} AND ${where}`;
  if (others.length === 0) {
    return `${select} ${onLast} AND ${where}
      UNION ALL
      ${select} ${onFirst} AND NOT ${onLast} AND ${where}
      UNION ALL
      ${onWord}`;
  }
  const d = q.param(driver);
  const upper = prefixUpperBound(driver);
  const open = others.filter((o) => !driver.startsWith(o));
  const half = (col: string, other: string, not: string[]) => {
    const exactBase = [`p.${col} = ${d}`, ...rest, ...not];
    const onOther = open.map((o) => startsWith(q, `p.${other}`, o));
    // The driving name typed whole: the other names start the other name (an index range), or
    // (a second range) one of them starts only a later word. With one other name (the common
    // "smith jo") that second range is driven by the words index.
    const [firstOpen] = open;
    const byWord =
      firstOpen === undefined
        ? []
        : open.length === 1
          ? [[wordStarts(q, firstOpen), `NOT ${startsWith(q, `p.${other}`, firstOpen)}`]]
          : [
              [
                `NOT (${open.map((o) => startsWith(q, `p.${other}`, o)).join(' AND ')})`,
                ...open.map((o) => `(${startsWith(q, `p.${other}`, o)} OR ${wordStarts(q, o)})`),
              ],
            ];
    const longer = [
      `p.${col} ~>~ ${d}`,
      ...(upper === null ? [] : [`p.${col} ~<~ ${q.param(upper)}`]),
      where,
      ...not,
    ];
    return [[...exactBase, ...onOther], ...byWord.map((w) => [...exactBase, ...w]), longer]
      .map((conditions) => `${select} ${conditions.join(' AND ')}`)
      .join('\n      UNION ALL\n      ');
  };
  return `${half('search_last', 'search_first', [])}
    UNION ALL
    ${half('search_first', 'search_last', [`NOT ${onLast}`])}
    UNION ALL
    ${onWord}`;
}

/**
 * The general form: every match (index-only scans), counted with count(*) OVER (), a top-N sort,
 * then only the page's profiles are loaded whole. Used for the fuzzy fallback, for keywords
 * without names (dates of birth and URNs match a handful of profiles), for keywords of two or
 * more names ("smith jo": the other names leave few of the driving name's matches, so one pass
 * that counts and sorts them costs about half of reading the range once for the page and again
 * for the count) and for the sorts by date of birth, age, gender and last modified.
 */
function generalStatement(input: SearchPageInput, offset: number): Statement & { text: string } {
  const q = new Statement();
  const { names } = input.keyword;
  const rest = filters(q, input.keyword, input.scope);
  let matches: string;
  if (input.fuzzy || names.length === 0) {
    const all = [...rest, ...names.map((n) => nameMatches(q, n, input.fuzzy))];
    matches = `SELECT ${MATCH_COLUMNS} FROM patient_profiles p WHERE ${all.join(' AND ')}`;
  } else {
    matches = prefixMatches(q, rest, names);
  }
  const pageOrder = orderBy('m', input, q);
  const limit = q.param(input.pageSize, '::int');
  const skip = q.param(offset, '::int');
  const text = `WITH m AS (${matches}),
    page AS (
      SELECT m.*, count(*) OVER ()::int AS total FROM m
      ORDER BY ${pageOrder} LIMIT ${limit} OFFSET ${skip})
    SELECT page.total, ${PROFILE_COLUMNS_SQL}
    FROM page JOIN patient_profiles p ON p.id = page.id
    ORDER BY ${orderBy('page', input, q)}`;
  return Object.assign(q, { text });
}

/**
 * The name-ordered form (one name, sorted by last or first name; the list's default): the
 * page is read in order straight from the indexes. Branch A is the profiles whose sort name
 * starts with the driving token (an index range already in order); branch B those whose other
 * name does (and sort name does not), in sort order too when the token has two letters (the
 * 2-letter key indexes) and otherwise a small top-N sort; branch C those where only a later
 * word of a name does (driven by the words index, sorted in the merge). Each branch stops after offset +
 * page size rows and a merge gives the page, so a broad keyword such as "ma" (10 % of the register)
 * does not sort all its matches. The exact total is counted separately: from the prefix counts
 * (kept by a trigger) for a single token of 2 to 12 letters, otherwise by index-only counts.
 */
function nameOrderedStatement(input: SearchPageInput, offset: number): Statement & { text: string } {
  const q = new Statement();
  const byFirst = input.sortField === 'firstName';
  const [sortCol, otherCol] = byFirst ? ['search_first', 'search_last'] : ['search_last', 'search_first'];
  // statementFor sends only one-name keywords here: the name drives, the rest only filter.
  const driver = input.keyword.names[0] as string;
  const rest = filters(q, input.keyword, input.scope);
  const where = rest.join(' AND ');
  const letters = [...driver].length;
  const twoLetters = letters === 2;
  const onSort = startsWith(q, `p.${sortCol}`, driver);
  const onOther = twoLetters
    ? `left(p.${otherCol}, 2) = ${q.param(driver)}`
    : startsWith(q, `p.${otherCol}`, driver);
  const branchOrder = orderBy('p', input, q);
  const upTo = q.param(offset + input.pageSize, '::int');
  const a = `SELECT p.id, p.search_last, p.search_first FROM patient_profiles p
      WHERE ${onSort} AND ${where} ORDER BY ${branchOrder} LIMIT ${upTo}`;
  const b = `SELECT p.id, p.search_last, p.search_first FROM patient_profiles p
      WHERE ${onOther} AND NOT ${onSort} AND ${where} ORDER BY ${branchOrder} LIMIT ${upTo}`;
  // Branch C is not ordered or limited on its own: with ORDER BY and LIMIT the generic plan
  // reads the whole sort index in order and probes the words per row (53 ms for "smi" on 60,000
  // profiles); unordered, it is driven by the words range and the merge sorts its few rows.
  const onWord = `${wordStarts(q, driver)} AND NOT ${onSort} AND NOT ${onOther}`;
  const c = `SELECT p.id, p.search_last, p.search_first FROM patient_profiles p
      WHERE ${onWord} AND ${where}`;
  // The prefix counts count each live profile once under every prefix of its names and words.
  const total =
    letters >= 2 && letters <= PREFIX_COUNT_MAX_LETTERS && rest.length === 1
      ? `coalesce((SELECT c.profiles FROM patient_name_prefix_counts c WHERE c.prefix = ${q.param(driver)}), 0)`
      : `(SELECT count(*) FROM patient_profiles p WHERE ${onSort} AND ${where})
        + (SELECT count(*) FROM patient_profiles p WHERE ${onOther} AND NOT ${onSort} AND ${where})
        + (SELECT count(*) FROM patient_profiles p WHERE ${onWord} AND ${where})`;
  const limit = q.param(input.pageSize, '::int');
  const skip = q.param(offset, '::int');
  const text = `WITH page AS (
      SELECT m.id, m.search_last, m.search_first FROM ((${a}) UNION ALL (${b}) UNION ALL ${c}) m
      ORDER BY ${orderBy('m', input, q)} LIMIT ${limit} OFFSET ${skip})
    SELECT (${total})::int AS total, ${PROFILE_COLUMNS_SQL}
    FROM page JOIN patient_profiles p ON p.id = page.id
    ORDER BY ${orderBy('page', input, q)}`;
  return Object.assign(q, { text });
}

function statementFor(input: SearchPageInput, offset: number): Statement & { text: string } {
  const nameOrdered =
    !input.fuzzy &&
    input.keyword.names.length === 1 &&
    (input.sortField === 'lastName' || input.sortField === 'firstName');
  return nameOrdered ? nameOrderedStatement(input, offset) : generalStatement(input, offset);
}

/** Names already given, by text: hashing a 2 KB text in JS on every search cost more than the lookup. */
const statementNames = new Map<string, string>();

/** A stable name for a statement text (FNV-1a), so each shape is prepared once per connection. */
function statementName(text: string): string {
  const known = statementNames.get(text);
  if (known) return known;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  const name = `patient_search_${(h >>> 0).toString(36)}`;
  // Shapes are few (at most 6 tokens are prepared); the bound only guards against surprises.
  if (statementNames.size < 5000) statementNames.set(text, name);
  return name;
}

/** Keywords with many tokens are rare and each would be a shape of its own: not kept prepared. */
const MAX_PREPARED_TOKENS = 6;

function run<T>(db: Db, q: Statement & { text: string }, tokens: number): Promise<T[]> {
  const name = tokens <= MAX_PREPARED_TOKENS ? statementName(q.text) : null;
  return preparedRows<T>(db, name, q.text, q.values);
}

/** One page of matches with their exact count, in one round trip. */
export async function searchPage(db: Db, input: SearchPageInput): Promise<SearchPage> {
  const offset = (input.pageNumber - 1) * input.pageSize;
  const tokens = input.keyword.names.length + input.keyword.urns.length;
  const rows = await run<ProfileSqlRow & { total: number }>(db, statementFor(input, offset), tokens);
  if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // A page past the end has no row to carry the count: count the first page's way.
  const first = await run<{ total: number }>(db, statementFor({ ...input, pageNumber: 1 }, 0), tokens);
  return { rows: [], total: first[0]?.total ?? 0 };
}
