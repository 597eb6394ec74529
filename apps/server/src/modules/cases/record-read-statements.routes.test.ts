import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/queries/rows.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { statementsRun } from '../../test/relations-read.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A whole record's read is three statements (issue 27: each statement cost a query build, a round
 * trip and a row parse, and the reads made five to seven): the record's row, what it shows from
 * elsewhere (patient, URNs, names, hospitals, entries) in one statement, and its audit event
 * (written with the events of concurrent reads: group commit). The answers are the records as
 * the area's route tests check them.
 */
let t: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
});
afterAll(() => t?.close());

async function newest(table: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.db,
    sql`SELECT max(id) AS id FROM ${sql.identifier(table)}`,
  );
  expect(row?.id).toBeTruthy();
  return row?.id as number;
}

describe('one full record read', () => {
  it.each([
    ['ECMO case', 'ecmo_cases', (id: number) => `/api/ecmo/cases/${id}`],
    ['VST consult', 'vst_consults', (id: number) => `/api/vst/consults/${id}`],
    ['VST follow-up', 'vst_followups', (id: number) => `/api/vst/followup/${id}`],
  ])('%s: the row, its look-ups and its audit event', async (_, table, path) => {
    const url = path(await newest(table));
    const first = await admin.get(url); // the signed-in user's record and the statements' plans, once
    expect(first.status).toBe(200);
    let body: unknown;
    const statements = await statementsRun(t.db, async () => {
      const res = await admin.get(url);
      expect(res.status).toBe(200);
      body = res.body;
    });
    expect(body).toEqual(first.body);
    const texts = statements.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 120));
    expect(texts.length, texts.join('\n')).toBeLessThanOrEqual(3);
    expect(texts.filter((s) => /insert into audit_events/i.test(s))).toHaveLength(1);
  });
});
