import { COUNTRY_MESSAGES, JURISDICTION_MESSAGES } from '@scout/domain/admin/jurisdiction.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { auditEvents } from '../../../db/schema/index.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
  reader = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('countries', () => {
  it('lists Australia (1101) as participating', async () => {
    const res = await admin.get('/api/ccmp/countries/participating');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: 1101, name: 'Australia', shortName: 'AU' }]);
  });

  it('toggles participation and audits it; unknown ids answer 404', async () => {
    const off = await admin.post('/api/ccmp/countries/setParticipating', { id: 1101 });
    expect(off.body.isParticipating).toBe(false);
    expect((await admin.get('/api/ccmp/countries/participating')).body).toEqual([]);
    const on = await admin.post('/api/ccmp/countries/setParticipating', { id: 1101 });
    expect(on.body.isParticipating).toBe(true);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'country'), eq(auditEvents.entityId, '1101')))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual([
      'country.participating-removed',
      'country.participating-added',
    ]);
    expect((await admin.post('/api/ccmp/countries/setParticipating', { id: 9999 })).status).toBe(404);
  });
});

describe('country search', () => {
  it('finds countries by a case-insensitive part of the name, from 3 characters', async () => {
    const res = await admin.get('/api/ccmp/countries/find?keyword=ZEAL');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: 1201, name: 'New Zealand', shortName: 'NZ' },
      { id: 1607, name: 'Ross Dependency (New Zealand)', shortName: '1607' },
    ]);
    const guinea = (await admin.get('/api/ccmp/countries/find?keyword=guinea')).body;
    expect(guinea.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Papua New Guinea', 'Guinea', 'Equatorial Guinea']),
    );
    expect((await admin.get('/api/ccmp/countries/find?keyword=a%25a')).body).toEqual([]);
    const many = (await admin.get('/api/ccmp/countries/find?keyword=and')).body;
    expect(many.length).toBeGreaterThan(30);
    expect(many.length).toBeLessThanOrEqual(50);
  });

  it('leaves participating countries out when asked', async () => {
    const all = await admin.get('/api/ccmp/countries/find?keyword=Austral');
    expect(all.body.map((c: { id: number }) => c.id)).toContain(1101);
    const only = await admin.get(
      '/api/ccmp/countries/find?keyword=Austral&onlyNonParticipatingCountries=true',
    );
    expect(only.body.map((c: { id: number }) => c.id)).not.toContain(1101);
    expect(only.body.length).toBeGreaterThan(0);
    expect((await admin.get('/api/ccmp/countries/find?keyword=   ')).status).toBe(400);
  });

  it('refuses a keyword under 3 characters, naming the field, and a read-only user', async () => {
    const short = await admin.get('/api/ccmp/countries/find?keyword=nz');
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual([{ field: 'keyword', message: COUNTRY_MESSAGES.keywordTooShort }]);
    expect((await admin.get('/api/ccmp/countries/find')).body.fieldErrors).toEqual([
      { field: 'keyword', message: COUNTRY_MESSAGES.keywordTooShort },
    ]);
    expect((await reader.get('/api/ccmp/countries/find?keyword=zealand')).status).toBe(403);
    // Whoever edits patient profiles searches countries for addresses.
    const manager = apiClient(
      t.baseUrl,
      (await signIn(t.baseUrl, 'ecmo.manage@scout.example', DEMO_PASSWORD)).accessToken,
    );
    expect((await manager.get('/api/ccmp/countries/find?keyword=zealand')).status).toBe(200);
    expect((await manager.post('/api/ccmp/countries/setParticipating', { id: 1201 })).status).toBe(403);
  });

  it('toggles a found country into the participating list and out again', async () => {
    expect(
      (await admin.post('/api/ccmp/countries/setParticipating', { id: 1201 })).body.isParticipating,
    ).toBe(true);
    expect(
      (await admin.get('/api/ccmp/countries/participating')).body.map((c: { id: number }) => c.id),
    ).toEqual([1101, 1201]);
    const rest = await admin.get(
      '/api/ccmp/countries/find?keyword=zealand&onlyNonParticipatingCountries=true',
    );
    expect(rest.body.map((c: { id: number }) => c.id)).toEqual([1607]);
    expect(
      (await admin.post('/api/ccmp/countries/setParticipating', { id: 1201 })).body.isParticipating,
    ).toBe(false);
  });
});

describe('jurisdictions', () => {
  it('lists the states and territories of Australia; an unknown country answers 404', async () => {
    const res = await admin.get('/api/ccmp/jurisdictions/1101');
    expect(res.body.map((j: { shortName: string }) => j.shortName).sort()).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
    expect((await admin.get('/api/ccmp/jurisdictions/4242')).status).toBe(404);
    expect((await admin.get('/api/ccmp/jurisdictions/abc')).status).toBe(400);
  });

  it('creates and updates a jurisdiction, with a 409 for a stale update unless forced', async () => {
    const created = await admin.post('/api/ccmp/jurisdictions/create', {
      id: 0,
      name: 'Jervis Bay Territory',
      shortName: 'JBT',
      isActive: true,
      countryId: 1101,
    });
    expect(created.status).toBe(201);
    const j = created.body;
    expect(j).toMatchObject({
      name: 'Jervis Bay Territory',
      shortName: 'JBT',
      isActive: true,
      countryId: 1101,
    });

    const updated = await admin.post('/api/ccmp/jurisdictions/update', { ...j, isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.body.isActive).toBe(false);

    const stale = await admin.post('/api/ccmp/jurisdictions/update', { ...j, name: 'Stale edit' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Record already modified');
    const forced = await admin.post('/api/ccmp/jurisdictions/update', {
      ...j,
      name: 'Forced',
      forceUpdate: true,
    });
    expect(forced.body.name).toBe('Forced');
  });

  it("rejects missing names with the spec's messages, naming the field", async () => {
    const res = await admin.post('/api/ccmp/jurisdictions/create', {
      name: '  ',
      shortName: '',
      isActive: true,
      countryId: 1101,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: JURISDICTION_MESSAGES.nameRequired },
        { field: 'shortName', message: JURISDICTION_MESSAGES.shortNameRequired },
      ]),
    );
    const noCountry = await admin.post('/api/ccmp/jurisdictions/create', {
      name: 'X',
      shortName: 'X',
      isActive: true,
      countryId: 77,
    });
    expect(noCountry.status).toBe(400);
    expect(noCountry.body.fieldErrors).toEqual([{ field: 'countryId', message: 'Country not found' }]);
  });

  it('answers 404 to an update of an unknown jurisdiction', async () => {
    const res = await admin.post('/api/ccmp/jurisdictions/update', {
      id: 987654,
      name: 'Nowhere',
      shortName: 'NW',
      isActive: true,
      countryId: 1101,
    });
    expect(res.status).toBe(404);
  });

  it('refuses a Read-only user with 403 and changes nothing', async () => {
    const res = await reader.post('/api/ccmp/jurisdictions/create', {
      name: 'Sneaky',
      shortName: 'SN',
      isActive: true,
      countryId: 1101,
    });
    expect(res.status).toBe(403);
    const list = (await admin.get('/api/ccmp/jurisdictions/1101')).body;
    expect(list.some((j: { name: string }) => j.name === 'Sneaky')).toBe(false);
  });
});
