import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/queries/rows.ts';
import { auditEvents, healthCareProviders, patientProfiles } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { listPolls } from '../../test/list-polls.ts';
import { relationsRead } from '../../test/relations-read.ts';
import {
  createCase,
  ecmoDetailsBody,
  newCaseBody,
  newPatient,
  patientHospitalBody,
  saveSection,
  userId,
} from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { ECMO_LIST_TABLES } from './dashboard.service.ts';

/**
 * The ECMO dashboards' 304 is answered from a version key read before the cards are built
 * (`listAnswer`): a held tag gets 304 while nothing the cards show changed, and 200 with the
 * new cards after any change they show.
 */
let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let admin: ApiClient;
let hospitals: number[];
let callTaker: number;
const NAME = `Etagcase${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const OPEN = `/api/ecmo/cases/open?keyword=${NAME}`;
const ARCHIVE = `/api/ecmo/archive/cases?keyword=${NAME}`;

async function make(firstName = 'Erin') {
  const patient = await newPatient(t, { lastName: NAME, firstName });
  return {
    id: await createCase(manager, newCaseBody(patient.id, hospitals[0] ?? 0, callTaker)),
    patientId: patient.id,
  };
}

type Card = { id: number; firstName: string; originalLocation: string | null };
const { tagOf, expectUnchanged, expectChanged } = listPolls<Card[]>(() => ({ api: reader, path: OPEN }));
const ids = (cards: Array<{ id: number }>) => cards.map((c) => c.id);

let a: { id: number; patientId: number };

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, admin] = await Promise.all([
    clientFor(t, 'ecmo.manage@scout.example'),
    clientFor(t, 'ecmo.read@scout.example'),
    clientFor(t, 'admin@scout.example'),
  ]);
  hospitals = await providerIds(t);
  callTaker = await userId(t, 'calltaker@scout.example');
  a = await make();
});
afterAll(() => t?.close());

describe('ECMO dashboards: the 304 of an unchanged poll', () => {
  it('answers 304 without building the cards (no audit row) while nothing changed', async () => {
    const etag = await tagOf();
    const audits = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'ecmo.case.list-open'))).length;
    const before = await audits();
    await expectUnchanged(etag);
    expect(await audits()).toBe(before);
  });

  it('answers 200 once a case is edited, created or deleted', async () => {
    let etag = await tagOf();
    expect(
      (await saveSection(manager, a.id, 'patienthospitalinformation', patientHospitalBody(hospitals[2] ?? 0)))
        .status,
    ).toBe(200);
    await expectChanged(etag);
    etag = await tagOf();
    expect((await saveSection(manager, a.id, 'ecmodetails', ecmoDetailsBody(12))).status).toBe(200);
    await expectChanged(etag);
    etag = await tagOf();
    const c = await make('Cara');
    expect(ids(await expectChanged(etag))).toContain(c.id);
    etag = await tagOf();
    const deleted = await admin.delete(
      `/api/ecmo/cases/${c.id}/delete?id=${c.id}&reasonForDeletion=duplicate`,
    );
    expect(deleted.status).toBeLessThan(300);
    expect(ids(await expectChanged(etag))).not.toContain(c.id);
  });

  it('answers 200 on both dashboards once a case is closed', async () => {
    const c = await make('Clara');
    expect((await saveSection(manager, c.id, 'ecmodetails', ecmoDetailsBody(20, 3))).status).toBe(200);
    const [open, archive] = [await tagOf(), await tagOf(reader, ARCHIVE)];
    const concluded = await saveSection(manager, c.id, 'conclusion', {
      ecmoOutcome: 'Bridged',
      patientOutcome: 'Discharged',
    });
    expect(concluded.status).toBe(200);
    expect(ids(await expectChanged(open))).not.toContain(c.id);
    expect(ids(await expectChanged(archive, reader, ARCHIVE))).toContain(c.id);
  });

  it('answers 200 once a patient is renamed or the hospital a card shows is renamed', async () => {
    let etag = await tagOf();
    await t.db.update(patientProfiles).set({ firstName: 'Edna' }).where(eq(patientProfiles.id, a.patientId));
    expect((await expectChanged(etag)).find((c) => c.id === a.id)?.firstName).toBe('Edna');
    etag = await tagOf();
    const hospital = hospitals[2] ?? 0;
    const [row] = await t.db.select().from(healthCareProviders).where(eq(healthCareProviders.id, hospital));
    const rename = (nickName: string) =>
      t.db.update(healthCareProviders).set({ nickName }).where(eq(healthCareProviders.id, hospital));
    await rename('Etag Hospital');
    try {
      expect((await expectChanged(etag)).find((c) => c.id === a.id)?.originalLocation).toBe('Etag Hospital');
    } finally {
      if (row) await rename(row.nickName);
    }
  });

  it('never reuses a tag across filters', async () => {
    const etag = await tagOf();
    await expectChanged(etag, reader, `${OPEN}&hospitalId=${hospitals[2]}`);
    await expectChanged(etag, reader, `/api/ecmo/archive/cases?keyword=${NAME}`);
  });

  it('reads only tables whose changes its version counts', async () => {
    const read = await relationsRead(t.db, async () => {
      for (const path of [
        '/api/ecmo/cases/open',
        OPEN,
        `${OPEN}&hospitalId=${hospitals[2]}`,
        '/api/ecmo/archive/cases',
        ARCHIVE,
      ])
        expect((await reader.get(path)).status).toBe(200);
    });
    expect(read).toContain('ecmo_cases');
    const counted: readonly string[] = [...ECMO_LIST_TABLES, 'table_changes'];
    expect(read.filter((table) => !counted.includes(table))).toEqual([]);
    const triggers = await queryRows<{ table: string }>(
      t.db,
      sql`SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = c.relname || '_count_changes'`,
    );
    const withTrigger = triggers.map((r) => r.table);
    expect(ECMO_LIST_TABLES.filter((table) => !withTrigger.includes(table))).toEqual([]);
  });

  it('keeps the tag through a change its cards do not show, and a failed write', async () => {
    const etag = await tagOf();
    // A write to another area's table and a refused save change nothing the dashboard shows.
    await t.db.execute(sql`DELETE FROM vst_consults WHERE false`);
    const refused = await saveSection(manager, a.id, 'ecmodetails', { nonsense: true });
    expect(refused.status).toBe(400);
    await expectUnchanged(etag);
  });
});
