import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from './queries/rows.ts';
import * as schema from './schema/index.ts';

/**
 * The migrations are written by hand (plain DDL for PGlite and PostgreSQL alike) and the Drizzle
 * schema describes the same tables for the queries: every column the schema declares must exist in
 * the migrated database with the same nullability, so a query can never name a column the
 * migrations did not make.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

describe('the Drizzle schema and the migrated database', () => {
  it('declares only columns the migrations made, with the same nullability', async () => {
    const columns = await queryRows<{ table_name: string; column_name: string; is_nullable: string }>(
      t.db,
      sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const inDb = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === 'YES']));
    expect(tables.length).toBeGreaterThan(20);
    const mismatches: string[] = [];
    for (const table of tables) {
      const { name, columns: declared } = getTableConfig(table);
      for (const column of declared) {
        const key = `${name}.${column.name}`;
        if (!inDb.has(key)) mismatches.push(`${key}: missing in the database`);
        else if (inDb.get(key) !== !column.notNull) mismatches.push(`${key}: nullability differs`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
