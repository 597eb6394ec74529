import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../patients/profile-sql.ts';

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
