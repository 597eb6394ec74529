import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { auditEvents, userHealthCareProviders } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  API,
  CONSULTS,
  closedConsult,
  consultSections,
  createConsult,
  createFollowup,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { VST_MEDICATIONS } from './medications.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let ids: Ids;
let other: Ids;
/** The records this file makes (the demo's are there too). */
const made = {} as {
  open: number;
  closed: number;
  followup: number;
  patientId: number;
  lastName: string;
  elsewhere: number;
};

const HOUR = 3_600_000;
const local = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Australia/Melbourne',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(d)
    .replace(' ', 'T');

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, ecmoOnly] = await Promise.all([
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
    clientFor(t, 'ecmo.manage@scout.example'),
  ]);
  const hospitals = await providerIds(t);
  const callTakerId = await userId(t, 'calltaker@scout.example');
  ids = { hospitalId: hospitals[2] as number, specialistId: await userId(t, VST_ADMIN), callTakerId };
  other = { hospitalId: hospitals[3] as number, specialistId: await userId(t, VST_MANAGE), callTakerId };
  const patient = await newPatient(t, { lastName: 'Dashboardtest', dateOfBirth: '1961-02-03' });
  made.patientId = patient.id;
  made.lastName = patient.lastName;
  made.closed = await closedConsult(manager, patient.id, ids);
  made.followup = await createFollowup(manager, newFollowupBody(made.closed, patient.id, ids));
  made.open = await createConsult(
    manager,
    newConsultBody(patient.id, ids, new Date(Date.now() - 30 * 60_000)),
  );
  made.elsewhere = await createConsult(
    manager,
    newConsultBody((await newPatient(t)).id, other, new Date(Date.now() - 50 * HOUR)),
  );
  await saveSections(manager, CONSULTS, made.elsewhere, {
    neurologistInformation: {
      specialistId: other.specialistId,
      specialistDateAndTime: new Date(Date.now() - 50 * HOUR + 60_000).toISOString(),
    },
  });
});
afterAll(() => t?.close());

type Row = { id: number; studyId: string; type: string; followupConsults: Row[] } & Record<string, unknown>;
const search = async (query: string, api: ApiClient = reader) => {
  const res = await api.get(`${CONSULTS}/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { consults: Row[]; totalRecordsCount: number };
};
const idsOf = (rows: Row[]) => rows.map((r) => r.id);

describe('GET /api/vst/consults/search (dashboard)', () => {
  it('lists consults newest first with their follow-ups as child rows, and audits the read', async () => {
    const { consults, totalRecordsCount } = await search('pageSize=100');
    expect(totalRecordsCount).toBe(consults.length);
    const times = consults.map((c) => c.callDateTime as string);
    expect([...times].sort().reverse()).toEqual(times);
    const closed = consults.find((c) => c.id === made.closed);
    expect(closed).toMatchObject({
      studyId: `VST${made.closed}`,
      type: 'Consult',
      status: 'CLOSED',
      isActive: false,
      patientLastName: made.lastName,
      patientDOB: '1961-02-03',
      patientUrn: 'UR4471',
      hospitalId: ids.hospitalId,
      hospital: expect.any(String),
      specialistId: ids.specialistId,
      specialist: expect.any(String),
      diagnosisDetails: { strokeType: 'Ischaemic Stroke' },
      faxEnabled: expect.any(Boolean),
      boxEnabled: expect.any(Boolean),
    });
    expect(closed?.followupConsults).toEqual([
      expect.objectContaining({
        id: made.followup,
        studyId: `VSTFU${made.followup}`,
        type: 'Followup',
        consultId: made.closed,
        status: 'OPEN',
      }),
    ]);
    expect(consults.find((c) => c.id === made.open)).toMatchObject({ status: 'OPEN', followupConsults: [] });
    // The demo holds a deleted consult: it is listed nowhere.
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.consult.list'))
      .orderBy(auditEvents.id);
    expect(audit.length).toBeGreaterThan(0);
    const without = await search('pageSize=100&includeFollowUps=false');
    expect(without.consults.find((c) => c.id === made.closed)?.followupConsults).toEqual([]);
  });

  it('shows the demo consults in every state (seed.ts): open, closed, with an open and a closed follow-up', async () => {
    const { consults } = await search('pageSize=100');
    const states = new Set(
      consults.map((c) => `${c.status}:${c.followupConsults.map((f) => f.status).join(',')}`),
    );
    for (const state of ['OPEN:', 'CLOSED:', 'CLOSED:OPEN', 'CLOSED:CLOSED'])
      expect(states.has(state), state).toBe(true);
  });

  it('filters by keyword (study ID, follow-up study ID, name, URN), hospital, neurologist and call time', async () => {
    expect(idsOf((await search(`keyword=VST${made.open}`)).consults)).toEqual([made.open]);
    expect(idsOf((await search(`keyword=vstfu%20${made.followup}`)).consults)).toEqual([made.closed]);
    expect(idsOf((await search('keyword=dashboardtest')).consults).sort()).toEqual(
      [made.open, made.closed].sort(),
    );
    expect(idsOf((await search('keyword=UR4471&pageSize=100')).consults)).toContain(made.closed);
    const none = await search('keyword=nobody-at-all');
    expect(none).toEqual({ consults: [], totalRecordsCount: 0 });
    const atOther = idsOf((await search(`hospitalId=${other.hospitalId}&pageSize=100`)).consults);
    expect(atOther).toContain(made.elsewhere);
    expect(atOther).not.toContain(made.open);
    const byNeurologist = idsOf((await search(`neurologistId=${other.specialistId}&pageSize=100`)).consults);
    expect(byNeurologist).toContain(made.elsewhere);
    expect(byNeurologist).not.toContain(made.closed);
    const from = local(new Date(Date.now() - 2 * HOUR));
    const recent = idsOf((await search(`fromDate=${from}&pageSize=100`)).consults);
    expect(recent).toEqual(expect.arrayContaining([made.open, made.closed]));
    expect(recent).not.toContain(made.elsewhere);
    const to = local(new Date(Date.now() - 49 * HOUR));
    const older = idsOf((await search(`toDate=${to}&pageSize=100`)).consults);
    expect(older).toContain(made.elsewhere);
    expect(older).not.toContain(made.open);
  });

  it('pages with the total, and answers an unchanged poll with 304', async () => {
    const all = await search('pageSize=100');
    const first = await search('pageSize=2&pageNumber=1');
    const second = await search('pageSize=2&pageNumber=2');
    expect(first.totalRecordsCount).toBe(all.totalRecordsCount);
    expect(idsOf([...first.consults, ...second.consults])).toEqual(idsOf(all.consults.slice(0, 4)));
    expect(await search('pageSize=2&pageNumber=999')).toEqual({
      consults: [],
      totalRecordsCount: all.totalRecordsCount,
    });
    const res = await reader.get(`${CONSULTS}/search?pageSize=5`);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await reader.send('GET', `${CONSULTS}/search?pageSize=5`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('serves the Select Consult variant: closed consults without an open follow-up, by patient', async () => {
    const closedOnly = idsOf((await search('onlyClosedCases=true&pageSize=100')).consults);
    expect(closedOnly).toContain(made.closed);
    expect(closedOnly).not.toContain(made.open);
    const selectable = idsOf(
      (await search('onlyClosedCases=true&onlyClosedFollowupCases=true&pageSize=100')).consults,
    );
    expect(selectable).not.toContain(made.closed);
    expect(idsOf((await search(`patientProfileId=${made.patientId}`)).consults).sort()).toEqual(
      [made.open, made.closed].sort(),
    );
    expect(idsOf((await search('patientName=Dashboardtest&patientDOB=1961-02-03')).consults)).toHaveLength(2);
    expect(idsOf((await search('patientName=Dashboardtest&patientDOB=1961-02-04')).consults)).toEqual([]);
    expect(idsOf((await search('patientURN=UR4471&patientName=Dashboardtest')).consults)).toEqual([
      made.closed,
    ]);
  });

  it('names invalid filters (400), and answers 401 and 403', async () => {
    const reversed = await reader.get(
      `${CONSULTS}/search?fromDate=2026-03-02T00:00:00&toDate=2026-03-01T00:00:00`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors).toContainEqual({ field: 'toDate', message: CASE_MESSAGES.fromAfterTo });
    for (const query of [
      'hospitalId=abc',
      'pageSize=0',
      'pageSize=1000',
      'fromDate=yesterday',
      'patientDOB=1961-13-01',
    ]) {
      expect((await reader.get(`${CONSULTS}/search?${query}`)).status, query).toBe(400);
    }
    expect((await apiClient(t.baseUrl).get(`${CONSULTS}/search`)).status).toBe(401);
    expect((await ecmoOnly.get(`${CONSULTS}/search`)).status).toBe(403);
  });
});

/**
 * What the dashboard keyword matches (docs/architecture.md "VST consults"): a study ID names its
 * record; otherwise the keyword finds the consults whose patient it names by the patient search's
 * rule (every word starts the first or the last name or a later word of one, compared without
 * case, accents, apostrophes, hyphens, dots and spaces; the middle of a word does not match) and the consults
 * whose URN starts with it (case-insensitive). The other filters and the provider scope apply.
 */
describe('GET /api/vst/consults/search: the keyword', () => {
  const kw = {} as { a1: number; a2: number; b1: number; from: string; hospital: number; other: number };

  beforeAll(async () => {
    kw.hospital = ids.hospitalId;
    kw.other = other.hospitalId;
    const a = await newPatient(t, { firstName: 'Quillon', lastName: 'Vélazquez-Xanthe' });
    const b = await newPatient(t, { firstName: 'Quillane', lastName: 'O’Ruarkwe' });
    const at = (days: number) => new Date(Date.now() - days * 24 * HOUR);
    kw.a1 = await createConsult(manager, newConsultBody(a.id, ids, at(3)));
    const urn = await saveSections(manager, CONSULTS, kw.a1, {
      patientInformation: {
        ...consultSections(at(3), ids).patientInformation,
        patientHospitalUrn: 'KWQ88120',
      },
    });
    expect(urn.status, JSON.stringify(urn.body)).toBe(200);
    kw.b1 = await createConsult(manager, newConsultBody(b.id, other, at(4)));
    kw.a2 = await createConsult(manager, newConsultBody(a.id, other, at(10)));
    kw.from = local(at(5));
  });

  const found = async (query: string, api: ApiClient = reader) => {
    const { consults, totalRecordsCount } = await search(query, api);
    expect(totalRecordsCount, query).toBe(consults.length);
    return idsOf(consults);
  };

  it('finds the patients whose first or last name starts with it, newest call first', async () => {
    // Newest first: a1 (3 days ago), b1 (4 days), a2 (10 days).
    expect(await found('keyword=quill')).toEqual([kw.a1, kw.b1, kw.a2]);
    expect(await found('keyword=QUILLON')).toEqual([kw.a1, kw.a2]);
    expect(await found('keyword=velazquez')).toEqual([kw.a1, kw.a2]);
    expect(await found('keyword=%20oruarkwe%20')).toEqual([kw.b1]);
    // The start of a later word of a name is a start too (issue 24 C: the patient search's rule),
    // the middle of a word is not.
    expect(await found('keyword=xanthe')).toEqual([kw.a1, kw.a2]);
    expect(await found('keyword=xan%20quillon')).toEqual([kw.a1, kw.a2]);
    expect(await found('keyword=lazquez')).toEqual([]);
    expect(await found('keyword=anthe')).toEqual([]);
    expect(await found('keyword=uillon')).toEqual([]);
  });

  it('takes several names in any order, each the start of the first or the last name', async () => {
    expect(await found('keyword=quill%20oruark')).toEqual([kw.b1]);
    expect(await found('keyword=oruark%20quill')).toEqual([kw.b1]);
    expect(await found('keyword=quill,vel')).toEqual([kw.a1, kw.a2]);
    expect(await found('keyword=quillon%20oruark')).toEqual([]);
  });

  it('compares names without accents, apostrophes (straight or curly), hyphens and case', async () => {
    expect(await found(`keyword=${encodeURIComponent('Vélazquez-X')}`)).toEqual([kw.a1, kw.a2]);
    expect(await found(`keyword=${encodeURIComponent('VÉLAZQUEZXAN')}`)).toEqual([kw.a1, kw.a2]);
    expect(await found(`keyword=${encodeURIComponent("o'ruark")}`)).toEqual([kw.b1]);
    expect(await found(`keyword=${encodeURIComponent('O’Ruark')}`)).toEqual([kw.b1]);
    expect(await found(`keyword=${encodeURIComponent('ORUARK')}`)).toEqual([kw.b1]);
  });

  it("finds the consults whose URN starts with it, in any case, and a study ID's record", async () => {
    expect(await found('keyword=KWQ88120')).toEqual([kw.a1]);
    expect(await found('keyword=kwq881')).toEqual([kw.a1]);
    expect(await found('keyword=88120')).toEqual([]);
    expect(await found(`keyword=VST${kw.a2}`)).toEqual([kw.a2]);
    expect(await found(`keyword=vst%20${kw.b1}`)).toEqual([kw.b1]);
  });

  it('combines with the hospital and call time filters, and pages with the total', async () => {
    expect(await found(`keyword=quill&hospitalId=${kw.other}`)).toEqual([kw.b1, kw.a2]);
    expect(await found(`keyword=quill&hospitalId=${kw.hospital}`)).toEqual([kw.a1]);
    expect(await found(`keyword=quill&fromDate=${kw.from}`)).toEqual([kw.a1, kw.b1]);
    expect(await found(`keyword=quill&toDate=${kw.from}`)).toEqual([kw.a2]);
    expect(await found(`keyword=quill&hospitalId=${kw.other}&fromDate=${kw.from}`)).toEqual([kw.b1]);
    expect(await found(`keyword=kwq&hospitalId=${kw.other}`)).toEqual([]);
    const first = await search('keyword=quill&pageSize=2');
    const second = await search('keyword=quill&pageSize=2&pageNumber=2');
    expect(idsOf(first.consults)).toEqual([kw.a1, kw.b1]);
    expect(idsOf(second.consults)).toEqual([kw.a2]);
    expect([first.totalRecordsCount, second.totalRecordsCount]).toEqual([3, 3]);
    expect(await search('keyword=quill&pageSize=2&pageNumber=5')).toEqual({
      consults: [],
      totalRecordsCount: 3,
    });
  });

  it("still applies the user's provider scope", async () => {
    const user = await createTestUser(t.db, { isVstUser: true, vstAccess: ACCESS_LEVEL.Read });
    await t.db
      .insert(userHealthCareProviders)
      .values({ userId: user.id, healthCareProviderId: kw.hospital, platformAppId: PLATFORM_APP.VST });
    const scoped = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
    expect(await found('keyword=quill', scoped)).toEqual([kw.a1]);
    expect(await found('keyword=oruark', scoped)).toEqual([]);
    expect(await found('keyword=kwq', scoped)).toEqual([kw.a1]);
  });

  it('matches the Select Consult patient name by the same rule', async () => {
    expect(await found('patientName=quill')).toEqual([kw.a1, kw.b1, kw.a2]);
    expect(await found(`patientName=${encodeURIComponent("O'Ruark quill")}`)).toEqual([kw.b1]);
    expect(await found('patientName=lazquez')).toEqual([]);
    // A name is not a URN there (patientURN is).
    expect(await found('patientName=kwq')).toEqual([]);
    expect(await found(`patientName=quill&hospitalId=${kw.hospital}`)).toEqual([kw.a1]);
  });
});

describe('VST lookups', () => {
  it('list hospitals, medications, call takers (users), neurologists (managers) and VTIS neurologists to VST users', async () => {
    const hospitals = (await reader.get(`${API}/hospitals`)).body as Array<{ id: number; name: string }>;
    expect(hospitals.map((h) => h.id)).toContain(ids.hospitalId);
    expect(hospitals[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      nickName: expect.any(String),
      address: expect.toBeOneOf([expect.any(String), null]),
    });
    expect((await reader.get(`${API}/medications`)).body).toEqual([...VST_MEDICATIONS]);
    const managers = (await reader.get(`${API}/managers`)).body as Array<{ id: number; displayName: string }>;
    expect(managers.map((m) => m.id)).toEqual(expect.arrayContaining([ids.specialistId, other.specialistId]));
    expect(managers.map((m) => m.id)).not.toContain(await userId(t, VST_READ));
    const callTakers = ((await reader.get(`${API}/users`)).body as Array<{ id: number }>).map((u) => u.id);
    // Call takers are the area's writers (issue 24): a VST Read user is not one.
    expect(callTakers).toEqual(expect.arrayContaining([ids.callTakerId, await userId(t, VST_MANAGE)]));
    expect(callTakers).not.toContain(await userId(t, VST_READ));
    expect(callTakers).not.toContain(await userId(t, 'ecmo.manage@scout.example'));
    const vtis = (await reader.get(`${API}/vtisNeurologists`)).body as Array<{ id: number }>;
    expect(vtis.map((m) => m.id)).toContain(ids.specialistId);
    for (const path of ['hospitals', 'medications', 'users', 'managers', 'vtisNeurologists']) {
      expect((await apiClient(t.baseUrl).get(`${API}/${path}`)).status, path).toBe(401);
      expect((await ecmoOnly.get(`${API}/${path}`)).status, path).toBe(403);
    }
  });
});
