import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { readTogether } from './client.ts';

describe('independent reads of one answer', () => {
  let t: TestApp;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  beforeAll(async () => {
    t = await startTestApp();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await t?.close();
  });

  type Reader = Parameters<typeof readTogether>[0];
  const first = async (db: Reader, query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
  const reads = (db: Reader) =>
    [
      () => first(db, sql`SELECT pg_sleep(0.02), 1 AS n`),
      () => first(db, sql`SELECT 2 AS n`),
      async () => 'three',
    ] as const;

  it('answers in the order asked, on the pool and inside a transaction', async () => {
    expect(await readTogether(t.db, reads(t.db))).toEqual([1, 2, 'three']);
    expect(await t.db.transaction((tx) => readTogether(tx, reads(tx)))).toEqual([1, 2, 'three']);
  });

  it('never runs two statements at once on a transaction’s one connection', async () => {
    await t.db.transaction((tx) => readTogether(tx, reads(tx)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
