import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { lengthOfStayDays } from '@scout/domain/telehealth/clinical-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import {
  auditEvents,
  healthCareProviders,
  patientProfiles,
  userHealthCareProviders,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { listTablesCheck } from '../../test/relations-read.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  BASE,
  createCase,
  newCaseBody,
  patientHistoryBody,
  patientInformationBody,
  save,
  TH_MANAGE,
  TH_READ,
  wholeCaseOf,
} from '../../test/support/telehealth.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { nextDayInIcu, TELEHEALTH_LIST_TABLES } from './service.ts';

/**
 * The dashboard's 304 is answered from a version key read before the page is built
 * (`listAnswer`: the change counts of the tables the page reads, the filters, the scope, the day,
 * issue 27): these tests hold a tag and check that every change the page shows gives a 200 with
 * the changed page (the days in ICU too, which run with the clock), and that an unchanged poll
 * still answers 304.
 */
let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let admin: ApiClient;
let hospitals: number[];
let callTakerId: number;
const KEYWORD = 'Etagtest';
const MINE = `${BASE}?keyword=${KEYWORD}`;
const ARCHIVE = `${MINE}&closedCases=true`;

async function make(hospital: number, lastName = `${KEYWORD}${Math.random().toString(36).slice(2, 8)}`) {
  const patient = await newPatient(t, { lastName });
  const id = await createCase(manager, newCaseBody(patient.id, hospital, callTakerId));
  return { id, patientId: patient.id };
}

async function tagOf(api: ApiClient, path: string): Promise<string> {
  const res = await api.get(path);
  expect(res.status).toBe(200);
  return res.headers.get('etag') as string;
}

const poll = (api: ApiClient, path: string, etag: string) =>
  api.send('GET', path, { headers: { 'if-none-match': etag } });

async function expectUnchanged(api: ApiClient, path: string, etag: string) {
  const res = await poll(api, path, etag);
  expect(res.status, path).toBe(304);
  expect(res.body).toBe('');
}

async function expectChanged(api: ApiClient, path: string, etag: string) {
  const res = await poll(api, path, etag);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('etag')).not.toBe(etag);
  // The page sent with the new tag is the page a fresh request builds.
  expect(res.body).toEqual((await api.get(path)).body);
  return res;
}

const ids = (body: { cases: Array<{ id: number }> }) => body.cases.map((c) => c.id);

let a: { id: number; patientId: number };
let b: { id: number; patientId: number };

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, admin] = await Promise.all([
    clientFor(t, TH_MANAGE),
    clientFor(t, TH_READ),
    clientFor(t, 'admin@scout.example'),
  ]);
  hospitals = await providerIds(t);
  callTakerId = await userId(t, 'calltaker@scout.example');
  a = await make(hospitals[0] as number);
  b = await make(hospitals[1] as number);
});
afterAll(() => t?.close());

describe('GET /api/telehealth/case: the 304 of an unchanged poll', () => {
  it('answers 304 without building the page (no audit row) while nothing changed', async () => {
    const etag = await tagOf(reader, MINE);
    const audits = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'telehealth.case.list-open')))
        .length;
    const before = await audits();
    await expectUnchanged(reader, MINE, etag);
    await expectUnchanged(reader, MINE, etag);
    expect(await audits()).toBe(before);
  });

  it('answers 200 once a case on the page is edited', async () => {
    let etag = await tagOf(reader, MINE);
    // The patient history is not on the dashboard: the page is the same, under a new tag (its
    // version counts every write to the cases' table).
    const page = (await reader.get(MINE)).body;
    expect((await save(manager, '/patient-history', a.id, patientHistoryBody)).status).toBe(200);
    expect((await expectChanged(reader, MINE, etag)).body).toEqual(page);
    etag = await tagOf(reader, MINE);
    // The patient information gives the Hospital and Days in ICU columns.
    const info = await save(
      manager,
      '/patient-information',
      a.id,
      patientInformationBody(hospitals[1] as number),
    );
    expect(info.status).toBe(200);
    const changed = await expectChanged(reader, MINE, etag);
    expect(changed.body.cases.find((c: { id: number }) => c.id === a.id).daysInIcu).not.toBeNull();
    etag = changed.headers.get('etag') as string;
    const back = await save(
      manager,
      '/patient-information',
      a.id,
      patientInformationBody(hospitals[0] as number),
    );
    expect(back.status).toBe(200);
    await expectChanged(reader, MINE, etag);
  });

  it('answers 200 once a consultation is added (the Consults column)', async () => {
    const etag = await tagOf(reader, MINE);
    const consult = await save(manager, '/consultations', b.id, {
      consultation: { id: 0, createdOn: new Date().toISOString() },
    });
    expect(consult.status).toBe(200);
    await expectChanged(reader, MINE, etag);
  });

  it('answers 200 once a case is created, and once one is deleted', async () => {
    let etag = await tagOf(reader, MINE);
    const c = await make(hospitals[0] as number);
    expect(ids((await expectChanged(reader, MINE, etag)).body)).toContain(c.id);
    etag = await tagOf(reader, MINE);
    const deleted = await admin.delete(`${BASE}/${c.id}/delete?id=${c.id}&reasonForDeletion=duplicate`);
    expect(deleted.status).toBeLessThan(300);
    expect(ids((await expectChanged(reader, MINE, etag)).body)).not.toContain(c.id);
  });

  it('answers 200 on both lists once a case is closed', async () => {
    const c = await make(hospitals[1] as number);
    const [open, archive] = [await tagOf(reader, MINE), await tagOf(reader, ARCHIVE)];
    const current = (await manager.get(`${BASE}/${c.id}`)).body;
    const closed = await manager.put(
      BASE,
      wholeCaseOf(current, { outcomeInformation: { outcome: 0, closedDateTime: new Date().toISOString() } }),
    );
    expect(closed.status).toBe(200);
    expect(ids((await expectChanged(reader, MINE, open)).body)).not.toContain(c.id);
    expect(ids((await expectChanged(reader, ARCHIVE, archive)).body)).toContain(c.id);
  });

  it('answers 200 once a patient on the page is renamed, or a hospital it shows', async () => {
    let etag = await tagOf(reader, MINE);
    await t.db
      .update(patientProfiles)
      .set({ firstName: 'Renamed' })
      .where(eq(patientProfiles.id, a.patientId));
    const renamed = await expectChanged(reader, MINE, etag);
    expect(renamed.body.cases.find((c: { id: number }) => c.id === a.id).patientName).toMatch(/^Renamed /);
    etag = await tagOf(reader, MINE);
    const hospital = hospitals[0] as number;
    const [row] = await t.db.select().from(healthCareProviders).where(eq(healthCareProviders.id, hospital));
    const rename = (nickName: string) =>
      t.db.update(healthCareProviders).set({ nickName }).where(eq(healthCareProviders.id, hospital));
    await rename('Etag Hospital');
    try {
      const changed = await expectChanged(reader, MINE, etag);
      expect(changed.body.cases.find((c: { id: number }) => c.id === a.id).hospital).toBe('Etag Hospital');
    } finally {
      if (row) await rename(row.nickName);
    }
  });

  it('never reuses a tag across filters or pages', async () => {
    const etag = await tagOf(reader, MINE);
    await expectChanged(reader, `${MINE}&hospitalId=${hospitals[0]}`, etag);
    await expectChanged(reader, `${MINE}&pageSize=1`, etag);
    // A page past the end shows the total only: a new case changes it.
    const past = `${MINE}&pageNumber=9`;
    const pastTag = await tagOf(reader, past);
    await expectUnchanged(reader, past, pastTag);
    await make(hospitals[0] as number);
    const res = await expectChanged(reader, past, pastTag);
    expect(res.body.cases).toEqual([]);
  });

  it('answers 200 from the instant an open case’s days in ICU change', async () => {
    const c = await make(hospitals[0] as number);
    // Admitted a day ago less 4 s: 0 days in ICU, 1 day from 4 s on (the same time of day).
    const admitted = new Date(Date.now() - 86_400_000 + 4000).toISOString();
    const info = patientInformationBody(hospitals[0] as number, { dateOfAdmissionCriticalCare: admitted });
    expect((await save(manager, '/patient-information', c.id, info)).status).toBe(200);
    const first = await reader.get(MINE);
    const daysOf = (body: { cases: Array<{ id: number; daysInIcu: number | null }> }) =>
      body.cases.find((x) => x.id === c.id)?.daysInIcu;
    expect(daysOf(first.body)).toBe(0);
    const etag = first.headers.get('etag') as string;
    await expectUnchanged(reader, MINE, etag);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(admitted) + 86_400_000 - Date.now() + 50));
    expect(daysOf((await expectChanged(reader, MINE, etag)).body)).toBe(1);
  });

  it('reads only tables whose changes its version counts', async () => {
    const user = await createTestUser(t.db, { isTelehealthUser: true, telehealthAccess: ACCESS_LEVEL.Read });
    await t.db.insert(userHealthCareProviders).values({
      userId: user.id,
      healthCareProviderId: hospitals[0] as number,
      platformAppId: PLATFORM_APP.TELEHEALTH,
    });
    const scoped = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
    // The accounts are read once after a change to users (the current-user cache), not by the list.
    for (const api of [scoped, reader]) expect((await api.get(MINE)).status).toBe(200);
    const check = await listTablesCheck(t.db, TELEHEALTH_LIST_TABLES, async () => {
      for (const query of [
        '',
        '?closedCases=true',
        `?keyword=${KEYWORD}`,
        '?keyword=TH1',
        `?hospitalId=${hospitals[0]}&fromDate=2026-01-01&toDate=2026-12-31`,
        '?pageNumber=99',
      ])
        expect((await reader.get(`${BASE}${query}`)).status, query).toBe(200);
      expect((await scoped.get(MINE)).status).toBe(200);
    });
    expect(check.read).toContain('telehealth_cases');
    expect(check.uncounted, check.read.join()).toEqual([]);
    expect(check.untracked).toEqual([]);
  });

  it('keeps the tag through a change the page does not show, and a refused save', async () => {
    const etag = await tagOf(reader, MINE);
    await t.db.execute(sql`DELETE FROM ecmo_cases WHERE false`);
    const refused = await save(manager, '/patient-information', a.id, patientInformationBody(-1));
    expect(refused.status).toBe(400);
    await expectUnchanged(reader, MINE, etag);
  });

  it('answers 200 once the user’s providers change (scope)', async () => {
    const user = await createTestUser(t.db, {
      isTelehealthUser: true,
      telehealthAccess: ACCESS_LEVEL.Read,
    });
    const { accessToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    const limited = apiClient(t.baseUrl, accessToken);
    const etag = await tagOf(limited, MINE);
    const before = (await limited.get(MINE)).body;
    expect(ids(before)).toContain(b.id);
    const current = (await admin.get(`/api/ccmp/admin/users/${user.id}`)).body;
    const saved = await admin.put(`/api/ccmp/admin/users/${user.id}`, {
      ...current,
      userHealthCareProviders: [
        { healthCareProviderId: hospitals[0], platformAppId: PLATFORM_APP.TELEHEALTH },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const changed = await expectChanged(limited, MINE, etag);
    expect(ids(changed.body)).not.toContain(b.id);
    expect(ids(changed.body)).toContain(a.id);
  });
});

describe('nextDayInIcu: when an open case’s days in ICU next change', () => {
  const zone = 'Australia/Melbourne';
  const days = (admission: number, at: number) =>
    lengthOfStayDays(new Date(admission).toISOString(), new Date(at), zone);

  it('is the next instant the days change, and none changes before it (daylight-saving days too)', () => {
    const admissions = ['2026-03-30T14:20:07.250Z', '2026-09-30T16:30:00.000Z', '2026-01-10T23:59:59.999Z'];
    // Around the April and October changes (Melbourne: 3 am -> 2 am, 2 am -> 3 am) and a plain day.
    const nows = ['2026-04-04T10:00:00.000Z', '2026-10-03T12:10:00.000Z', '2026-06-15T05:45:31.500Z'];
    for (const a of admissions.map(Date.parse))
      for (const now of nows.map(Date.parse)) {
        const next = nextDayInIcu(a, now, zone);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(86_400_000);
        for (let at = now; at < next; at += 60_000) expect(days(a, at)).toBe(days(a, now));
        expect(days(a, next - 1)).toBe(days(a, now));
      }
    // A plain day: the change is at the admission's time of day, to the second.
    const a = Date.parse('2026-06-10T05:45:31.750Z');
    const next = nextDayInIcu(a, Date.parse('2026-06-15T05:00:00.000Z'), zone);
    expect(new Date(next).toISOString()).toBe('2026-06-15T05:45:31.000Z');
    expect(days(a, next)).toBe((days(a, next - 1) ?? 0) + 1);
  });
});
