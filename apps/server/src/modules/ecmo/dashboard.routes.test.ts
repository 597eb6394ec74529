import { addDays } from '@scout/domain/cases/dates';
import { cardBorderColour, daysOnEcmo } from '@scout/domain/ecmo/calculators';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { todayIn } from '@scout/domain/patients/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ecmoCases, patientProfiles } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
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

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let hospitals: number[];
/** Letters only, so a case-id keyword cannot match the name too. */
const NAME = `Dashcase${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const ids = { onEcmo: 0, considering: 0, closedRecently: 0, closedLongAgo: 0 };
const day = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  reader = await clientFor(t, 'ecmo.read@scout.example');
  hospitals = await providerIds(t);
  const callTaker = await userId(t, 'calltaker@scout.example');
  const make = async (firstName: string) => {
    const patient = await newPatient(t, { lastName: NAME, firstName });
    return createCase(manager, newCaseBody(patient.id, hospitals[0] ?? 0, callTaker));
  };
  ids.onEcmo = await make('Olive');
  await saveSection(
    manager,
    ids.onEcmo,
    'patienthospitalinformation',
    patientHospitalBody(hospitals[2] ?? 0),
  );
  await saveSection(manager, ids.onEcmo, 'clinicaldetails', {
    diagnosis: { primaryOrganFailureId: 2, diagnosisCategoryId: 202 },
  });
  await saveSection(manager, ids.onEcmo, 'ecmodetails', ecmoDetailsBody(12));
  ids.considering = await make('Connie');
  await saveSection(manager, ids.considering, 'ecmodetails', { ecmoStatus: 'ForConsideration' });
  await t.db
    .update(ecmoCases)
    .set({ createdAt: new Date(Date.now() - 10 * day) })
    .where(eq(ecmoCases.id, ids.considering));
  for (const key of ['closedRecently', 'closedLongAgo'] as const) {
    ids[key] = await make(key === 'closedRecently' ? 'Rita' : 'Lorna');
    await saveSection(manager, ids[key], 'ecmodetails', ecmoDetailsBody(20, 3));
    await saveSection(manager, ids[key], 'conclusion', {
      ecmoOutcome: 'Bridged',
      patientOutcome: 'Discharged',
    });
  }
  await t.db
    .update(ecmoCases)
    .set({ closedOn: new Date(Date.now() - 40 * day) })
    .where(eq(ecmoCases.id, ids.closedLongAgo));
});
afterAll(async () => {
  await t?.close();
});

const idsOf = (body: Array<{ id: number }>) => body.map((c) => c.id).sort((a, b) => a - b);
const mine = (body: Array<{ id: number; lastName: string | null }>) =>
  idsOf(body.filter((c) => c.lastName === NAME));

describe('GET /api/ecmo/cases/open', () => {
  it('lists open cases as cards with the days-on-ECMO inputs', async () => {
    const res = await reader.get('/api/ecmo/cases/open');
    expect(res.status).toBe(200);
    expect(mine(res.body)).toEqual([ids.onEcmo, ids.considering]);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ecmo.case.list-open'))
      .orderBy(auditEvents.id);
    expect(audits.length).toBeGreaterThan(0);
    const card = res.body.find((c: { id: number }) => c.id === ids.onEcmo);
    expect(card).toMatchObject({
      caseId: `ECMO${ids.onEcmo}`,
      firstName: 'Olive',
      gender: 'Female',
      age: expect.any(Number),
      diagnosisCategory: 'Myocarditis',
      ecmoStatus: 'OnEcmo',
      ecmoType: 'VV',
      ecmoDevice: 'Cardiohelp',
      ecmoStartDate: expect.any(String),
      decannulationDate: null,
      originalLocation: expect.any(String),
      arrivalAtOriginalHospital: expect.any(String),
      infectiousRisk: true,
      infectiousRiskDetails: 'COVID-19 positive',
      closedOn: null,
    });
  });

  it('filters by keyword (case id or name), hospital, mode, status and creation days', async () => {
    const get = async (q: string) => mine((await reader.get(`/api/ecmo/cases/open?${q}`)).body);
    expect(await get(`keyword=ECMO${ids.onEcmo}`)).toEqual([ids.onEcmo]);
    expect(await get(`keyword=${ids.considering}`)).toEqual([ids.considering]);
    expect(await get(`keyword=connie%20${NAME.toLowerCase()}`)).toEqual([ids.considering]);
    expect(await get(`keyword=${NAME}&hospitalId=${hospitals[2]}`)).toEqual([ids.onEcmo]);
    expect(await get(`keyword=${NAME}&ecmoMode=VV`)).toEqual([ids.onEcmo]);
    expect(await get(`keyword=${NAME}&status=ForConsideration`)).toEqual([ids.considering]);
    const today = todayIn(t.config.timeZone);
    expect(await get(`keyword=${NAME}&fromDate=${addDays(today, -2)}&toDate=${today}`)).toEqual([ids.onEcmo]);
    expect(await get(`keyword=${NAME}&toDate=${addDays(today, -5)}`)).toEqual([ids.considering]);
    expect(await get(`keyword=${NAME}&hospitalId=&ecmoMode=`)).toEqual([ids.onEcmo, ids.considering]);
  });

  it('validates the filters and refuses users without ECMO access', async () => {
    const bad = await reader.get('/api/ecmo/cases/open?fromDate=2026-05-02&toDate=2026-05-01&ecmoMode=XX');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'ecmoMode' })]),
    );
    const order = await reader.get('/api/ecmo/cases/open?fromDate=2026-05-02&toDate=2026-05-01');
    expect(order.body.fieldErrors).toEqual([{ field: 'toDate', message: M.fromAfterTo }]);
    const outsider = await clientFor(t, 'telehealth.admin@scout.example');
    expect((await outsider.get('/api/ecmo/cases/open')).status).toBe(403);
    expect((await outsider.get('/api/ecmo/ecmoprimaryorganfailures')).status).toBe(403);
  });
});

describe('polling the dashboards (ETag)', () => {
  it('answers 304 to an unchanged poll of the open and archive dashboards, 200 once a case changed', async () => {
    for (const path of [`/api/ecmo/cases/open?keyword=${NAME}`, `/api/ecmo/archive/cases?keyword=${NAME}`]) {
      const first = await reader.get(path);
      const etag = first.headers.get('etag') as string;
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await reader.send('GET', path, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(again.body, path).toBe('');
    }
    const path = `/api/ecmo/cases/open?keyword=${NAME}`;
    const etag = (await reader.get(path)).headers.get('etag') as string;
    // A change any card shows (here the patient's first name) gives a new tag; then put it back.
    const [row] = await t.db.select().from(ecmoCases).where(eq(ecmoCases.id, ids.considering));
    const rename = (firstName: string) =>
      t.db
        .update(patientProfiles)
        .set({ firstName })
        .where(eq(patientProfiles.id, row?.patientProfileId ?? 0));
    await rename('Constance');
    const changed = await reader.send('GET', path, { headers: { 'if-none-match': etag } });
    await rename('Connie');
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('demo data', () => {
  it('has open cases with green, orange and red cards, a decannulated one and an archived one', async () => {
    const today = todayIn(t.config.timeZone);
    const open = (await reader.get('/api/ecmo/cases/open')).body as Array<Record<string, string | null>>;
    const colours = open.map((c) =>
      cardBorderColour(
        daysOnEcmo(c.ecmoStatus as 'OnEcmo', c.ecmoStartDate, c.decannulationDate, today, t.config.timeZone),
        c.ecmoStatus as 'OnEcmo',
      ),
    );
    expect(colours).toEqual(expect.arrayContaining(['green', 'orange', 'red']));
    expect(open.some((c) => c.ecmoStatus === 'OffEcmo' && c.decannulationDate)).toBe(true);
    const archived = (await reader.get('/api/ecmo/archive/cases')).body as Array<{ lastName: string }>;
    expect(archived.some((c) => c.lastName !== NAME)).toBe(true);
  });
});

describe('GET /api/ecmo/archive/cases', () => {
  it('shows cases closed within the last 30 days by default; any filter searches the whole archive', async () => {
    expect(mine((await reader.get('/api/ecmo/archive/cases')).body)).toEqual([ids.closedRecently]);
    expect(mine((await reader.get(`/api/ecmo/archive/cases?keyword=${NAME}`)).body)).toEqual([
      ids.closedRecently,
      ids.closedLongAgo,
    ]);
    const card = (await reader.get(`/api/ecmo/archive/cases?keyword=ECMO${ids.closedRecently}`)).body[0];
    expect(card).toMatchObject({
      ecmoStatus: 'OffEcmo',
      decannulationDate: expect.any(String),
      closedOn: expect.any(String),
      ecmoOutcome: 'Bridged',
      patientOutcome: 'Discharged',
    });
  });
});

describe('hospitals, users and lookups', () => {
  it('lists hospitals, those with open cases and those with archived cases', async () => {
    const all = await reader.get('/api/ecmo/hospitals');
    expect(all.status).toBe(200);
    expect(all.body[0]).toEqual({ id: expect.any(Number), nickName: expect.any(String) });
    const open = idsOf((await reader.get('/api/ecmo/hospitalswithopencases')).body);
    expect(open).toEqual(expect.arrayContaining([hospitals[0], hospitals[2]]));
    const archived = idsOf((await reader.get('/api/ecmo/hospitalswitharchivedcases')).body);
    expect(archived).toContain(hospitals[0]);
  });

  it('lists ECMO users, call takers and admins as call-taker choices', async () => {
    const res = await reader.get('/api/ecmo/users');
    const names = res.body.map((u: { displayName: string }) => u.displayName);
    expect(res.body[0]).toEqual({ id: expect.any(Number), displayName: expect.any(String) });
    expect(names.length).toBeGreaterThan(3);
    const telehealthOnly = await userId(t, 'telehealth.admin@scout.example');
    expect(res.body.some((u: { id: number }) => u.id === telehealthOnly)).toBe(false);
  });

  it('serves every lookup list', async () => {
    for (const list of [
      'ecmotypes',
      'ecmosecondarydiagnoses',
      'ecmoprimaryorganfailures',
      'ecmocircuittypes',
      'ecmoitembrands',
      'ecmoitemstatuses',
      'ecmoitemsuppliers',
      'ecmoitemtypes',
    ]) {
      const res = await reader.get(`/api/ecmo/${list}`);
      expect(res.status, list).toBe(200);
      expect(res.body.length, list).toBeGreaterThan(1);
      expect(Object.keys(res.body[0]).sort(), list).toEqual(['id', 'name']);
    }
    const failures = (await reader.get('/api/ecmo/ecmoprimaryorganfailures')).body;
    expect(failures.map((f: { name: string }) => f.name)).toContain('Combined');
    const categories = (await reader.get('/api/ecmo/ecmodiagnosiscategories')).body;
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      primaryOrganFailureId: 1,
    });
    const statuses = (await reader.get('/api/ecmo/ecmoitemstatuses')).body;
    expect(statuses).toEqual([
      { id: 10, name: 'Available' },
      { id: 20, name: 'Used' },
      { id: 30, name: 'Primed' },
    ]);
  });
});
