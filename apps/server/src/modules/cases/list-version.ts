import { type Db, preparedRows } from '../../db/client.ts';

/**
 * The version of the data in `tables` (issue 27): the sum of their change counts (migration 0028,
 * a statement-level trigger on every table adds one per committed writing statement, in the
 * writer's transaction). One primary-key range read of a small table, so a poll that is answered
 * 304 costs about as much as the lightest authenticated call, whatever the size of the list.
 *
 * Exact for a list that reads only these tables: any committed insert, update, delete or
 * truncate of one of them raises the sum, and a count is visible exactly when its change is (same
 * commit). Read before the page is built, as `listAnswer` (etag.ts) does, the version is never newer
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
