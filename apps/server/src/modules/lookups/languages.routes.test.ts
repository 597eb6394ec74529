import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let user: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  user = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'vst.read@scout.example', DEMO_PASSWORD)).accessToken);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ccmp/spoken-language-codes/search', () => {
  it('finds ASCL 2016 languages by name or code for any signed-in user', async () => {
    const res = await user.get('/api/ccmp/spoken-language-codes/search?keyword=mand');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      [
        { code: '7104', name: 'Mandarin' },
        { code: '4208', name: 'Mandaean (Mandaic)' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect((await user.get('/api/ccmp/spoken-language-codes/search?keyword=2401')).body).toEqual([
      { code: '2401', name: 'Italian' },
    ]);
    expect((await user.get('/api/ccmp/spoken-language-codes/search?keyword=zzzz')).body).toEqual([]);
  });

  it('starts at 3 characters (400 on keyword) and needs a token (401)', async () => {
    const res = await user.get('/api/ccmp/spoken-language-codes/search?keyword=it');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([{ field: 'keyword', message: M.languageKeywordTooShort }]);
    expect(
      (await apiClient(t.baseUrl).get('/api/ccmp/spoken-language-codes/search?keyword=ital')).status,
    ).toBe(401);
  });
});
