import { addDays } from '@scout/domain/cases/dates';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { todayIn } from '@scout/domain/patients/dates';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ecmoItems } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ecmoAdmin: ApiClient;
let manager: ApiClient;
let location: number;
let today: string;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  ecmoAdmin = await clientFor(t, 'ecmo.admin@scout.example');
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  location = (await providerIds(t))[0] ?? 0;
  today = todayIn(t.config.timeZone);
});
afterAll(async () => {
  await t?.close();
});

const circuit = (overrides: Record<string, unknown> = {}) => ({
  ecmoItemTypeId: 10,
  circuitTypeId: 1,
  currentLocationId: location,
  supplierId: 1,
  expiry: addDays(today, 200),
  ecmoItemBrandId: 1,
  serialNumber: `SN-${Math.random().toString(36).slice(2, 8)}`,
  statusId: 10,
  remarks: null,
  ...overrides,
});
const fieldsOf = (body: { fieldErrors?: Array<{ field: string; message: string }> }) =>
  body.fieldErrors ?? [];

describe('ECMO consumable items', () => {
  it('creates, reads and updates an item; stale updates answer 409', async () => {
    const created = await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit());
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      ecmoItemTypeId: 10,
      statusId: 10,
      datePrimed: null,
      currentLocationId: location,
      // The edit form shows the location's name, not its id (issue 10.6).
      currentLocation: expect.stringMatching(/\S/),
      lastModified: expect.any(String),
    });
    const read = await ecmoAdmin.get(`/api/ecmo/ecmoItem/${id}`);
    expect(read.body).toEqual(created.body);

    const primed = await ecmoAdmin.put('/api/ecmo/ecmoItem', {
      ...read.body,
      statusId: 30,
      datePrimed: today,
      primeExpiryDate: addDays(today, 30),
    });
    expect(primed.status).toBe(200);
    expect(primed.body).toMatchObject({ statusId: 30, primeExpiryDate: addDays(today, 30) });
    const stale = await ecmoAdmin.put('/api/ecmo/ecmoItem', { ...read.body, remarks: 'late' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MESSAGES.conflict);
    const forced = await ecmoAdmin.put('/api/ecmo/ecmoItem', {
      ...read.body,
      statusId: 10,
      forceUpdate: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({ statusId: 10, datePrimed: null, primeExpiryDate: null });
  });

  it('applies the §4.9 rules: expiry for a Circuit, primed dates for Primed, the primed expiry cap', async () => {
    const noExpiry = await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit({ expiry: null }));
    expect(fieldsOf(noExpiry.body)).toEqual([{ field: 'expiry', message: M.required }]);
    const noPrimed = await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit({ statusId: 30 }));
    expect(
      fieldsOf(noPrimed.body)
        .map((f) => f.field)
        .sort(),
    ).toEqual(['datePrimed', 'primeExpiryDate']);
    const overCap = await ecmoAdmin.post(
      '/api/ecmo/ecmoItem',
      circuit({
        statusId: 30,
        expiry: addDays(today, 10),
        datePrimed: today,
        primeExpiryDate: addDays(today, 20),
      }),
    );
    expect(fieldsOf(overCap.body)).toEqual([{ field: 'primeExpiryDate', message: M.primeExpiryRange }]);
    const missing = await ecmoAdmin.post(
      '/api/ecmo/ecmoItem',
      circuit({ supplierId: null, currentLocationId: null }),
    );
    expect(
      fieldsOf(missing.body)
        .map((f) => f.field)
        .sort(),
    ).toEqual(['currentLocationId', 'supplierId']);
    const unknown = await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit({ supplierId: 999 }));
    expect(fieldsOf(unknown.body).map((f) => f.field)).toEqual(['supplierId']);
    // Not a Circuit: no expiry needed, and the circuit type is cleared.
    const oxygenator = await ecmoAdmin.post(
      '/api/ecmo/ecmoItem',
      circuit({ ecmoItemTypeId: 20, expiry: null }),
    );
    expect(oxygenator.status).toBe(201);
    expect(oxygenator.body.circuitTypeId).toBeNull();
  });

  it('refuses a new or changed expiry of today or earlier, and keeps a stored one that has since passed (issue 24)', async () => {
    for (const expiry of [today, addDays(today, -1)]) {
      const res = await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit({ expiry }));
      expect(res.status, expiry).toBe(400);
      expect(fieldsOf(res.body)).toEqual([{ field: 'expiry', message: M.expiryNotAfterToday }]);
    }
    const created = (await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit({ expiry: addDays(today, 1) }))).body;
    // The item's expiry passes while it is in stock.
    const passed = addDays(today, -3);
    await t.db.update(ecmoItems).set({ expiry: passed }).where(eq(ecmoItems.id, created.id));
    const stored = (await ecmoAdmin.get(`/api/ecmo/ecmoItem/${created.id}`)).body;
    const kept = await ecmoAdmin.put('/api/ecmo/ecmoItem', { ...stored, statusId: 20 });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ expiry: passed, statusId: 20 });
    const changed = await ecmoAdmin.put('/api/ecmo/ecmoItem', { ...kept.body, expiry: addDays(today, -1) });
    expect(changed.status).toBe(400);
    expect(fieldsOf(changed.body)).toEqual([{ field: 'expiry', message: M.expiryNotAfterToday }]);
  });

  it('splits stock into Available and Near Expiry; used items are in neither', async () => {
    const far = (await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit())).body.id;
    const near = (await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit({ expiry: addDays(today, 5) }))).body.id;
    const used = (await ecmoAdmin.post('/api/ecmo/ecmoItem', circuit({ statusId: 20 }))).body.id;
    const primedSoon = (
      await ecmoAdmin.post(
        '/api/ecmo/ecmoItem',
        circuit({ statusId: 30, datePrimed: addDays(today, -25), primeExpiryDate: addDays(today, 5) }),
      )
    ).body.id;
    const available = await ecmoAdmin.get('/api/ecmo/ecmoItem/available');
    const nearExpiry = await ecmoAdmin.get('/api/ecmo/ecmoItem/nearexpiry');
    const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
    expect(ids(available.body)).toContain(far);
    expect(ids(available.body)).not.toContain(near);
    expect(ids(nearExpiry.body)).toEqual(expect.arrayContaining([near, primedSoon]));
    expect([...ids(available.body), ...ids(nearExpiry.body)]).not.toContain(used);
    expect(available.body.find((r: { id: number }) => r.id === far)).toMatchObject({
      ecmoItemType: 'Circuit',
      circuitType: 'HLS Set Advanced 7.0',
      status: 'Available',
      currentLocation: expect.any(String),
    });
  });

  it('answers 400 for a non-numeric id, 404 for an unknown one, 403 to a non-admin', async () => {
    const bad = await ecmoAdmin.get('/api/ecmo/ecmoItem/abc');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual([{ field: 'id', message: M.itemIdInvalid }]);
    expect((await ecmoAdmin.get('/api/ecmo/ecmoItem/999999')).status).toBe(404);
    expect((await ecmoAdmin.put('/api/ecmo/ecmoItem', circuit({ id: 999999 }))).status).toBe(404);
    expect(fieldsOf((await ecmoAdmin.put('/api/ecmo/ecmoItem', circuit())).body)).toEqual([
      { field: 'id', message: M.itemIdInvalid },
    ]);
    expect((await manager.get('/api/ecmo/ecmoItem/available')).status).toBe(403);
    expect((await manager.post('/api/ecmo/ecmoItem', circuit())).status).toBe(403);
  });
});
