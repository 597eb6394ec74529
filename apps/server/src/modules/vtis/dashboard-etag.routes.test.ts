import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { auditEvents, patientProfiles, userHealthCareProviders } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { expectScopeFollowsHospitals, listPolls } from '../../test/list-polls.ts';
import { listTablesCheck } from '../../test/relations-read.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  closedConsult,
  completeConsult,
  completeDocumentation,
  createConsult,
  createFollowup,
  DOCUMENTATION,
  FOLLOWUP,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VTIS_ADMIN,
  VTIS_MANAGE,
  VTIS_READ,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { VTIS_LIST_TABLES } from './dashboard.service.ts';

/**
 * The VTIS dashboard's 304 is answered from a version key read before the page is built
 * (modules/cases/etag.ts `listAnswer`: the change counts of the tables the search reads, the
 * filters, the scope, issue 27): a held tag gets 304 while nothing the page shows changed, and 200
 * with the new page after any change it shows (edit, create, follow-up, close and its hospital
 * documentation, delete, patient renamed, the user's scope).
 */
let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;
let hospitals: number[];
const NAME = `Vtisetag${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const SEARCH = `${CONSULTS}/search?keyword=${NAME}`;

interface Row {
  id: number;
  vtisStatus: string;
  patientFirstName: string;
  diagnosisDetails: unknown;
  vtisFollowupConsults: { id: number }[];
  hospitalDocumentation: { status: string } | null;
}
interface Page {
  vtisConsults: Row[];
  totalRecordsCount: number;
}

const polls = listPolls<Page>(() => ({ api: reader, path: SEARCH }));
const { tagOf, expectUnchanged, expectChanged } = polls;
const idsOf = (page: Page) => page.vtisConsults.map((c) => c.id);
const rowOf = (page: Page, id: number) => page.vtisConsults.find((c) => c.id === id);

let patientId: number;
let consult: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, VTIS_MANAGE), clientFor(t, VTIS_READ)]);
  hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[2] as number,
    specialistId: await userId(t, VTIS_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  patientId = (await newPatient(t, { lastName: NAME, firstName: 'Vera' })).id;
  consult = await createConsult(manager, newConsultBody(patientId, ids));
});
afterAll(() => t?.close());

describe('VTIS dashboard: the 304 of an unchanged poll', () => {
  it('answers 304 without building the page (no audit row) while nothing changed', async () => {
    const etag = await tagOf();
    const audits = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'vtis.consult.list'))).length;
    const before = await audits();
    await expectUnchanged(etag);
    await expectUnchanged(etag);
    expect(await audits()).toBe(before);
  });

  it('answers 200 once a consult is edited, created, closed, followed up, documented or deleted', async () => {
    let etag = await tagOf();
    const diagnosis = {
      diagnosisDetails: {
        strokeType: 'Haemorrhagic',
        diagnosisDetails: 'Left MCA',
        diagnosisRevised: 'No',
        causeOfStrokeKnown: 'No',
      },
    };
    expect((await saveSections(manager, CONSULTS, consult, diagnosis)).status).toBe(200);
    expect(rowOf(await expectChanged(etag), consult)?.diagnosisDetails).toEqual({
      strokeType: 'Haemorrhagic',
    });
    etag = await tagOf();
    const closed = await closedConsult(manager, patientId, ids);
    const withClosed = await expectChanged(etag);
    expect(idsOf(withClosed)).toContain(closed);
    expect(rowOf(withClosed, closed)?.hospitalDocumentation?.status).toBe('OPEN');
    etag = await tagOf();
    await completeDocumentation(manager, closed);
    expect((await manager.patch(`${DOCUMENTATION}/${closed}/complete`)).status).toBe(200);
    expect(rowOf(await expectChanged(etag), closed)?.hospitalDocumentation?.status).toBe('CLOSED');
    etag = await tagOf();
    const open = await createConsult(manager, newConsultBody(patientId, ids, new Date(Date.now() - 60_000)));
    expect(idsOf(await expectChanged(etag))).toContain(open);
    etag = await tagOf();
    // A follow-up comes from an INPATIENT (completed, open) consult.
    const parent = await completeConsult(manager, patientId, ids);
    expect(idsOf(await expectChanged(etag))).toContain(parent);
    etag = await tagOf();
    const child = await createFollowup(manager, newFollowupBody(parent, patientId, ids));
    expect(rowOf(await expectChanged(etag), parent)?.vtisFollowupConsults.map((f) => f.id)).toEqual([child]);
    etag = await tagOf();
    const reason = 'reasonForDeletion=Entered%20twice';
    expect((await manager.delete(`${FOLLOWUP}/${child}/delete?${reason}`)).status).toBe(200);
    expect(rowOf(await expectChanged(etag), parent)?.vtisFollowupConsults).toEqual([]);
    etag = await tagOf();
    expect((await manager.delete(`${CONSULTS}/${open}/delete?${reason}`)).status).toBe(200);
    expect(idsOf(await expectChanged(etag))).not.toContain(open);
  });

  it('answers 200 once the patient is renamed', async () => {
    const etag = await tagOf();
    await t.db.update(patientProfiles).set({ firstName: 'Vida' }).where(eq(patientProfiles.id, patientId));
    expect(rowOf(await expectChanged(etag), consult)?.patientFirstName).toBe('Vida');
  });

  it("answers 200 once the user's hospitals change, and keeps each user's tag apart", async () => {
    await expectScopeFollowsHospitals<Page>({
      t,
      polls,
      path: SEARCH,
      other: reader,
      account: { isVtisUser: true, vtisAccess: ACCESS_LEVEL.Read },
      app: PLATFORM_APP.VTIS,
      outside: hospitals[3] as number,
      inside: ids.hospitalId,
      shows: (page) => expect(idsOf(page)).toContain(consult),
      hides: (page) => expect(page.vtisConsults).toEqual([]),
    });
  });

  it('keeps the tag through a change the page does not show, and a refused save', async () => {
    const etag = await tagOf();
    await t.db.execute(sql`DELETE FROM ecmo_cases WHERE false`);
    const refused = await saveSections(manager, CONSULTS, consult, {
      diagnosisDetails: { strokeType: 'Nonsense' },
    });
    expect(refused.status).toBe(400);
    await expectUnchanged(etag);
  });

  it('never reuses a tag across filters or pages', async () => {
    const etag = await tagOf();
    await expectChanged(etag, reader, `${SEARCH}&hospitalId=${ids.hospitalId}`);
    await expectChanged(etag, reader, `${SEARCH}&includeFollowUps=false`);
    await expectChanged(etag, reader, `${SEARCH}&pageSize=1`);
  });

  it('reads only tables whose changes its version counts', async () => {
    const user = await createTestUser(t.db, { isVtisUser: true, vtisAccess: ACCESS_LEVEL.Read });
    await t.db
      .insert(userHealthCareProviders)
      .values({ userId: user.id, healthCareProviderId: ids.hospitalId, platformAppId: PLATFORM_APP.VTIS });
    const scoped = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
    // The accounts are read once after a change to users (the current-user cache), not by the list.
    for (const api of [scoped, reader]) expect((await api.get(SEARCH)).status).toBe(200);
    const check = await listTablesCheck(t.db, VTIS_LIST_TABLES, async () => {
      for (const query of [
        '',
        `?keyword=${NAME}`,
        '?keyword=VTIS1',
        '?keyword=VTISFU1',
        '?keyword=UR4471',
        `?hospitalId=${ids.hospitalId}`,
        `?neurologistId=${ids.specialistId}`,
        '?fromDate=2026-01-01T00:00:00&toDate=2026-12-31T00:00:00',
        '?pageNumber=99',
        '?includeFollowUps=false',
      ])
        expect((await reader.get(`${CONSULTS}/search${query}`)).status, query).toBe(200);
      expect((await scoped.get(SEARCH)).status).toBe(200);
    });
    expect(check.read).toContain('vtis_consults');
    expect(check.uncounted, check.read.join()).toEqual([]);
    expect(check.untracked).toEqual([]);
  });
});
