import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, preparedRows } from '../db/client.ts';
import { queryRows } from '../db/queries/rows.ts';

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The tables that the reading statements run by `run` (e.g. one request to a list route) read,
 * from the relations in their plans (EXPLAIN of each statement with its values): what a list's
 * version must cover (modules/cases/list-version.ts `tablesVersion`). Statements are caught on
 * every PostgreSQL pool of this process, or on the embedded engine of `db`.
 */
export async function relationsRead(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const statements = await statementsRun(db, run);
  const relations = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'Relation Name' && typeof value === 'string') relations.add(value);
        else walk(value);
      }
    }
  };
  for (const s of statements) {
    if (!/^\s*(\(\s*)?(select|with)\b/i.test(s.text)) continue;
    const [row] = await preparedRows<Record<string, unknown>>(
      db,
      null,
      `EXPLAIN (FORMAT JSON) ${s.text}`,
      s.values,
    );
    const plan = row ? Object.values(row)[0] : null;
    walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
  }
  return [...relations].sort();
}

/**
 * A list's version check (modules/cases/etag.ts `listAnswer`): the tables the requests of `run`
 * read (`read`), those of them the list's `tables` do not count (`uncounted`, beyond the version's
 * own table_changes) and those of `tables` no change counter counts (`untracked`, the triggers of
 * migration 0028). The version is exact when both are empty.
 */
export async function listTablesCheck(db: Db, tables: readonly string[], run: () => Promise<unknown>) {
  const read = await relationsRead(db, run);
  const counted = [...tables, 'table_changes'];
  const triggers = await queryRows<{ table: string }>(
    db,
    sql`SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE g.tgname = c.relname || '_count_changes'`,
  );
  const withTrigger = triggers.map((r) => r.table);
  return {
    read,
    uncounted: read.filter((table) => !counted.includes(table)),
    untracked: tables.filter((table) => !withTrigger.includes(table)),
  };
}

/**
 * The statements `run` sends to the database (with their values), in order: caught on every
 * PostgreSQL pool of this process, or on the embedded engine of `db`.
 */
export async function statementsRun(db: Db, run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const remember = (args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string')
      statements.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first.text === 'string')
      statements.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []) });
  };
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const target: { query: (...args: unknown[]) => unknown } =
    client instanceof pg.Pool ? (pg.Pool.prototype as never) : client;
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    remember(args);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return statements;
}
