import { API_MESSAGES } from '@scout/domain/shell/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, userPrincipal } from './modules/admin/users.repo.ts';
import { seedDemoData } from './seed/demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.ts';
import { apiClient } from './test/http.ts';
import { signIn } from './test/sign-in.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route pattern: every path parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
const apiRoutes = () =>
  t.app.scoutRoutes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const methodsOf = (method: string | string[]) =>
  (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD');

describe('every API route', () => {
  it('answers 401 with the error shape when no token is sent, unless it is public', async () => {
    const protectedRoutes = apiRoutes().filter((r) => !r.config?.public);
    expect(protectedRoutes.length).toBeGreaterThan(3);
    for (const route of protectedRoutes) {
      for (const method of methodsOf(route.method)) {
        const res = await apiClient(t.baseUrl).send(method, concrete(route.url));
        expect(res.status, `${method} ${route.url}`).toBe(401);
        expect(res.body).toMatchObject({
          statusCode: 401,
          error: 'Unauthorized',
          message: API_MESSAGES.unauthenticated,
        });
      }
    }
  });

  it('answers 401 to a forged or malformed token', async () => {
    for (const token of ['garbage', 'a.b.c', `${'x'.repeat(20)}.${'y'.repeat(20)}.${'z'.repeat(20)}`]) {
      const res = await apiClient(t.baseUrl, token).get('/api/ccmp/admin/users/current');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(API_MESSAGES.invalidToken);
    }
  });

  it('answers 403 to a signed-in user who fails the route rule, for every rule-bearing route', async () => {
    const guarded = apiRoutes().filter((r) => r.config?.access);
    expect(guarded.length).toBeGreaterThan(0);
    const tokens = new Map<string, string>();
    for (const route of guarded) {
      const rule = route.config?.access;
      if (!rule) continue;
      // Any enabled demo account the rule refuses.
      let refused: string | undefined;
      for (const account of DEMO_ACCOUNTS.filter((a) => a.accountEnabled !== false)) {
        const row = await findUserByEmail(t.db, account.email);
        if (row && !rule(userPrincipal(row))) {
          refused = account.email;
          break;
        }
      }
      if (!refused) continue; // a rule every demo role passes cannot be refused
      if (!tokens.has(refused))
        tokens.set(refused, (await signIn(t.baseUrl, refused, DEMO_PASSWORD)).accessToken);
      for (const method of methodsOf(route.method)) {
        const res = await apiClient(t.baseUrl, tokens.get(refused)).send(method, concrete(route.url));
        expect(res.status, `${method} ${route.url} as ${refused}`).toBe(403);
        expect(res.body.message).toBe(API_MESSAGES.forbidden);
      }
    }
  });
});

describe('public routes', () => {
  it('serve health, client configuration and the assembly version under every API root', async () => {
    const anonymous = apiClient(t.baseUrl);
    expect((await anonymous.get('/api/health')).body).toEqual({ status: 'ok', database: 'ok' });
    expect((await anonymous.get('/api/config')).body).toMatchObject({
      oidcAuthority: `${t.baseUrl}/oidc`,
      oidcClientId: 'scout-web',
      environment: 'Prod',
      assemblyVersion: '1.0.6498.1',
      timeZone: 'Australia/Melbourne',
    });
    for (const base of ['ccmp', 'ecmo', 'telehealth', 'vst', 'vtis']) {
      const res = await anonymous.get(`/api/${base}/settings/getassemblyversion`);
      expect(res.body).toEqual({ assemblyVersion: '1.0.6498.1' });
    }
  });

  it('serves the OpenAPI document with the error shape', async () => {
    const res = await apiClient(t.baseUrl).get('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.paths['/api/ccmp/admin/users/current']).toBeDefined();
    expect(doc.components.schemas.ApiError).toBeDefined();
  });

  it('answers an unknown API path with 401 without a token (routes are not revealed) and a JSON 404 with one', async () => {
    const html = { headers: { accept: 'text/html' } };
    expect((await apiClient(t.baseUrl).send('GET', '/api/no-such-thing', html)).status).toBe(401);
    const { accessToken } = await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD);
    const res = await apiClient(t.baseUrl, accessToken).send('GET', '/api/no-such-thing', html);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: API_MESSAGES.notFound });
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
