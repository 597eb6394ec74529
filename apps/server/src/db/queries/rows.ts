import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';

/** Rows of a raw statement; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
