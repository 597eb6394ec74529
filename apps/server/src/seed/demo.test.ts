import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, jurisdictions, users } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo data', () => {
  it('seeds once: accounts, Australia with its eight jurisdictions, audit events', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    const [userCount] = await t.db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(DEMO_ACCOUNTS.length);
    const [stateCount] = await t.db.select({ n: count() }).from(jurisdictions);
    expect(stateCount?.n).toBe(8);
    const [auditCount] = await t.db.select({ n: count() }).from(auditEvents);
    expect(auditCount?.n).toBe(DEMO_ACCOUNTS.length);
  });

  it('matches the README table of demo accounts row for row', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
    const rows = readme
      .split('\n')
      .filter((line) => /^\| [^ ]+@scout\.example \|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(DEMO_ACCOUNTS.map((a) => [a.email, DEMO_PASSWORD, a.roleLabel]));
  });
});
