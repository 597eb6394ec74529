import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/queries/rows.ts';
import { auditEvents, patientProfiles } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { expectScopeFollowsHospitals, listPolls } from '../../test/list-polls.ts';
import { relationsRead } from '../../test/relations-read.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  callAt,
  closedConsult,
  createConsult,
  createFollowup,
  FOLLOWUP,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { VST_LIST_TABLES } from './dashboard.service.ts';

/**
 * The VST dashboard's 304 is answered from a version key read before the page is built
 * (`listAnswer` with the change counts of the tables the search reads, issue 27): a held
 * tag gets 304 while nothing the page shows changed, and 200 with the new page after any change
 * it shows (edit, create, follow-up, delete, patient renamed, the user's scope).
 */
let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let vstAdmin: ApiClient;
let ids: Ids;
let hospitals: number[];
const NAME = `Vstetag${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const SEARCH = `${CONSULTS}/search?keyword=${NAME}`;

interface Page {
  consults: Array<{
    id: number;
    patientFirstName: string;
    diagnosisDetails: unknown;
    followupConsults: { id: number }[];
  }>;
  totalRecordsCount: number;
}

const polls = listPolls<Page>(() => ({ api: reader, path: SEARCH }));
const { tagOf, expectUnchanged, expectChanged } = polls;
const idsOf = (page: Page) => page.consults.map((c) => c.id);

let patientId: number;
let consult: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, vstAdmin] = await Promise.all([
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
    clientFor(t, VST_ADMIN),
  ]);
  hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[2] as number,
    specialistId: await userId(t, VST_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  patientId = (await newPatient(t, { lastName: NAME, firstName: 'Vera' })).id;
  consult = await createConsult(manager, newConsultBody(patientId, ids));
});
afterAll(() => t?.close());

describe('VST dashboard: the 304 of an unchanged poll', () => {
  it('answers 304 without building the page (no audit row) while nothing changed', async () => {
    const etag = await tagOf(reader);
    const audits = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'vst.consult.list'))).length;
    const before = await audits();
    await expectUnchanged(etag);
    await expectUnchanged(etag);
    expect(await audits()).toBe(before);
  });

  it('answers 200 once a consult is edited, created, followed up or deleted', async () => {
    let etag = await tagOf(reader);
    const diagnosis = { diagnosisDetails: { strokeType: 'Ischaemic Stroke', diagnosisDetails: 'Left MCA' } };
    expect((await saveSections(manager, CONSULTS, consult, diagnosis)).status).toBe(200);
    expect((await expectChanged(etag)).consults.find((c) => c.id === consult)?.diagnosisDetails).toEqual({
      strokeType: 'Ischaemic Stroke',
    });
    etag = await tagOf(reader);
    const second = await createConsult(
      manager,
      newConsultBody(patientId, ids, new Date(Date.now() - 60_000)),
    );
    expect(idsOf(await expectChanged(etag))).toContain(second);
    etag = await tagOf(reader);
    const closed = await closedConsult(manager, patientId, ids);
    expect(idsOf(await expectChanged(etag))).toContain(closed);
    etag = await tagOf(reader);
    const child = await createFollowup(manager, newFollowupBody(closed, patientId, ids, callAt()));
    const withChild = await expectChanged(etag);
    expect(withChild.consults.find((c) => c.id === closed)?.followupConsults.map((f) => f.id)).toEqual([
      child,
    ]);
    etag = await tagOf(reader);
    const reason = 'reasonForDeletion=Entered%20twice';
    expect((await vstAdmin.delete(`${FOLLOWUP}/${child}/delete?${reason}`)).status).toBe(200);
    expect((await expectChanged(etag)).consults.find((c) => c.id === closed)?.followupConsults).toEqual([]);
    etag = await tagOf(reader);
    expect((await vstAdmin.delete(`${CONSULTS}/${second}/delete?${reason}`)).status).toBe(200);
    expect(idsOf(await expectChanged(etag))).not.toContain(second);
  });

  it('answers 200 once the patient is renamed', async () => {
    const etag = await tagOf(reader);
    await t.db.update(patientProfiles).set({ firstName: 'Vida' }).where(eq(patientProfiles.id, patientId));
    expect((await expectChanged(etag)).consults.find((c) => c.id === consult)?.patientFirstName).toBe('Vida');
  });

  it("answers 200 once the user's hospitals change, and keeps each user's tag apart", async () => {
    await expectScopeFollowsHospitals<Page>({
      t,
      polls,
      path: SEARCH,
      other: reader,
      account: { isVstUser: true, vstAccess: ACCESS_LEVEL.Read },
      app: PLATFORM_APP.VST,
      outside: hospitals[3] as number,
      inside: ids.hospitalId,
      shows: (page) => expect(idsOf(page)).toContain(consult),
      hides: (page) => expect(page.consults).toEqual([]),
    });
  });

  it('keeps the tag through a change the page does not show, and a refused save', async () => {
    const etag = await tagOf(reader);
    await t.db.execute(sql`DELETE FROM ecmo_cases WHERE false`);
    const refused = await saveSections(manager, CONSULTS, consult, {
      diagnosisDetails: { strokeType: 'Nonsense' },
    });
    expect(refused.status).toBe(400);
    await expectUnchanged(etag);
  });

  it('never reuses a tag across filters', async () => {
    const etag = await tagOf(reader);
    await expectChanged(etag, reader, `${SEARCH}&hospitalId=${ids.hospitalId}`);
    await expectChanged(etag, reader, `${SEARCH}&includeFollowUps=false`);
  });

  it('reads only tables whose changes its version counts', async () => {
    const read = await relationsRead(t.db, async () => {
      for (const query of [
        '',
        `?keyword=${NAME}`,
        '?keyword=VST1',
        '?keyword=VSTFU1',
        '?keyword=UR4471',
        `?hospitalId=${ids.hospitalId}`,
        `?neurologistId=${ids.specialistId}`,
        '?fromDate=2026-01-01T00:00:00&toDate=2026-12-31T00:00:00',
        '?pageNumber=2&pageSize=1',
        `?onlyClosedCases=true&onlyClosedFollowupCases=true&patientProfileId=${patientId}`,
        `?patientName=${NAME}&patientDOB=1961-02-03&patientURN=UR4471`,
      ])
        expect((await reader.get(`${CONSULTS}/search${query}`)).status, query).toBe(200);
    });
    expect(read).toContain('vst_consults');
    const counted: readonly string[] = [...VST_LIST_TABLES, 'table_changes'];
    expect(
      read.filter((table) => !counted.includes(table)),
      read.join(),
    ).toEqual([]);
    const triggers = await queryRows<{ table: string }>(
      t.db,
      sql`SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = c.relname || '_count_changes'`,
    );
    const withTrigger = triggers.map((r) => r.table);
    expect(VST_LIST_TABLES.filter((table) => !withTrigger.includes(table))).toEqual([]);
  });
});
