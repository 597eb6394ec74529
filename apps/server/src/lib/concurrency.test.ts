import { addDays } from '@scout/domain/cases/dates';
import { todayIn } from '@scout/domain/patients/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/demo.ts';
import { clientFor, providerIds } from '../test/clients.ts';
import type { ApiClient, Json } from '../test/http.ts';
import { profileBody } from '../test/support/patients.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { CONCURRENCY_MESSAGES } from './concurrency.ts';

/**
 * Every update of a mutable record names the version it edited (GUIDE §3.4): without
 * `lastModified` it is refused (400 naming the field) and nothing changes; only the explicit
 * `forceUpdate` overwrites without it. ECMO sections and case notes are held in
 * modules/ecmo/cases.routes.test.ts ("section saves"); this covers the other updates.
 */
let t: TestApp;
let admin: ApiClient;
let ecmoAdmin: ApiClient;
let hospital: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  ecmoAdmin = await clientFor(t, 'ecmo.admin@scout.example');
  hospital = (await providerIds(t))[0] ?? 0;
});
afterAll(() => t?.close());

interface UpdateCase {
  name: string;
  /** A current record (as its read or create answers it), sent back as the update. */
  record(): Promise<Json>;
  update(body: Json): ReturnType<ApiClient['put']>;
  read(record: Json): Promise<Json>;
}

const withoutVersion = ({ lastModified: _lastModified, ...rest }: Json) => rest;

const updates: UpdateCase[] = [
  {
    name: 'user',
    record: async () => {
      const users = (await admin.get('/api/ccmp/admin/users?keyword=ecmo.read')).body;
      const id = (Array.isArray(users) ? users : users.items)[0].id;
      return (await admin.get(`/api/ccmp/admin/users/${id}`)).body;
    },
    update: (body) => admin.put(`/api/ccmp/admin/users/${body.id}`, body),
    read: async (r) => (await admin.get(`/api/ccmp/admin/users/${r.id}`)).body,
  },
  {
    name: 'health care provider',
    record: async () => (await admin.get(`/api/ccmp/healthcareproviders/${hospital}`)).body,
    update: (body) => admin.put('/api/ccmp/healthcareproviders', body),
    read: async (r) => (await admin.get(`/api/ccmp/healthcareproviders/${r.id}`)).body,
  },
  {
    name: 'jurisdiction',
    record: async () =>
      (
        await admin.post('/api/ccmp/jurisdictions/create', {
          name: `Concurrency Territory ${Date.now()}`,
          shortName: 'CT',
          isActive: true,
          countryId: 1101,
        })
      ).body,
    update: (body) => admin.post('/api/ccmp/jurisdictions/update', body),
    read: async (r) =>
      ((await admin.get(`/api/ccmp/jurisdictions/${r.countryId}`)).body as Json[]).find((j) => j.id === r.id),
  },
  {
    name: 'patient profile',
    record: async () => (await admin.post('/api/ccmp/patientprofiles', profileBody(hospital))).body,
    update: (body) => admin.put('/api/ccmp/patientprofiles', body),
    read: async (r) => (await admin.get(`/api/ccmp/patientprofiles/${r.id}`)).body,
  },
  {
    name: 'ECMO consumable item',
    record: async () =>
      (
        await ecmoAdmin.post('/api/ecmo/ecmoItem', {
          ecmoItemTypeId: 10,
          circuitTypeId: 1,
          currentLocationId: hospital,
          supplierId: 1,
          expiry: addDays(todayIn(t.config.timeZone), 200),
          ecmoItemBrandId: 1,
          serialNumber: `SN-${Math.random().toString(36).slice(2, 8)}`,
          statusId: 10,
          remarks: null,
        })
      ).body,
    update: (body) => ecmoAdmin.put('/api/ecmo/ecmoItem', body),
    read: async (r) => (await ecmoAdmin.get(`/api/ecmo/ecmoItem/${r.id}`)).body,
  },
];

describe('an update that names no version', () => {
  it.each(updates)('of a $name is refused (400 lastModified) unless forced', async (c) => {
    const record = await c.record();
    expect(record.lastModified, 'the record as read').toEqual(expect.any(String));

    const blind = await c.update(withoutVersion(record));
    expect(blind.status).toBe(400);
    expect(blind.body).toMatchObject({
      statusCode: 400,
      fieldErrors: [{ field: 'lastModified', message: CONCURRENCY_MESSAGES.lastModifiedRequired }],
    });
    expect((await c.read(record)).lastModified, 'nothing was written').toBe(record.lastModified);

    const forced = await c.update({ ...withoutVersion(record), forceUpdate: true });
    expect(forced.status).toBe(200);
    const current = await c.read(record);
    expect(current.lastModified).not.toBe(record.lastModified);

    const named = await c.update(current);
    expect(named.status).toBe(200);
  });
});
