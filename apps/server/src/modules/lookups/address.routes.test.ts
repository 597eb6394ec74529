import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { SAMPLE_GAZETTEER } from '../../integrations/address/gazetteer-data.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let user: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  user = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'telehealth.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ccmp/address/search (bundled gazetteer)', () => {
  it('suggests addresses with the fields of spec 1 §3', async () => {
    const street = SAMPLE_GAZETTEER.find((a) => a.municipalitySubdivision === 'Box Hill')
      ?.streetName as string;
    const res = await user.get(`/api/ccmp/address/search?query=${encodeURIComponent(`${street}, box hill`)}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const r of res.body) {
      expect(r).toEqual({
        unitOrRoomNumber: r.unitOrRoomNumber,
        freeformAddress: expect.stringContaining(`${street}, Box Hill VIC 3128`),
        countrySubdivision: 'VIC',
        postalCode: '3128',
        municipalitySubdivision: 'Box Hill',
        municipality: 'Melbourne',
        streetName: street,
        streetNumber: expect.stringMatching(/^\d+$/),
      });
    }
  });

  it('starts at 8 characters (400 on query) and needs a token (401)', async () => {
    const res = await user.get('/api/ccmp/address/search?query=Box%20Hill');
    expect(res.status).toBe(200);
    const short = await user.get('/api/ccmp/address/search?query=Box%20Hil');
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors).toEqual([{ field: 'query', message: M.addressQueryTooShort }]);
    expect((await apiClient(t.baseUrl).get('/api/ccmp/address/search?query=station%20street')).status).toBe(
      401,
    );
  });
});
