import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  BASE,
  createCase,
  newCaseBody,
  patientInformationBody,
  REFERENCE,
  save,
  TH_ADMIN,
  TH_MANAGE,
  TH_READ,
  wholeCaseOf,
} from '../../test/support/telehealth.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let hospitals: number[];
let callTakerId: number;
/** Cases made here: at hospital 0 (two), hospital 1 (one, with a URN), one closed at hospital 1. */
const made: Record<'a' | 'b' | 'c' | 'closed', { id: number; lastName: string }> = {} as never;

async function make(hospital: number) {
  const patient = await newPatient(t, { lastName: `Dashtest${Math.random().toString(36).slice(2, 8)}` });
  const id = await createCase(manager, newCaseBody(patient.id, hospital, callTakerId));
  return { id, lastName: patient.lastName };
}

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, TH_MANAGE), clientFor(t, TH_READ)]);
  hospitals = await providerIds(t);
  callTakerId = await userId(t, 'calltaker@scout.example');
  made.a = await make(hospitals[0] as number);
  made.b = await make(hospitals[0] as number);
  made.c = await make(hospitals[1] as number);
  await save(
    manager,
    '/patient-information',
    made.c.id,
    patientInformationBody(hospitals[1] as number, { hospitalURN: 'THCI4242' }),
  );
  made.closed = await make(hospitals[1] as number);
  const current = (await manager.get(`${BASE}/${made.closed.id}`)).body;
  const closed = await manager.put(
    BASE,
    wholeCaseOf(current, { outcomeInformation: { outcome: 0, closedDateTime: new Date().toISOString() } }),
  );
  if (closed.status !== 200) throw new Error(JSON.stringify(closed.body));
});
afterAll(() => t?.close());

/** The demo data has Telehealth cases too: the listings below look at this file's patients only. */
const MINE = `${BASE}?keyword=Dashtest`;
const ids = (body: { cases: Array<{ id: number }> }) => body.cases.map((c) => c.id);

describe('GET /api/telehealth/case (dashboard and archive)', () => {
  it('lists open cases newest first with every column and the total', async () => {
    const res = await reader.get(MINE);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([made.c.id, made.b.id, made.a.id]);
    expect(res.body.totalRecordCount).toBe(3);
    expect(res.body.cases[0]).toEqual({
      id: made.c.id,
      caseId: `TH${made.c.id}`,
      consults: 0,
      patientName: `Pat ${made.c.lastName}`,
      gender: 'Female',
      age: expect.any(Number),
      hospital: expect.any(String),
      daysInIcu: 3,
      createdOn: expect.any(String),
      closedDateTime: null,
    });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'telehealth.case.list-open'))
      .orderBy(auditEvents.id);
    expect(audit.length).toBeGreaterThan(0);
  });

  it('lists closed cases in the archive', async () => {
    const res = await reader.get(`${MINE}&closedCases=true`);
    expect(ids(res.body)).toEqual([made.closed.id]);
    expect(res.body.cases[0].closedDateTime).not.toBeNull();
  });

  it('filters by keyword (name, TH id, URN/THCI), hospital and creation dates', async () => {
    expect(ids((await reader.get(`${BASE}?keyword=${made.a.lastName}`)).body)).toEqual([made.a.id]);
    expect(ids((await reader.get(`${BASE}?keyword=TH${made.b.id}`)).body)).toEqual([made.b.id]);
    expect(ids((await reader.get(`${BASE}?keyword=thci4242`)).body)).toEqual([made.c.id]);
    expect(ids((await reader.get(`${MINE}&hospitalId=${hospitals[1]}`)).body)).toEqual([made.c.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await reader.get(`${MINE}&fromDate=2000-01-01&toDate=2000-01-02`)).body).toEqual({
      cases: [],
      totalRecordCount: 0,
    });
    expect((await reader.get(`${MINE}&fromDate=2000-01-01&hospitalId=`)).body.totalRecordCount).toBe(3);
    const bad = await reader.get(`${BASE}?fromDate=${today}&toDate=2000-01-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['toDate']);
    expect((await reader.get(`${BASE}?pageSize=0`)).status).toBe(400);
  });

  it('pages, with the total on every page', async () => {
    const first = await reader.get(`${MINE}&pageSize=2&pageNumber=1`);
    expect(ids(first.body)).toEqual([made.c.id, made.b.id]);
    expect(first.body.totalRecordCount).toBe(3);
    const second = await reader.get(`${MINE}&pageSize=2&pageNumber=2`);
    expect(ids(second.body)).toEqual([made.a.id]);
    expect(second.body.totalRecordCount).toBe(3);
    const past = await reader.get(`${MINE}&pageSize=2&pageNumber=5`);
    expect(past.body).toEqual({ cases: [], totalRecordCount: 3 });
  });

  it('answers 304 to an unchanged poll (ETag), and 200 once a case changed', async () => {
    const first = await reader.get(MINE);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await reader.send('GET', MINE, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const consult = await save(manager, '/consultations', made.a.id, {
      consultation: { id: 0, createdOn: new Date().toISOString() },
    });
    expect(consult.status).toBe(200);
    const changed = await reader.send('GET', MINE, { headers: { 'if-none-match': etag as string } });
    expect(changed.status).toBe(200);
    expect(changed.body.cases.find((c: { id: number }) => c.id === made.a.id).consults).toBe(1);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers 401 without a token and 403 without Telehealth access', async () => {
    expect((await apiClient(t.baseUrl).get(BASE)).status).toBe(401);
    expect((await reader.get(BASE)).status).toBe(200);
    expect((await (await clientFor(t, 'ecmo.read@scout.example')).get(BASE)).status).toBe(403);
  });
});

describe('the demo Telehealth cases', () => {
  it('fill the dashboard and the archive in their different states, each case readable', async () => {
    const open = (await reader.get(`${BASE}?pageSize=50`)).body.cases as Array<{
      id: number;
      consults: number;
    }>;
    const archive = (await reader.get(`${BASE}?closedCases=true&pageSize=50`)).body.cases as Array<{
      id: number;
    }>;
    const demoOpen = open.filter((c) => !Object.values(made).some((m) => m.id === c.id));
    expect(demoOpen.map((c) => c.consults).sort()).toEqual([0, 1, 2]);
    expect(archive.length).toBeGreaterThanOrEqual(2);
    const states = [];
    for (const { id } of [...demoOpen, ...archive]) {
      const res = await reader.get(`${BASE}/${id}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      states.push(res.body.transferStatus ?? (res.body.closedDateTime ? 'closed' : 'open'));
    }
    expect(states).toEqual(expect.arrayContaining(['open', 'requested', 'closed']));
    const transfer = await reader.get(`${BASE}/${demoOpen.find((c) => c.consults === 1)?.id}/transfer`);
    expect(transfer.body).toMatchObject({ hasRequested: true, referralInformation: { status: 'requested' } });
  });
});

describe('reference data (spec 2 §7.2)', () => {
  it('lists hospitals, intensivists (Telehealth Admin or Manage) and call takers', async () => {
    const providers = (await reader.get(`${REFERENCE}/healthcareproviders`)).body;
    expect(providers.length).toBe(hospitals.length);
    expect(providers[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      nickName: expect.any(String),
      address: expect.toBeOneOf([expect.any(String), null]),
    });
    // The referrer's hospital address is filled from it when the hospital is picked (issue 24).
    expect(providers.some((p: { address: string | null }) => !!p.address)).toBe(true);
    const intensivists = (await reader.get(`${REFERENCE}/intensivists`)).body as Array<{ id: number }>;
    const intensivistIds = intensivists.map((u) => u.id);
    expect(intensivistIds).toEqual(
      expect.arrayContaining([await userId(t, TH_ADMIN), await userId(t, TH_MANAGE)]),
    );
    expect(intensivistIds).not.toContain(await userId(t, TH_READ));
    expect(intensivistIds).not.toContain(await userId(t, 'ecmo.admin@scout.example'));
    const users = ((await reader.get(`${REFERENCE}/users`)).body as Array<{ id: number }>).map((u) => u.id);
    // Call takers are the area's writers (issue 24): a Telehealth Read user is not one.
    expect(users).toEqual(expect.arrayContaining([callTakerId, await userId(t, TH_MANAGE)]));
    expect(users).not.toContain(await userId(t, TH_READ));
    expect(users).not.toContain(await userId(t, 'disabled@scout.example'));
  });

  it('lists drugs by type and by a name fragment', async () => {
    const infusions = (await reader.get(`${REFERENCE}/drugs?type=Infusion`)).body as Array<{ name: string }>;
    expect(infusions.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Noradrenaline', 'Propofol', 'Heparin']),
    );
    expect(infusions.map((d) => d.name)).not.toContain('Ondansetron');
    const statDoses = (await reader.get(`${REFERENCE}/drugs?type=StatDose`)).body as Array<{ name: string }>;
    expect(statDoses.map((d) => d.name)).toEqual(expect.arrayContaining(['Paracetamol', 'Ceftriaxone']));
    expect(statDoses[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const found = (await reader.get(`${REFERENCE}/drugs/adren`)).body as Array<{ name: string }>;
    expect(found.map((d) => d.name)).toEqual(['Noradrenaline', 'Adrenaline']);
    expect((await reader.get(`${REFERENCE}/drugs/potassium?type=StatDose`)).body).toHaveLength(1);
    expect((await reader.get(`${REFERENCE}/drugs?type=Other`)).status).toBe(400);
    expect((await apiClient(t.baseUrl).get(`${REFERENCE}/drugs`)).status).toBe(401);
  });
});
