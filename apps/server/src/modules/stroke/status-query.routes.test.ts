import { STROKE_MESSAGES as M } from '@scout/domain/stroke/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vstConsults, vstReperfusionCases, vtisConsults } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { ADMIN } from '../../test/support/cases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 23 item 4: the status checks take their query as the spec's call spells it (spec 3 §7.1
 * "GET /consults/{id}/status | id, LastModified"), as well as the web's `lastModified`.
 */

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, ADMIN);
});
afterAll(() => t?.close());

const CHECKS = [
  { name: 'VST consult', base: '/api/vst/consults', table: vstConsults },
  { name: 'VTIS consult', base: '/api/vtis/consults', table: vtisConsults },
  { name: 'reperfusion case', base: '/api/vst/reperfusion-cases', table: vstReperfusionCases },
] as const;

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
const fieldErrors = (body: unknown) => (body as Body).fieldErrors ?? [];

/** A record of the demo data the admin can open, and its lastModified. */
async function openRecord(base: string, table: (typeof CHECKS)[number]['table']) {
  for (const { id } of await t.db.select({ id: table.id }).from(table).limit(20)) {
    const res = await admin.get(`${base}/${id}`);
    if (res.status === 200) return { id, lastModified: res.body.lastModified as string };
  }
  throw new Error(`no ${base} record in the demo data`);
}

const q = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();
const dayBefore = (stamp: string) => new Date(new Date(stamp).getTime() - 86_400_000).toISOString();

describe.each(CHECKS)('GET $base/{id}/status ($name)', ({ base, table }) => {
  it("answers the spec's call: ?id=..&LastModified=..", async () => {
    const { id, lastModified } = await openRecord(base, table);
    const spec = await admin.get(`${base}/${id}/status?${q({ id: String(id), LastModified: lastModified })}`);
    expect(spec.status).toBe(200);
    expect(spec.body).toBe(true);
    // The stamp is read, not ignored: an older one is a newer change on the server.
    const older = await admin.get(
      `${base}/${id}/status?${q({ id: String(id), LastModified: dayBefore(lastModified) })}`,
    );
    expect(older.body).toBe(false);
    // The web's spelling still works, alone or with the same stamp in the spec's.
    expect((await admin.get(`${base}/${id}/status?${q({ lastModified })}`)).body).toBe(true);
    const both = await admin.get(`${base}/${id}/status?${q({ lastModified, LastModified: lastModified })}`);
    expect(both.body).toBe(true);
  });

  it('answers 400 naming the parameter when the query does not say one thing', async () => {
    const { id, lastModified } = await openRecord(base, table);
    const none = await admin.get(`${base}/${id}/status?${q({ id: String(id) })}`);
    expect(none.status).toBe(400);
    expect(fieldErrors(none.body)).toEqual([{ field: 'lastModified', message: M.required }]);

    const differ = await admin.get(
      `${base}/${id}/status?${q({ lastModified, LastModified: dayBefore(lastModified) })}`,
    );
    expect(differ.status).toBe(400);
    expect(fieldErrors(differ.body)).toEqual([{ field: 'LastModified', message: M.statusStampsDiffer }]);

    const otherId = await admin.get(
      `${base}/${id}/status?${q({ id: String(id + 1), LastModified: lastModified })}`,
    );
    expect(otherId.status).toBe(400);
    expect(fieldErrors(otherId.body)).toEqual([{ field: 'id', message: M.statusIdMismatch }]);

    const badStamp = await admin.get(`${base}/${id}/status?${q({ LastModified: 'yesterday' })}`);
    expect(badStamp.status).toBe(400);
    expect(fieldErrors(badStamp.body).map((f) => f.field)).toEqual(['LastModified']);
  });
});
