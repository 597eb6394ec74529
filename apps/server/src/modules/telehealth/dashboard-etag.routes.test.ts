import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { auditEvents, healthCareProviders, patientProfiles } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
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

/**
 * The dashboard's 304 is answered from a version key read before the page is built
 * (`unlessUnchanged`): these tests hold a tag and check that every change the page shows gives a
 * 200 with the changed page, and that an unchanged poll still answers 304.
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

  it('answers 200 once a case on the page is edited in what the page shows, 304 otherwise', async () => {
    let etag = await tagOf(reader, MINE);
    // The patient history is not on the dashboard: the page is the same.
    expect((await save(manager, '/patient-history', a.id, patientHistoryBody)).status).toBe(200);
    await expectUnchanged(reader, MINE, etag);
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
