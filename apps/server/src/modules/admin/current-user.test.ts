import { API_MESSAGES } from '@scout/domain/shell/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { users } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { apiClient } from '../../test/http.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
});
afterAll(async () => {
  await t?.close();
});

const current = async (token: string) => apiClient(t.baseUrl, token).get('/api/ccmp/admin/users/current');

describe('GET /api/ccmp/admin/users/current', () => {
  it('returns the signed-in user with role, per-app access and export flags', async () => {
    const { accessToken } = await signIn(t.baseUrl, 'exporter@scout.example', DEMO_PASSWORD);
    const res = await current(accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'exporter@scout.example',
      displayName: 'Xena Exporter',
      role: 'user',
      access: { ecmo: null, telehealth: null, vst: 20, vtis: 20 },
      canExportVstData: true,
      canExportVtisData: true,
      canExportVtisAuscrData: true,
      hasMfa: false,
    });
  });

  // Changed straight in the database (as another server process would): seen once the database
  // announces the change, without a new token (plugins/current-user-cache.ts). Changes made
  // through this server are seen on the very next call (users/update-routes.test.ts).
  it('reflects a change of the record without a new token', async () => {
    const { accessToken } = await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD);
    expect((await current(accessToken)).body.access.ecmo).toBe(10);
    await t.db.update(users).set({ ecmoAccess: 30 }).where(eq(users.email, 'ecmo.read@scout.example'));
    await expect.poll(async () => (await current(accessToken)).body.access.ecmo).toBe(30);
    await t.db.update(users).set({ ecmoAccess: 10 }).where(eq(users.email, 'ecmo.read@scout.example'));
  });

  it('refuses calls once the account is disabled', async () => {
    const { accessToken } = await signIn(t.baseUrl, 'telehealth.read@scout.example', DEMO_PASSWORD);
    expect((await current(accessToken)).status).toBe(200);
    await t.db
      .update(users)
      .set({ accountEnabled: false })
      .where(eq(users.email, 'telehealth.read@scout.example'));
    await expect.poll(async () => (await current(accessToken)).status).toBe(401);
    const res = await current(accessToken);
    expect(res.body.message).toBe(API_MESSAGES.accountDisabled);
    await t.db
      .update(users)
      .set({ accountEnabled: true })
      .where(eq(users.email, 'telehealth.read@scout.example'));
  });

  it('lists the provider assignments of a hospital-bound user', async () => {
    const { accessToken } = await signIn(t.baseUrl, 'vtis.only@scout.example', DEMO_PASSWORD);
    const body = (await current(accessToken)).body;
    expect(body.healthCareProviderIds).toHaveLength(2);
    expect(body.healthCareProviderIds.every((p: { platformAppId: number }) => p.platformAppId === 50)).toBe(
      true,
    );
  });
});

describe('logging calls', () => {
  it('accept a message from a signed-in user and validate the body', async () => {
    const { accessToken } = await signIn(t.baseUrl, 'ecmo.manage@scout.example', DEMO_PASSWORD);
    const api = apiClient(t.baseUrl, accessToken);
    expect((await api.post('/api/ccmp/logging/loginformation', { message: 'opened dashboard' })).status).toBe(
      204,
    );
    expect(
      (await api.post('/api/ccmp/logging/logerror', { message: 'render failed', errorMessage: 'x' })).status,
    ).toBe(204);
    const bad = await api.post('/api/ccmp/logging/loginformation', { message: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(API_MESSAGES.validationFailed);
    expect(bad.body.fieldErrors[0].field).toBe('message');
    const malformed = await api.send('POST', '/api/ccmp/logging/loginformation', {
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body).sort()).toEqual(['error', 'message', 'statusCode']);
  });
});
