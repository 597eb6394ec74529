import { HEALTH_CARE_PROVIDER_MESSAGES as M } from '@scout/domain/admin/health-care-provider.schema';
import { HEALTH_CARE_PROVIDER_TYPES } from '@scout/domain/admin/provider-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { auditEvents } from '../../../db/schema/index.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { providerBody } from '../../../test/support/providers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/api/ccmp/healthcareproviders';
let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let vic: number;
let sa: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
  reader = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
  const states = (await admin.get('/api/ccmp/jurisdictions/1101')).body as {
    id: number;
    shortName: string;
  }[];
  vic = states.find((s) => s.shortName === 'VIC')?.id ?? 0;
  sa = states.find((s) => s.shortName === 'SA')?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const names = (res: { body: { name: string }[] }) => res.body.map((p) => p.name);

describe('reading providers (any signed-in user)', () => {
  it('lists the provider types', async () => {
    const res = await reader.get(`${BASE}/types`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([...HEALTH_CARE_PROVIDER_TYPES]);
  });

  it('searches by keyword (name or common name, from 3 characters), type, jurisdiction and country', async () => {
    expect(names(await reader.get(`${BASE}/search?keyword=mELBOURNE`))).toEqual(['Royal Melbourne Hospital']);
    expect(names(await reader.get(`${BASE}/search?keyword=RAH`))).toEqual(['Royal Adelaide Hospital']);
    expect(names(await reader.get(`${BASE}/search?keyword=100%25`))).toEqual([]);
    expect(names(await reader.get(`${BASE}/search?healthCareProviderType=Regional%20Hospital`))).toEqual([
      'Ballarat Base Hospital',
      'Bendigo Hospital',
    ]);
    expect(names(await reader.get(`${BASE}/search?jurisdictionId=${sa}`))).toEqual([
      'Royal Adelaide Hospital',
    ]);
    expect((await reader.get(`${BASE}/search?countryId=1101`)).body).toHaveLength(7);
    expect((await reader.get(`${BASE}/search?countryId=1201`)).body).toEqual([]);
    const all = await reader.get(`${BASE}/search`);
    expect(all.body[0]).toMatchObject({
      name: 'Austin Hospital',
      countryName: 'Australia',
      jurisdictionName: 'Victoria',
      jurisdictionShortName: 'VIC',
      faxED: '0355500203',
      faxEDEnabled: true,
      hasLogo: false,
    });
  });

  it('refuses a keyword under 3 characters and an unknown type, naming the field', async () => {
    const short = await reader.get(`${BASE}/search?keyword=ro`);
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual([{ field: 'keyword', message: M.keywordTooShort }]);
    const type = await reader.get(`${BASE}/search?healthCareProviderType=Spaceport`);
    expect(type.status).toBe(400);
    expect(type.body.fieldErrors).toEqual([{ field: 'healthCareProviderType', message: M.unknownType }]);
  });

  it('reads one provider, and several by repeated ids; unknown ids answer 404 or are left out', async () => {
    const all = (await reader.get(`${BASE}/search`)).body as { id: number; name: string }[];
    const [first, second] = all;
    expect((await reader.get(`${BASE}/${first?.id}`)).body.name).toBe(first?.name);
    expect((await reader.get(`${BASE}/999999`)).status).toBe(404);
    expect((await reader.get(`${BASE}/abc`)).status).toBe(400);
    const many = await reader.get(`${BASE}?ids=${second?.id}&ids=${first?.id}&ids=999999`);
    expect(names(many).sort()).toEqual([first?.name, second?.name].sort());
    expect(names(await reader.get(`${BASE}?ids=${first?.id}`))).toEqual([first?.name]);
    expect((await reader.get(BASE)).body).toEqual([]);
    expect((await reader.get(`${BASE}?ids=x`)).status).toBe(400);
  });
});

describe('creating and updating providers (system admin)', () => {
  it('creates a provider with every field and audits it', async () => {
    const res = await admin.post(`${BASE}/create`, providerBody(vic));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...providerBody(vic),
      faxClinic: null,
      jurisdictionName: 'Victoria',
      countryName: 'Australia',
      hasLogo: false,
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'health-care-provider'),
          eq(auditEvents.entityId, String(res.body.id)),
        ),
      )
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(['health-care-provider.create']);
  });

  it("answers each rule with the spec's message on the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', M.required],
      [{ nickName: '' }, 'nickName', M.required],
      [{ healthCareProviderType: '' }, 'healthCareProviderType', M.required],
      [{ healthCareProviderType: 'Spaceport' }, 'healthCareProviderType', M.unknownType],
      [{ countryId: undefined }, 'countryId', M.required],
      [{ jurisdictionId: null }, 'jurisdictionId', M.required],
      [{ faxED: '12345678' }, 'faxED', M.faxMin],
      [{ faxED: '1234567890123' }, 'faxED', M.faxMax],
      [{ faxClinic: '12345678' }, 'faxClinic', M.faxMin],
      [{ faxClinic: '1234567890123' }, 'faxClinic', M.faxMax],
      [{ faxVtis: '1234' }, 'faxVtis', M.faxMin],
      [{ faxVtis: '+61 3 5550 0290' }, 'faxVtis', M.faxMax],
      [{ faxVtisEnabled: true, faxVtis: '' }, 'faxVtis', M.faxRequiredWhenEnabled],
      [{ coordinateLat: -90.5 }, 'coordinateLat', M.latitudeRange],
      [{ coordinateLng: 180.01 }, 'coordinateLng', M.longitudeRange],
      [{ websiteLink: 'javascript:alert(1)' }, 'websiteLink', M.websiteLink],
      [{ countryId: 7777 }, 'countryId', M.countryNotFound],
      [{ jurisdictionId: 987654 }, 'jurisdictionId', M.jurisdictionNotFound],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await admin.post(`${BASE}/create`, providerBody(vic, overrides));
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors, JSON.stringify(overrides)).toEqual([{ field, message }]);
    }
    // The edges pass: 9 and 12 characters, the poles and the date line.
    const edges = await admin.post(
      `${BASE}/create`,
      providerBody(vic, {
        name: 'Edge Case Hospital',
        faxED: '123456789',
        faxClinic: '123456789012',
        coordinateLat: 90,
        coordinateLng: -180,
      }),
    );
    expect(edges.status).toBe(201);
  });

  it('refuses a jurisdiction of another country', async () => {
    const nz = await admin.post('/api/ccmp/jurisdictions/create', {
      name: 'Auckland',
      shortName: 'AKL',
      isActive: true,
      countryId: 1201,
    });
    expect(nz.status).toBe(201);
    const res = await admin.post(`${BASE}/create`, providerBody(nz.body.id));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ field: 'jurisdictionId', message: M.jurisdictionNotInCountry }]);
    const moved = await admin.post(
      `${BASE}/create`,
      providerBody(nz.body.id, { countryId: 1201, name: 'Auckland City Hospital' }),
    );
    expect(moved.body).toMatchObject({ countryName: 'New Zealand', jurisdictionName: 'Auckland' });
  });

  it('updates with a 409 for a stale lastModified unless forced; unknown ids answer 404', async () => {
    const created = (await admin.post(`${BASE}/create`, providerBody(vic, { name: 'Barwon Health' }))).body;
    const updated = await admin.put(BASE, { ...created, jurisdictionId: sa, isActive: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ jurisdictionName: 'South Australia', isActive: false });
    expect(updated.body.lastModified).not.toBe(created.lastModified);

    const stale = await admin.put(BASE, { ...created, name: 'Stale edit' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Record already modified');
    const forced = await admin.put(BASE, { ...created, name: 'Barwon Health Geelong', forceUpdate: true });
    expect(forced.body.name).toBe('Barwon Health Geelong');

    expect((await admin.put(BASE, { ...created, id: 999999, forceUpdate: true })).status).toBe(404);
    const invalid = await admin.put(BASE, { ...created, faxED: '123' });
    expect(invalid.body.fieldErrors).toEqual([{ field: 'faxED', message: M.faxMin }]);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityType, 'health-care-provider'), eq(auditEvents.entityId, String(created.id))),
      )
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual([
      'health-care-provider.create',
      'health-care-provider.update',
      'health-care-provider.update',
    ]);
  });

  it('refuses writes by a user who is not a system admin, and changes nothing', async () => {
    const create = await reader.post(`${BASE}/create`, providerBody(vic, { name: 'Sneaky Hospital' }));
    expect(create.status).toBe(403);
    const some = (await reader.get(`${BASE}/search`)).body[0];
    expect((await reader.put(BASE, { ...some, name: 'Renamed' })).status).toBe(403);
    expect((await reader.delete(`${BASE}/${some.id}/logo`)).status).toBe(403);
    expect(names(await admin.get(`${BASE}/search?keyword=Sneaky`))).toEqual([]);
    expect((await admin.get(`${BASE}/${some.id}`)).body.name).toBe(some.name);
  });
});
