import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../tools/sign-in.ts';
import { seedDemoData } from '../seed/demo.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { apiClient } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * SCOUT configured with OIDC_ISSUER trusts another issuer: here a second SCOUT's bundled
 * provider plays the external identity provider. Users are matched by e-mail and authorised
 * from this instance's own records.
 */
let issuer: TestApp;
let scout: TestApp;
beforeAll(async () => {
  issuer = await startTestApp({ seed: seedDemoData });
  scout = await startTestApp({ seed: seedDemoData, env: { OIDC_ISSUER: `${issuer.baseUrl}/oidc` } });
});
afterAll(async () => {
  await scout?.close();
  await issuer?.close();
});

describe('an external OpenID Connect issuer', () => {
  it('is advertised to the browser and the bundled provider is not mounted', async () => {
    const anonymous = apiClient(scout.baseUrl);
    expect((await anonymous.get('/api/config')).body.oidcAuthority).toBe(`${issuer.baseUrl}/oidc`);
    expect((await anonymous.get('/oidc/.well-known/openid-configuration')).status).toBe(404);
  });

  it("accepts the issuer's tokens (verified through its JWKS) for a user known by e-mail", async () => {
    const { accessToken } = await signIn(issuer.baseUrl, 'vst.manage@scout.example', DEMO_PASSWORD);
    const res = await apiClient(scout.baseUrl, accessToken).get('/api/ccmp/admin/users/current');
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('vst.manage@scout.example');
  });

  it('refuses a token for someone without an account here', async () => {
    const { users } = await import('../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await scout.db.delete(users).where(eq(users.email, 'telehealth.manage@scout.example'));
    const { accessToken } = await signIn(issuer.baseUrl, 'telehealth.manage@scout.example', DEMO_PASSWORD);
    const res = await apiClient(scout.baseUrl, accessToken).get('/api/ccmp/admin/users/current');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('No SCOUT account matches this sign-in');
  });
});
