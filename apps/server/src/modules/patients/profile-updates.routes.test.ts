import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patientUrns, presentations } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient, Json } from '../../test/http.ts';
import { profileBody, uniqueUrn } from '../../test/support/patients.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { isUniqueViolation } from './db-errors.ts';

let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let hospitals: number[];
const BASE = '/api/ccmp/patientprofiles';

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  manager = await clientFor(t, 'vst.manage@scout.example');
  reader = await clientFor(t, 'ecmo.read@scout.example');
  hospitals = await providerIds(t);
});
afterAll(async () => {
  await t?.close();
});

const h = (i: number) => hospitals[i] as number;
const create = async (overrides: Record<string, unknown> = {}): Promise<Json> => {
  const res = await admin.post(BASE, profileBody(h(0), overrides));
  expect(res.status).toBe(201);
  return res.body;
};
const NEW_ADDRESS = {
  livesOverseas: false,
  addressUnitOrRoomNumber: '4',
  addressStreetNumber: '88',
  addressStreetName: 'Station Street',
  addressSuburb: 'Box Hill',
  addressState: 'VIC',
  addressPostcode: '3128',
  addressCountryCode: 1101,
};

describe('update (PUT)', () => {
  it('updates, replaces the URN entries and answers 409 to a stale save unless forced', async () => {
    const p = await create();
    const urns = [
      { healthCareProviderId: h(1), urn: uniqueUrn() },
      { healthCareProviderId: h(2), urn: uniqueUrn() },
    ];
    const res = await manager.put(BASE, { ...p, firstName: 'Alicia', patientHealthCareProviders: urns });
    expect(res.status).toBe(200);
    expect(res.body.firstName).toBe('Alicia');
    expect(res.body.patientHealthCareProviders.map((u: Json) => [u.healthCareProviderId, u.urn])).toEqual(
      urns.map((u) => [u.healthCareProviderId, u.urn]),
    );
    expect(res.body.lastModified).not.toBe(p.lastModified);

    const stale = await admin.put(BASE, { ...p, firstName: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.conflictTitle);
    const forced = await admin.put(BASE, { ...p, firstName: 'Forced', forceUpdate: true });
    expect(forced.status).toBe(200);
    expect(forced.body.firstName).toBe('Forced');

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'patient.update'), eq(auditEvents.entityId, String(p.id))))
      .orderBy(auditEvents.id);
    expect(events).toHaveLength(2);
    expect(events[0]?.before).toMatchObject({ firstName: 'Alice' });
    expect(events[0]?.after).toMatchObject({ firstName: 'Alicia' });
  });

  it('answers 404 for an unknown id, 400 without an id, 403 for a Read-only user', async () => {
    const p = await create();
    const unknown = await admin.put(BASE, { ...p, id: 987654 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.invalidId);
    const noId = await admin.put(BASE, { ...p, id: undefined });
    expect(noId.status).toBe(400);
    expect(noId.body.fieldErrors).toEqual([{ field: 'id', message: M.required }]);
    expect((await reader.put(BASE, p)).status).toBe(403);
  });

  it('keeps its own URN but refuses one another patient holds', async () => {
    const a = await create();
    const b = await create();
    const same = await admin.put(BASE, a);
    expect(same.status).toBe(200);
    const taken = await admin.put(BASE, {
      ...same.body,
      patientHealthCareProviders: b.patientHealthCareProviders,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fieldErrors).toEqual([
      { field: 'patientHealthCareProviders.0.urn', message: M.urnUsedByOther },
    ]);
  });

  it('moves the old address to the previous addresses when the address changes', async () => {
    const p = await create();
    const res = await admin.put(BASE, { ...p, ...NEW_ADDRESS });
    expect(res.status).toBe(200);
    const previous = await reader.get(`${BASE}/${p.id}/previous-addresses`);
    expect(previous.status).toBe(200);
    expect(previous.body).toEqual([
      expect.objectContaining({
        addressStreetNumber: '12',
        addressStreetName: 'High Street',
        addressSuburb: 'Preston',
        addressCountryCode: 1101,
        country: 'Australia',
      }),
    ]);
    // A save that keeps the address adds nothing.
    await admin.put(BASE, { ...res.body, middlename: 'Jo' });
    expect((await reader.get(`${BASE}/${p.id}/previous-addresses`)).body).toHaveLength(1);
  });
});

describe('update-address', () => {
  it('moves the current address into the previous addresses, newest first, and audits it', async () => {
    const p = await create();
    const first = await manager.post(`${BASE}/${p.id}/update-address`, NEW_ADDRESS);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ addressStreetName: 'Station Street', addressUnitOrRoomNumber: '4' });
    const second = await manager.post(`${BASE}/${p.id}/update-address`, {
      livesOverseas: true,
      addressCountryCode: 1201,
    });
    expect(second.status).toBe(200);
    const previous = (await admin.get(`${BASE}/${p.id}/previous-addresses`)).body;
    expect(previous.map((a: Json) => a.addressStreetName)).toEqual(['Station Street', 'High Street']);
    expect(Date.parse(previous[0].addedAt)).toBeGreaterThanOrEqual(Date.parse(previous[1].addedAt));
    const unchanged = await manager.post(`${BASE}/${p.id}/update-address`, {
      livesOverseas: true,
      addressCountryCode: 1201,
    });
    expect(unchanged.status).toBe(200);
    expect((await admin.get(`${BASE}/${p.id}/previous-addresses`)).body).toHaveLength(2);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'patient.address-change'), eq(auditEvents.entityId, String(p.id))))
      .orderBy(auditEvents.id);
    expect(events).toHaveLength(2);
    expect(events[0]?.before).toMatchObject({ addressStreetName: 'High Street' });
  });

  it('validates the address, answers 404 for unknown ids and 403 for a Read-only user', async () => {
    const p = await create();
    const bad = await admin.post(`${BASE}/${p.id}/update-address`, { ...NEW_ADDRESS, addressSuburb: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { field: 'address', message: M.addressRequired },
      { field: 'addressSuburb', message: M.required },
    ]);
    const unknown = await admin.post(`${BASE}/987654/update-address`, NEW_ADDRESS);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.invalidId);
    expect((await reader.post(`${BASE}/${p.id}/update-address`, NEW_ADDRESS)).status).toBe(403);
  });
});

describe('presentations and active-case indicators', () => {
  it('lists presentations newest first with provider names, without deleted ones, and derives the indicators', async () => {
    const p = await create();
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db.insert(presentations).values([
      {
        discriminator: 'ECMO',
        caseId: 501,
        patientProfileId: p.id,
        presentationDateTime: at(1),
        healthCareProviderId: h(0),
        principalProblem: 'Cardiac arrest',
        isActive: true,
        status: 'Open',
      },
      {
        discriminator: 'VST',
        caseId: 502,
        patientProfileId: p.id,
        presentationDateTime: at(10),
        healthCareProviderId: h(4),
        isActive: false,
        status: 'Completed',
      },
      {
        discriminator: 'VTIS',
        caseId: 503,
        patientProfileId: p.id,
        presentationDateTime: at(2),
        healthCareProviderId: h(5),
        isActive: true,
        status: 'INPATIENT',
      },
      {
        discriminator: 'Telehealth',
        caseId: 504,
        patientProfileId: p.id,
        presentationDateTime: at(3),
        isActive: true,
        status: 'Open',
        deletedAt: new Date(),
      },
      {
        discriminator: 'Outpatient',
        caseId: 505,
        patientProfileId: p.id,
        presentationDateTime: at(4),
        healthCareProviderId: h(1),
        isActive: true,
        status: 'Booked',
      },
    ]);
    const res = await reader.get(`${BASE}/${p.id}/presentations`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: Json) => [r.discriminator, r.id, r.healthCareProviderName])).toEqual([
      ['ECMO', 501, 'The Alfred'],
      ['VTIS', 503, 'Ballarat Base Hospital'],
      ['Outpatient', 505, 'Royal Melbourne Hospital'],
      ['VST', 502, 'Bendigo Hospital'],
    ]);
    expect(res.body[0]).toMatchObject({ principalProblem: 'Cardiac arrest', isActive: true, status: 'Open' });
    const profile = (await reader.get(`${BASE}/${p.id}`)).body;
    expect(profile).toMatchObject({
      activeEcmoCaseId: 501,
      activeVstConsultId: null,
      activeOutpatientId: 505,
      activeTelehealthCaseId: null,
      activeVtisConsults: [{ id: 503, status: 'INPATIENT' }],
    });
  });
});

describe('URN lookups', () => {
  it('validateurn is true when no OTHER patient holds the URN at that provider', async () => {
    const a = await create();
    const urn = a.patientHealthCareProviders[0].urn;
    const q = (profileId: number, providerId: number, value: string) =>
      reader.get(
        `${BASE}/validateurn?patientProfileId=${profileId}&healthCareProviderId=${providerId}&urn=${value}`,
      );
    expect((await q(a.id, h(0), urn)).body).toBe(true);
    expect((await q(0, h(0), urn)).body).toBe(false);
    expect((await q(0, h(0), urn.toLowerCase())).body).toBe(false);
    expect((await q(0, h(1), urn)).body).toBe(true);
    expect((await q(0, h(0), '')).status).toBe(400);
  });

  it("patienthealthcareproviderurn gives the patient's entry at the provider, or null", async () => {
    const a = await create();
    const res = await reader.get(
      `${BASE}/patienthealthcareproviderurn?patientProfileId=${a.id}&healthCareProviderId=${h(0)}`,
    );
    expect(res.body).toEqual(a.patientHealthCareProviders[0]);
    const none = await reader.get(
      `${BASE}/patienthealthcareproviderurn?patientProfileId=${a.id}&healthCareProviderId=${h(3)}`,
    );
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });

  it('the unique index reports a duplicate URN as a violation the service maps to the 400', async () => {
    const a = await create();
    const entry = a.patientHealthCareProviders[0];
    const b = await create();
    const error = await t.db
      .update(patientUrns)
      .set({ urn: entry.urn.toLowerCase() })
      .where(eq(patientUrns.patientProfileId, b.id))
      .then(() => null)
      .catch((err: unknown) => err);
    expect(isUniqueViolation(error, 'patient_urns_provider_urn_unique')).toBe(true);
  });
});
