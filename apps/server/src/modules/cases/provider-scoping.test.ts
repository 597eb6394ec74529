/**
 * Object-level access by health care provider (issue 9 §4; docs/architecture.md "Access by health
 * care provider"): a user with providers sees and acts on the cases, case parts and patients of
 * those providers only (any other answers 404, as if it did not exist); a user with none sees all.
 * The route table covers every registered case route: a case route added later fails the first
 * test until it is given a row here.
 */
import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { VST_MESSAGES } from '@scout/domain/vst/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { patientUrns, userHealthCareProviders, users } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, type ApiResult, apiClient } from '../../test/http.ts';
import { ADMIN } from '../../test/support/cases.ts';
import {
  createCase,
  ecmoDetailsBody,
  hoursAgo,
  newCaseBody,
  newPatient,
  observation,
  patientHospitalBody,
  userId,
} from '../../test/support/ecmo.ts';
import { profileBody } from '../../test/support/patients.ts';
import {
  createCase as createTelehealthCase,
  newCaseBody as telehealthCaseBody,
  consultationBody as telehealthConsultationBody,
  patientHistoryBody as telehealthPatientHistoryBody,
  patientInformationBody as telehealthPatientInformationBody,
  referrerBody as telehealthReferrerBody,
  wholeCaseOf as wholeTelehealthCaseOf,
} from '../../test/support/telehealth.ts';
import {
  closedConsult as closedVstConsult,
  createConsult as createVstConsult,
  createFollowup as createVstFollowup,
  newConsultBody as vstConsultBody,
  consultSections as vstConsultSections,
  newFollowupBody as vstFollowupBody,
  followupSections as vstFollowupSections,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { transferRequest } from './transfers/test-request.ts';

const BASE = '/api/ecmo/cases';

let t: TestApp;
let admin: ApiClient;
/** ECMO Admin level, ECMO providers: X only. */
let atX: ApiClient;
/** ECMO Read level, ECMO providers: Z only (the hospital planned to receive case X). */
let atZ: ApiClient;
/** ECMO Admin level, no providers: sees every case. */
let everywhere: ApiClient;
let everywhereId: number;
let X: number;
let Y: number;
let Z: number;
let callTakerId: number;

interface Fixture {
  id: number;
  hospital: number;
  patientId: number;
  lastName: string;
  noteId: number;
  attachmentId: number;
}
const cases: Record<'X' | 'Y', Fixture> = {} as Record<'X' | 'Y', Fixture>;

async function scopedUser(ecmoAccess: number, providers: number[]) {
  const user = await createTestUser(t.db, { isEcmoUser: true, ecmoAccess });
  if (providers.length) {
    await t.db.insert(userHealthCareProviders).values(
      providers.map((healthCareProviderId) => ({
        userId: user.id,
        healthCareProviderId,
        platformAppId: PLATFORM_APP.ECMO,
      })),
    );
  }
  const { accessToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
  return { id: user.id, api: apiClient(t.baseUrl, accessToken) };
}

function pdfForm(name = 'referral.pdf') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.7 referral letter')]), name);
  return form;
}

async function fixture(hospital: number): Promise<Fixture> {
  const patient = await newPatient(t);
  const id = await createCase(admin, newCaseBody(patient.id, hospital, callTakerId));
  const note = await admin.post(`${BASE}/${id}/notes`, {
    typeOfNote: 'Progress',
    conversationDateTime: hoursAgo(1),
    note: 'Retrieval team briefed.',
  });
  const upload = await admin.send('POST', `${BASE}/${id}/attachments`, { body: pdfForm() });
  if (note.status !== 201 || upload.status !== 201) throw new Error('fixture failed');
  return {
    id,
    hospital,
    patientId: patient.id,
    lastName: patient.lastName,
    noteId: note.body.id,
    attachmentId: upload.body.id,
  };
}

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, ADMIN);
  [X, Y, Z] = (await providerIds(t)) as [number, number, number];
  callTakerId = await userId(t, 'calltaker@scout.example');
  cases.X = await fixture(X);
  cases.Y = await fixture(Y);
  atX = (await scopedUser(ACCESS_LEVEL.Admin, [X])).api;
  atZ = (await scopedUser(ACCESS_LEVEL.Read, [Z])).api;
  const all = await scopedUser(ACCESS_LEVEL.Admin, []);
  everywhere = all.api;
  everywhereId = all.id;
});
afterAll(() => t?.close());

/** The case's current version, read by the (unscoped) system admin. */
async function caseNow(c: Fixture) {
  const res = await admin.get(`${BASE}/${c.id}`);
  expect(res.status).toBe(200);
  return res.body;
}
async function noteLastModified(c: Fixture): Promise<string> {
  const notes = (await admin.get(`${BASE}/${c.id}/notes`)).body as Array<{
    id: number;
    lastModified: string;
  }>;
  return notes.find((n) => n.id === c.noteId)?.lastModified ?? '';
}

interface Row {
  /** `METHOD url` exactly as registered. */
  route: string;
  /** Status for a case at the user's provider. */
  ok: number;
  call(api: ApiClient, c: Fixture): Promise<ApiResult>;
}

/** A section save: the section's body plus the version it was edited from. */
const section = (path: string, body: (c: Fixture) => object) => ({
  route: `PATCH ${BASE}/:id/${path}`,
  ok: 200,
  call: async (api: ApiClient, c: Fixture) =>
    api.patch(`${BASE}/${c.id}/${path}`, { ...body(c), lastModified: (await caseNow(c)).lastModified }),
});

/**
 * Every case route, in an order that works on one case (the clinical details are complete before
 * the transfer request; the conclusion, which archives the case, comes last).
 */
const ROUTES: Row[] = [
  { route: `GET ${BASE}/:id`, ok: 200, call: (api, c) => api.get(`${BASE}/${c.id}`) },
  { route: `GET ${BASE}/:id/notes`, ok: 200, call: (api, c) => api.get(`${BASE}/${c.id}/notes`) },
  {
    route: `POST ${BASE}/:id/notes`,
    ok: 201,
    call: (api, c) =>
      api.post(`${BASE}/${c.id}/notes`, {
        typeOfNote: 'Progress',
        conversationDateTime: hoursAgo(0.5),
        note: 'Family updated.',
      }),
  },
  {
    route: `PUT ${BASE}/notes/:noteId`,
    ok: 200,
    call: async (api, c) =>
      api.put(`${BASE}/notes/${c.noteId}`, {
        typeOfNote: 'Progress',
        conversationDateTime: hoursAgo(1),
        note: 'Retrieval team briefed again.',
        lastModified: await noteLastModified(c),
      }),
  },
  {
    route: `GET ${BASE}/:id/attachments`,
    ok: 200,
    call: (api, c) => api.get(`${BASE}/${c.id}/attachments`),
  },
  {
    route: `POST ${BASE}/:id/attachments`,
    ok: 201,
    call: (api, c) => api.send('POST', `${BASE}/${c.id}/attachments`, { body: pdfForm('scan.pdf') }),
  },
  {
    route: `GET ${BASE}/:id/attachments/download/:attachmentId`,
    ok: 200,
    call: (api, c) => api.get(`${BASE}/${c.id}/attachments/download/${c.attachmentId}`),
  },
  {
    route: `DELETE ${BASE}/:id/attachments/:attachmentId`,
    ok: 204,
    call: (api, c) => api.delete(`${BASE}/${c.id}/attachments/${c.attachmentId}`),
  },
  { route: `GET ${BASE}/:id/transfer`, ok: 200, call: (api, c) => api.get(`${BASE}/${c.id}/transfer`) },
  section('referrerinformation', (c) => newCaseBody(c.patientId, c.hospital, callTakerId)),
  section('patienthospitalinformation', (c) => patientHospitalBody(c.hospital)),
  section('clinicaldetails', () => ({ diagnosis: { primaryOrganFailureId: 2, diagnosisCategoryId: 202 } })),
  section('clinicaldetails/observation', () => ({ entry: observation() })),
  section('clinicaldetails/bloodgas', () => ({
    entry: { bloodGasDateAndTime: hoursAgo(1), bloodGasType: 'Arterial', ph: 7.31 },
  })),
  section('clinicaldetails/investigation', () => ({
    entry: { investigationDateAndTime: hoursAgo(1), bilirubin: 12 },
  })),
  {
    route: `PUT ${BASE}/:id/transfer`,
    ok: 200,
    call: async (api, c) =>
      api.put(`${BASE}/${c.id}/transfer`, {
        ...transferRequest,
        plannedDestination: { location: { hospitalId: Z } },
        lastModified: (await caseNow(c)).lastModified,
      }),
  },
  section('ecmodetails', () => ecmoDetailsBody(5, 1)),
  section('conclusion', () => ({ ecmoOutcome: 'Successful Wean', patientOutcome: 'Discharged' })),
];

/**
 * Deleting a case is for system administrators only, and they coordinate statewide (never limited
 * to providers): a provider-limited user is refused by the access rule (403) before any lookup.
 */
const DELETE_ROUTE = `DELETE ${BASE}/:id/delete`;

describe('case routes for a user limited to provider X', () => {
  it('the table covers every registered case route', () => {
    const registered = t.app.scoutRoutes
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .filter((key) => !key.startsWith('HEAD '))
      .filter((key) => key.includes(`${BASE}/`) && /\/:(id|noteId)\b/.test(key));
    expect(registered.sort()).toEqual([...ROUTES.map((r) => r.route), DELETE_ROUTE].sort());
  });

  it('sees neither case of another provider nor its parts before the case is transferred there', async () => {
    expect((await atZ.get(`${BASE}/${cases.X.id}`)).status).toBe(404);
    expect((await atZ.get(`${BASE}/${cases.X.id}/notes`)).status).toBe(404);
  });

  for (const row of ROUTES) {
    it(`${row.route}: 404 for the case at Y, ${row.ok} for the case at X`, async () => {
      const outside = await row.call(atX, cases.Y);
      expect(outside.status, JSON.stringify(outside.body)).toBe(404);
      expect(outside.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      const inside = await row.call(atX, cases.X);
      expect(inside.status, JSON.stringify(inside.body)).toBe(row.ok);
    });
  }

  it(`${DELETE_ROUTE}: refused (403) at X and Y alike; only unscoped system admins delete`, async () => {
    for (const c of [cases.Y, cases.X]) {
      const res = await atX.delete(`${BASE}/${c.id}/delete?id=${c.id}&reasonForDeletion=Duplicate`);
      expect(res.status).toBe(403);
    }
  });

  it('left the case at Y untouched', async () => {
    const y = await caseNow(cases.Y);
    expect(y).toMatchObject({ clinicalDetails: null, ecmoDetails: null, archived: false });
    expect((await admin.get(`${BASE}/${cases.Y.id}/notes`)).body).toHaveLength(1);
    const files = (await admin.get(`${BASE}/${cases.Y.id}/attachments`)).body;
    expect(files).toEqual([expect.objectContaining({ id: cases.Y.attachmentId, isDeleted: false })]);
    expect((await admin.get(`${BASE}/${cases.Y.id}/transfer`)).body.hasRequested).toBe(false);
  });

  it('lets the hospital planned to receive the patient see the case once the transfer is requested', async () => {
    expect((await atZ.get(`${BASE}/${cases.X.id}`)).status).toBe(200);
    expect((await atZ.get(`${BASE}/${cases.X.id}/notes`)).status).toBe(200);
    expect((await atZ.get(`${BASE}/${cases.Y.id}`)).status).toBe(404);
  });

  it('opens new cases only at its providers and for patients it sees', async () => {
    const patient = await newPatient(t);
    // A profile with no URN or presentation at X is not one this user may see.
    const hidden = await atX.post(BASE, newCaseBody(patient.id, X, callTakerId));
    expect(hidden.status).toBe(400);
    expect(hidden.body.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['patientProfileId']);
    await t.db
      .insert(patientUrns)
      .values({ patientProfileId: patient.id, healthCareProviderId: X, urn: 'SC1' });
    const elsewhere = await atX.post(BASE, newCaseBody(patient.id, Y, callTakerId));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fieldErrors).toEqual([
      { field: 'referrerHospitalId', message: 'Choose one of your health care providers' },
    ]);
    expect((await atX.post(BASE, newCaseBody(patient.id, X, callTakerId))).status).toBe(201);
  });
});

describe('dashboards', () => {
  const ids = (res: ApiResult) => (res.body as Array<{ id: number }>).map((c) => c.id);
  const hospitalIds = (res: ApiResult) => (res.body as Array<{ id: number }>).map((h) => h.id);

  it('list only the cases, and hospitals, of the user providers; a user with none sees all', async () => {
    // Case X is archived by the table above; close case Y too (as the unscoped admin).
    const y = cases.Y;
    await admin.patch(`${BASE}/${y.id}/ecmodetails`, {
      ...ecmoDetailsBody(5, 1),
      lastModified: (await caseNow(y)).lastModified,
    });
    const closed = await admin.patch(`${BASE}/${y.id}/conclusion`, {
      ecmoOutcome: 'Never weaned',
      lastModified: (await caseNow(y)).lastModified,
    });
    expect(closed.status).toBe(200);

    const scopedArchive = ids(await atX.get('/api/ecmo/archive/cases'));
    expect(scopedArchive).toContain(cases.X.id);
    expect(scopedArchive).not.toContain(cases.Y.id);
    expect(ids(await everywhere.get('/api/ecmo/archive/cases'))).toEqual(
      expect.arrayContaining([cases.X.id, cases.Y.id]),
    );
    expect(hospitalIds(await atX.get('/api/ecmo/hospitalswitharchivedcases'))).toEqual([X]);
    expect(hospitalIds(await everywhere.get('/api/ecmo/hospitalswitharchivedcases'))).toEqual(
      expect.arrayContaining([X, Y]),
    );

    // Open cases: a new one at each hospital.
    const openX = await createCase(admin, newCaseBody((await newPatient(t)).id, X, callTakerId));
    const openY = await createCase(admin, newCaseBody((await newPatient(t)).id, Y, callTakerId));
    const scopedOpen = ids(await atX.get(`${BASE}/open`));
    expect(scopedOpen).toContain(openX);
    expect(scopedOpen).not.toContain(openY);
    expect(ids(await everywhere.get(`${BASE}/open`))).toEqual(expect.arrayContaining([openX, openY]));
    expect(ids(await atX.get(`${BASE}/open?hospitalId=${Y}`))).toEqual([]);
    expect(hospitalIds(await atX.get('/api/ecmo/hospitalswithopencases'))).toEqual([X]);
  });
});

describe('patient profiles', () => {
  // Similar names (the typo fallback) may be listed too: the tests look for the one profile.
  const found = async (api: ApiClient, keyword: string, query = '') =>
    (
      (await api.get(`/api/ccmp/patientprofiles/search?keyword=${keyword}${query}`)).body.profiles as Array<{
        id: number;
      }>
    ).map((p) => p.id);

  it('search, profile, journey and addresses follow the same rule', async () => {
    const { X: x, Y: y } = cases;
    expect(await found(atX, x.lastName)).toEqual([x.patientId]);
    expect(await found(atX, y.lastName)).not.toContain(y.patientId);
    expect(await found(everywhere, y.lastName)).toEqual([y.patientId]);
    // Other search shapes (two names, a sort by date of birth, a date of birth) are scoped alike.
    expect(await found(atX, `${y.lastName} Pat`)).not.toContain(y.patientId);
    expect(await found(everywhere, `${y.lastName} Pat`)).toEqual([y.patientId]);
    expect(await found(atX, y.lastName, '&sortField=dateOfBirth')).not.toContain(y.patientId);
    expect(await found(atX, '04/03/1970', '&pageSize=100')).toContain(x.patientId);
    expect(await found(atX, '04/03/1970', '&pageSize=100')).not.toContain(y.patientId);
    expect(await found(everywhere, '04/03/1970', '&pageSize=100')).toContain(y.patientId);

    for (const path of ['', '/presentations', '/previous-addresses']) {
      expect((await atX.get(`/api/ccmp/patientprofiles/${y.patientId}${path}`)).status).toBe(404);
      expect((await atX.get(`/api/ccmp/patientprofiles/${x.patientId}${path}`)).status).toBe(200);
      expect((await everywhere.get(`/api/ccmp/patientprofiles/${y.patientId}${path}`)).status).toBe(200);
    }
    const urn = await atX.get(
      `/api/ccmp/patientprofiles/patienthealthcareproviderurn?patientProfileId=${y.patientId}&healthCareProviderId=${Y}`,
    );
    expect(urn.status).toBe(404);
    const address = {
      addressUnitOrRoomNumber: null,
      addressStreetNumber: '12',
      addressStreetName: 'High Street',
      addressSuburb: 'Preston',
      addressState: 'VIC',
      addressPostcode: '3072',
      addressCountryCode: 1101,
      livesOverseas: false,
    };
    const move = await atX.post(`/api/ccmp/patientprofiles/${y.patientId}/update-address`, address);
    expect(move.status, JSON.stringify(move.body)).toBe(404);
    const profileY = (await admin.get(`/api/ccmp/patientprofiles/${y.patientId}`)).body;
    const edit = await atX.put('/api/ccmp/patientprofiles', {
      ...profileBody(X),
      id: y.patientId,
      lastModified: profileY.lastModified,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(404);
    expect((await admin.get(`/api/ccmp/patientprofiles/${y.patientId}`)).body).toEqual(profileY);
  });

  it('finds a profile by a URN at the user provider, without any case', async () => {
    const patient = await newPatient(t);
    expect(await found(atX, patient.lastName)).not.toContain(patient.id);
    await t.db
      .insert(patientUrns)
      .values({ patientProfileId: patient.id, healthCareProviderId: X, urn: 'SC2' });
    expect(await found(atX, patient.lastName)).toEqual([patient.id]);
  });
});

describe('a change of providers', () => {
  it('takes effect on the next request, through the user form', async () => {
    expect((await everywhere.get(`${BASE}/${cases.Y.id}`)).status).toBe(200);
    const current = (await admin.get(`/api/ccmp/admin/users/${everywhereId}`)).body;
    const saved = await admin.put(`/api/ccmp/admin/users/${everywhereId}`, {
      ...current,
      userHealthCareProviders: [{ healthCareProviderId: X, platformAppId: PLATFORM_APP.ECMO }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [row] = await t.db
      .select({ byApp: users.providerIdsByApp })
      .from(users)
      .where(and(eq(users.id, everywhereId)));
    expect(row?.byApp).toEqual({ [String(PLATFORM_APP.ECMO)]: [X] });
    expect((await everywhere.get(`${BASE}/${cases.Y.id}`)).status).toBe(404);
    expect((await everywhere.get(`${BASE}/${cases.X.id}`)).status).toBe(200);
  });
});

describe('Telehealth case routes for a user limited to provider X', () => {
  const TB = '/api/telehealth/case';
  interface ThCase {
    id: number;
    hospital: number;
    patientId: number;
  }
  let thAtX: ApiClient;
  let thAtZ: ApiClient;
  let thEverywhere: ApiClient;
  let intensivistId: number;
  const th: Record<'X' | 'Y', ThCase> = {} as Record<'X' | 'Y', ThCase>;

  async function thUser(telehealthAccess: number, providers: number[]) {
    const user = await createTestUser(t.db, { isTelehealthUser: true, telehealthAccess });
    if (providers.length) {
      await t.db.insert(userHealthCareProviders).values(
        providers.map((healthCareProviderId) => ({
          userId: user.id,
          healthCareProviderId,
          platformAppId: PLATFORM_APP.TELEHEALTH,
        })),
      );
    }
    return apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
  }
  async function thCase(hospital: number): Promise<ThCase> {
    const patient = await newPatient(t);
    const id = await createTelehealthCase(admin, telehealthCaseBody(patient.id, hospital, callTakerId));
    return { id, hospital, patientId: patient.id };
  }
  const thNow = async (c: ThCase) => (await admin.get(`${TB}/${c.id}`)).body;
  /** A save as the web sends it: the case id and the version it edited. */
  const thSave = (path: string, body: (c: ThCase) => object) => ({
    route: `PUT ${TB}${path}`,
    ok: 200,
    call: async (api: ApiClient, c: ThCase) =>
      api.put(`${TB}${path}`, { id: c.id, lastModified: (await thNow(c)).lastModified, ...body(c) }),
  });

  beforeAll(async () => {
    intensivistId = await userId(t, 'telehealth.admin@scout.example');
    th.X = await thCase(X);
    th.Y = await thCase(Y);
    thAtX = await thUser(ACCESS_LEVEL.Admin, [X]);
    thAtZ = await thUser(ACCESS_LEVEL.Read, [Z]);
    thEverywhere = await thUser(ACCESS_LEVEL.Read, []);
  });

  /** Every Telehealth route of one case, in an order that works (closing comes last). */
  const TH_ROUTES: Array<{ route: string; ok: number; call(api: ApiClient, c: ThCase): Promise<ApiResult> }> =
    [
      { route: `GET ${TB}/:id`, ok: 200, call: (api, c) => api.get(`${TB}/${c.id}`) },
      { route: `GET ${TB}/:id/transfer`, ok: 200, call: (api, c) => api.get(`${TB}/${c.id}/transfer`) },
      thSave('/referrer', (c) => telehealthReferrerBody(c.hospital, callTakerId)),
      thSave('/intensivist', () => ({ caseIntensivistId: intensivistId })),
      thSave('/patient-information', (c) => telehealthPatientInformationBody(c.hospital)),
      thSave('/patient-history', () => telehealthPatientHistoryBody),
      thSave('/consultations', () => ({ consultation: telehealthConsultationBody() })),
      {
        route: `POST ${TB}/:id/transfer`,
        ok: 200,
        call: (api, c) =>
          api.post(`${TB}/${c.id}/transfer`, {
            ...transferRequest,
            plannedDestination: { location: { hospitalId: Z } },
          }),
      },
      {
        route: `PUT ${TB}`,
        ok: 200,
        call: async (api, c) =>
          api.put(
            TB,
            wholeTelehealthCaseOf(await thNow(c), {
              outcomeInformation: { outcome: 2, closedDateTime: new Date().toISOString() },
            }),
          ),
      },
    ];
  const TH_DELETE = `DELETE ${TB}/:id/delete`;

  it('the table covers every registered Telehealth case route', () => {
    const registered = t.app.scoutRoutes
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .filter((key) => !key.startsWith('HEAD '))
      .filter((key) => key.split(' ')[1]?.startsWith(TB))
      // The dashboard and the create call are scoped by their own tests below.
      .filter((key) => key !== `GET ${TB}` && key !== `POST ${TB}`);
    expect(registered.sort()).toEqual([...TH_ROUTES.map((r) => r.route), TH_DELETE].sort());
  });

  it('hides a case of another provider before the case is transferred there', async () => {
    expect((await thAtZ.get(`${TB}/${th.X.id}`)).status).toBe(404);
    expect((await thAtZ.get(`${TB}/${th.X.id}/transfer`)).status).toBe(404);
  });

  for (const row of TH_ROUTES) {
    it(`${row.route}: 404 for the case at Y, ${row.ok} for the case at X`, async () => {
      const outside = await row.call(thAtX, th.Y);
      expect(outside.status, JSON.stringify(outside.body)).toBe(404);
      const inside = await row.call(thAtX, th.X);
      expect(inside.status, JSON.stringify(inside.body)).toBe(row.ok);
    });
  }

  it(`${TH_DELETE}: refused (403) to a provider-limited user`, async () => {
    const res = await thAtX.delete(`${TB}/${th.Y.id}/delete?id=${th.Y.id}&reasonForDeletion=Duplicate`);
    expect(res.status).toBe(403);
  });

  it('left the case at Y untouched, and shows case X at the planned destination Z', async () => {
    const y = await thNow(th.Y);
    expect(y).toMatchObject({ intensivistInformation: null, consultations: [], closedDateTime: null });
    expect((await thAtZ.get(`${TB}/${th.X.id}`)).status).toBe(200);
    expect((await thAtZ.get(`${TB}/${th.Y.id}`)).status).toBe(404);
  });

  it('lists only the cases of the user providers on the dashboard; a user with none sees all', async () => {
    const listed = async (api: ApiClient, query = '') =>
      ((await api.get(`${TB}?pageSize=100${query}`)).body.cases as Array<{ id: number }>).map((c) => c.id);
    const open = await thCase(X);
    const openY = await thCase(Y);
    expect(await listed(thAtX)).toContain(open.id);
    expect(await listed(thAtX)).not.toContain(openY.id);
    expect(await listed(thAtX, '&closedCases=true')).toContain(th.X.id);
    expect(await listed(thEverywhere)).toEqual(expect.arrayContaining([open.id, openY.id]));
  });

  it('opens new cases only at its providers', async () => {
    const patient = await newPatient(t);
    await t.db
      .insert(patientUrns)
      .values({ patientProfileId: patient.id, healthCareProviderId: X, urn: 'TH1' });
    const elsewhere = await thAtX.post(TB, telehealthCaseBody(patient.id, Y, callTakerId));
    expect(elsewhere.body.fieldErrors).toEqual([
      { field: 'hospitalId', message: 'Choose one of your health care providers' },
    ]);
    expect((await thAtX.post(TB, telehealthCaseBody(patient.id, X, callTakerId))).status).toBe(201);
  });
});

describe('VST routes for a user limited to provider X', () => {
  const VC = '/api/vst/consults';
  const VF = '/api/vst/followup';
  interface VstRecord {
    id: number;
    hospital: number;
    patientId: number;
    at: Date;
    attachmentId: number;
  }
  let vstAtX: ApiClient;
  let vstAtZ: ApiClient;
  let vstEverywhere: ApiClient;
  let specialistId: number;
  const consults: Record<'X' | 'Y', VstRecord> = {} as Record<'X' | 'Y', VstRecord>;
  const followups: Record<'X' | 'Y', VstRecord> = {} as Record<'X' | 'Y', VstRecord>;
  const vstIds = (hospitalId: number) => ({ hospitalId, specialistId, callTakerId });

  async function vstUser(vstAccess: number, providers: number[]) {
    const user = await createTestUser(t.db, { isVstUser: true, vstAccess });
    if (providers.length) {
      await t.db.insert(userHealthCareProviders).values(
        providers.map((healthCareProviderId) => ({
          userId: user.id,
          healthCareProviderId,
          platformAppId: PLATFORM_APP.VST,
        })),
      );
    }
    return apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
  }
  async function attach(base: string, id: number): Promise<number> {
    const upload = await admin.send('POST', `${base}/${id}/attachments`, { body: pdfForm() });
    if (upload.status !== 201) throw new Error('attachment failed');
    return upload.body.id;
  }
  async function vstConsult(hospital: number): Promise<VstRecord> {
    const patient = await newPatient(t);
    const at = new Date(Date.now() - 3_600_000);
    const id = await createVstConsult(admin, vstConsultBody(patient.id, vstIds(hospital), at));
    return { id, hospital, patientId: patient.id, at, attachmentId: await attach(VC, id) };
  }
  async function vstFollowup(hospital: number): Promise<VstRecord> {
    const patient = await newPatient(t);
    const consultId = await closedVstConsult(admin, patient.id, vstIds(hospital));
    const at = new Date(Date.now() - 3_600_000);
    const id = await createVstFollowup(admin, vstFollowupBody(consultId, patient.id, vstIds(hospital), at));
    return { id, hospital, patientId: patient.id, at, attachmentId: await attach(VF, id) };
  }
  const lastModified = async (base: string, r: VstRecord) =>
    (await admin.get(`${base}/${r.id}`)).body.lastModified;
  /** The record's attachment routes, as its own rows. */
  const attachmentRows = (base: string) => [
    {
      route: `GET ${base}/:id/attachments`,
      ok: 200,
      call: (api: ApiClient, r: VstRecord) => api.get(`${base}/${r.id}/attachments`),
    },
    {
      route: `POST ${base}/:id/attachments`,
      ok: 201,
      call: (api: ApiClient, r: VstRecord) =>
        api.send('POST', `${base}/${r.id}/attachments`, { body: pdfForm('ct.pdf') }),
    },
    {
      route: `GET ${base}/:id/attachments/download/:attachmentId`,
      ok: 200,
      call: (api: ApiClient, r: VstRecord) =>
        api.get(`${base}/${r.id}/attachments/download/${r.attachmentId}`),
    },
    {
      route: `DELETE ${base}/:id/attachments/:attachmentId`,
      ok: 204,
      call: (api: ApiClient, r: VstRecord) => api.delete(`${base}/${r.id}/attachments/${r.attachmentId}`),
    },
  ];

  beforeAll(async () => {
    specialistId = await userId(t, 'vst.admin@scout.example');
    consults.X = await vstConsult(X);
    consults.Y = await vstConsult(Y);
    followups.X = await vstFollowup(X);
    followups.Y = await vstFollowup(Y);
    // VST Admin level: it may also delete (canDeleteVstRecords), within its providers.
    vstAtX = await vstUser(ACCESS_LEVEL.Admin, [X]);
    vstAtZ = await vstUser(ACCESS_LEVEL.Read, [Z]);
    vstEverywhere = await vstUser(ACCESS_LEVEL.Read, []);
  });

  type VstRow = { route: string; ok: number; call(api: ApiClient, r: VstRecord): Promise<ApiResult> };
  /** Every consult route of one record, in an order that works (closing and deleting come last). */
  const CONSULT_ROUTES: VstRow[] = [
    { route: `GET ${VC}/:id`, ok: 200, call: (api, r) => api.get(`${VC}/${r.id}`) },
    {
      route: `GET ${VC}/:id/status`,
      ok: 200,
      call: async (api, r) =>
        api.get(`${VC}/${r.id}/status?lastModified=${encodeURIComponent(await lastModified(VC, r))}`),
    },
    ...attachmentRows(VC),
    { route: `GET ${VC}/:id/transfer`, ok: 200, call: (api, r) => api.get(`${VC}/${r.id}/transfer`) },
    {
      route: `PUT ${VC}/:id/transfer`,
      ok: 200,
      call: (api, r) =>
        api.put(`${VC}/${r.id}/transfer`, {
          ...transferRequest,
          plannedDestination: { location: { hospitalId: Z } },
        }),
    },
    {
      route: `PUT ${VC}`,
      ok: 200,
      call: async (api, r) => {
        const sections = vstConsultSections(r.at, vstIds(r.hospital));
        return api.put(VC, {
          id: r.id,
          lastModified: await lastModified(VC, r),
          sectionsToUpdate: Object.keys(sections),
          ...sections,
        });
      },
    },
    { route: `PATCH ${VC}/:id/deactivate`, ok: 200, call: (api, r) => api.patch(`${VC}/${r.id}/deactivate`) },
    {
      route: `DELETE ${VC}/:id/delete`,
      ok: 200,
      call: (api, r) => api.delete(`${VC}/${r.id}/delete?reasonForDeletion=Duplicate`),
    },
  ];
  const FOLLOWUP_ROUTES: VstRow[] = [
    { route: `GET ${VF}/:id`, ok: 200, call: (api, r) => api.get(`${VF}/${r.id}`) },
    ...attachmentRows(VF),
    {
      route: `PUT ${VF}`,
      ok: 200,
      call: async (api, r) => {
        const sections = vstFollowupSections(r.at, vstIds(r.hospital));
        return api.put(VF, {
          id: r.id,
          lastModified: await lastModified(VF, r),
          sectionsToUpdate: Object.keys(sections),
          ...sections,
        });
      },
    },
    { route: `PATCH ${VF}/:id/deactivate`, ok: 200, call: (api, r) => api.patch(`${VF}/${r.id}/deactivate`) },
    {
      route: `DELETE ${VF}/:id/delete`,
      ok: 200,
      call: (api, r) => api.delete(`${VF}/${r.id}/delete?reasonForDeletion=Duplicate`),
    },
  ];

  it('the table covers every registered VST consult and follow-up route', () => {
    const registered = t.app.scoutRoutes
      .flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`))
      .filter((key) => !key.startsWith('HEAD '))
      .filter((key) => key.split(' ')[1]?.startsWith(VC) || key.split(' ')[1]?.startsWith(VF))
      // The search and the creates are scoped by their own tests below.
      .filter((key) => ![`GET ${VC}/search`, `POST ${VC}`, `POST ${VF}`].includes(key));
    expect(registered.sort()).toEqual([...CONSULT_ROUTES, ...FOLLOWUP_ROUTES].map((r) => r.route).sort());
  });

  it('hides a consult of another provider before its transfer names that provider', async () => {
    expect((await vstAtZ.get(`${VC}/${consults.X.id}`)).status).toBe(404);
  });

  for (const [rows, records] of [
    [CONSULT_ROUTES, consults],
    [FOLLOWUP_ROUTES, followups],
  ] as const) {
    for (const row of rows) {
      it(`${row.route}: 404 for the record at Y, ${row.ok} for the record at X`, async () => {
        const outside = await row.call(vstAtX, records.Y);
        expect(outside.status, JSON.stringify(outside.body)).toBe(404);
        const inside = await row.call(vstAtX, records.X);
        expect(inside.status, JSON.stringify(inside.body)).toBe(row.ok);
      });
    }
  }

  it('left the records at Y untouched', async () => {
    expect(await admin.get(`${VC}/${consults.Y.id}`).then((r) => r.body)).toMatchObject({
      isActive: true,
      diagnosisDetails: null,
    });
    expect(await admin.get(`${VF}/${followups.Y.id}`).then((r) => r.body)).toMatchObject({
      isActive: true,
      followupConsultationInformation: null,
    });
  });

  it('prints and sends the PDF of records at its providers only', async () => {
    const atX = await vstConsult(X);
    const atY = await vstConsult(Y);
    const pdf = (r: VstRecord) => vstAtX.get(`/api/vst/form/generate/consult?id=${r.id}`);
    expect((await pdf(atY)).status).toBe(404);
    expect((await pdf(atX)).status).toBe(200);
    const fax = (r: VstRecord) => vstAtX.post('/api/vst/form/send/fax', { id: r.id, serviceType: 'consult' });
    expect((await fax(atY)).status).toBe(404);
    expect((await fax(atX)).status).toBe(200);
    const sends = (r: VstRecord) => vstAtX.get(`/api/vst/form/sends?id=${r.id}&serviceType=consult`);
    expect((await sends(atY)).status).toBe(404);
    expect((await sends(atX)).body).toHaveLength(1);
  });

  it('searches only the consults of the user providers; a user with none sees all', async () => {
    const listed = async (api: ApiClient) =>
      ((await api.get(`${VC}/search?pageSize=100`)).body.consults as Array<{ id: number }>).map((c) => c.id);
    const atX = await vstConsult(X);
    const atY = await vstConsult(Y);
    expect(await listed(vstAtX)).toContain(atX.id);
    expect(await listed(vstAtX)).not.toContain(atY.id);
    expect(await listed(vstEverywhere)).toEqual(expect.arrayContaining([atX.id, atY.id]));
  });

  it('creates consults only at its providers, and follow-ups only of consults it sees', async () => {
    const patient = await newPatient(t);
    await t.db
      .insert(patientUrns)
      .values({ patientProfileId: patient.id, healthCareProviderId: X, urn: 'VST1' });
    const elsewhere = await vstAtX.post(VC, vstConsultBody(patient.id, vstIds(Y)));
    expect(elsewhere.body.fieldErrors).toEqual([
      {
        field: 'referrerInformation.referrerHospitalId',
        message: 'Choose one of your health care providers',
      },
    ]);
    expect((await vstAtX.post(VC, vstConsultBody(patient.id, vstIds(X)))).status).toBe(201);
    const atY = await closedVstConsult(admin, patient.id, vstIds(Y));
    const refused = await vstAtX.post(VF, vstFollowupBody(atY, patient.id, vstIds(X)));
    expect(refused.body.fieldErrors).toEqual([
      { field: 'vstConsultId', message: VST_MESSAGES.consultNotFound },
    ]);
    const atX = await closedVstConsult(admin, patient.id, vstIds(X));
    expect((await vstAtX.post(VF, vstFollowupBody(atX, patient.id, vstIds(X)))).status).toBe(201);
  });
});
