import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { type Db, retryTransactionsOnConflict, TRANSACTION_ATTEMPTS } from './client.ts';

describe('transactions aborted by a conflict are run again', () => {
  it('retries 40P01 and 40001 up to the limit, and passes every other error straight through', async () => {
    const failing = (codes: string[]) => {
      let calls = 0;
      const fake = {
        transaction: async () => {
          const code = codes[calls++];
          if (code)
            throw Object.assign(new Error('Failed query'), {
              cause: Object.assign(new Error(code), { code }),
            });
          return 'committed';
        },
      } as unknown as Db;
      return { db: retryTransactionsOnConflict(fake), calls: () => calls };
    };
    const deadlockOnce = failing(['40P01']);
    await expect(deadlockOnce.db.transaction(async () => 'x')).resolves.toBe('committed');
    expect(deadlockOnce.calls()).toBe(2);

    const serialization = failing(['40001', '40001']);
    await expect(serialization.db.transaction(async () => 'x')).resolves.toBe('committed');
    expect(serialization.calls()).toBe(3);

    const always = failing(Array(10).fill('40P01'));
    await expect(always.db.transaction(async () => 'x')).rejects.toThrow('Failed query');
    expect(always.calls()).toBe(TRANSACTION_ATTEMPTS);

    const unique = failing(['23505']);
    await expect(unique.db.transaction(async () => 'x')).rejects.toThrow('Failed query');
    expect(unique.calls()).toBe(1);
  });

  // Only a server has concurrent connections (the embedded engine has one): this part runs in
  // the PostgreSQL pass of the suite (.ci/run) and is not registered on PGlite.
  if (!process.env.DATABASE_URL) return;
  describe('on PostgreSQL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
      await t.db.execute(sql`CREATE TABLE retry_probe (id int PRIMARY KEY, n int NOT NULL)`);
      await t.db.execute(sql`INSERT INTO retry_probe VALUES (1, 0), (2, 0)`);
    });
    afterAll(() => t?.close());

    it('a real deadlock: both transactions commit, the victim on its second attempt', async () => {
      let bothHoldOne!: () => void;
      const barrier = new Promise<void>((resolve) => {
        bothHoldOne = resolve;
      });
      let holding = 0;
      const attempts = { a: 0, b: 0 };
      const crosswise = (name: 'a' | 'b', first: number, second: number) =>
        t.db.transaction(async (tx) => {
          attempts[name] += 1;
          await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${first}`);
          if (++holding === 2) bothHoldOne();
          await barrier;
          await tx.execute(sql`UPDATE retry_probe SET n = n + 1 WHERE id = ${second}`);
        });
      await Promise.all([crosswise('a', 1, 2), crosswise('b', 2, 1)]);
      expect(attempts.a + attempts.b).toBe(3);
      const rows = await t.db.execute(sql`SELECT n FROM retry_probe ORDER BY id`);
      expect((rows as unknown as { rows: Array<{ n: number }> }).rows.map((r) => r.n)).toEqual([2, 2]);
    });
  });
});
