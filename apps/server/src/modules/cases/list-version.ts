import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../../db/client.ts';
import { queryRows } from '../../db/queries/rows.ts';

export interface RowsFingerprint {
  /** md5 of every selected row's text, in the statement's order ('' for no row). */
  hash: string;
  /** How many rows the statement selects. */
  count: number;
  /** The value of `also` (an aggregate over `t`), when asked for. */
  also: unknown;
}

/**
 * The version key of a list page, computed by the database from the **same statement** that builds
 * the page (so the two cannot drift): every row the statement selects (the case's columns, the
 * patient's names, the hospital's name, the counts ...) is turned into text and hashed, and only
 * the hash leaves the database. Any change to a value the page shows, a row entering or leaving
 * the selection (created, deleted, closed, moved in or out of the user's providers or the
 * filters) or a change of order changes the hash; nothing else needs to remember to bump a
 * counter. What the page derives from the clock (ages, days in ICU) is the caller's to add.
 * `also` is an extra aggregate over the selected rows `t` (e.g. the admission times of open cases).
 */
export async function rowsFingerprint(db: Db, rows: SQLWrapper, also?: SQL): Promise<RowsFingerprint> {
  const [r] = await queryRows<{ hash: string; count: number; also: unknown }>(
    db,
    sql`SELECT md5(coalesce(string_agg(t::text, '|'), '')) AS hash, count(*)::int AS count,
      ${also ?? sql`null`} AS also FROM (${rows}) t`,
  );
  return { hash: r?.hash ?? '', count: Number(r?.count ?? 0), also: r?.also ?? null };
}

/**
 * The version of the data in `tables` (issue 27): the sum of their change counts (migration 0028,
 * a statement-level trigger on every table adds one per committed writing statement, in the
 * writer's transaction). One primary-key range read of a small table, so a poll that is answered
 * 304 costs about as much as the lightest authenticated call, whatever the size of the list.
 *
 * Exact for a list that reads only these tables: any committed insert, update, delete or
 * truncate of one of them raises the sum, and a count is visible exactly when its change is (same
 * commit). Read before the page is built, as `unlessUnchanged` does, the version is never newer
 * than the page. Each list names the tables its statements read (`*_LIST_TABLES`); the list's
 * test checks the names against the relations in the plans of the statements it runs
 * (test/relations-read.ts), so a join added later cannot be missed. What the page derives from
 * the clock, the filters and the user's provider scope are the caller's to add to the key.
 */
export async function tablesVersion(db: Db, tables: readonly string[]): Promise<string> {
  const [row] = await preparedRows<{ v: string }>(
    db,
    'table_changes_version',
    "SELECT coalesce(sum(changes), 0)::text AS v FROM table_changes WHERE table_name = ANY(string_to_array($1, ','))",
    [tables.join(',')],
  );
  return row?.v ?? '0';
}
