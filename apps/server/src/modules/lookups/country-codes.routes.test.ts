import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let reader: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  reader = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
});
afterAll(async () => {
  await t?.close();
});

const PATH = '/api/ccmp/country-codes/search';

describe('GET /api/ccmp/country-codes/search', () => {
  it('lists every region with its calling code and English name, for any signed-in user', async () => {
    const res = await reader.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(200);
    expect(res.body).toContainEqual({ countryCode: 'AU', callingCode: '61', name: 'Australia' });
    expect(res.body).toContainEqual({ countryCode: 'NZ', callingCode: '64', name: 'New Zealand' });
  });

  it('matches the keyword against name, ISO code and calling code', async () => {
    const byName = (await reader.get(`${PATH}?keyword=austr`)).body.map(
      (c: { countryCode: string }) => c.countryCode,
    );
    expect(byName).toEqual(expect.arrayContaining(['AU', 'AT']));
    const nz = (await reader.get(`${PATH}?keyword=nz`)).body.map(
      (c: { countryCode: string }) => c.countryCode,
    );
    expect(nz).toEqual(['NZ', 'TZ']);
    const byCode = (await reader.get(`${PATH}?keyword=%2B61`)).body.map(
      (c: { countryCode: string }) => c.countryCode,
    );
    expect(byCode.slice(0, 3).sort()).toEqual(['AU', 'CC', 'CX']);
  });

  it('narrows to the allowed codes, repeated or comma-separated', async () => {
    const repeated = await reader.get(`${PATH}?allowedCountryCodes=AU&allowedCountryCodes=nz`);
    expect(repeated.body.map((c: { countryCode: string }) => c.countryCode)).toEqual(['AU', 'NZ']);
    const comma = await reader.get(`${PATH}?allowedCountryCodes=AU,GB&keyword=united`);
    expect(comma.body.map((c: { countryCode: string }) => c.countryCode)).toEqual(['GB']);
  });

  it('needs a signed-in user', async () => {
    expect((await apiClient(t.baseUrl).get(PATH)).status).toBe(401);
  });
});
