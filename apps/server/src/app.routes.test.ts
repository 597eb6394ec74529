import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { canReadHealthCareProviders } from '@scout/domain/access/rules';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../tools/sign-in.ts';
import { findUserByEmail, userPrincipal } from './modules/identity/users.repo.ts';
import { type AccessRule, signedIn } from './plugins/auth.ts';
import { INPUT_ERROR_MESSAGES } from './plugins/errors.ts';
import { seedDemoData } from './seed/demo.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data.ts';
import { apiClient } from './test/http.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
});
afterAll(async () => {
  await t?.close();
});

/**
 * Sends the path exactly as written (fetch would normalise dot segments and slashes first), as an
 * attacker's raw HTTP client would.
 */
function rawRequest(
  method: string,
  rawPath: string,
  baseUrl = t.baseUrl,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Rules meant to let every signed-in user through (reviewed: nothing clinical behind them). */
const OPEN_TO_EVERY_SIGNED_IN_USER: readonly AccessRule[] = [signedIn, canReadHealthCareProviders];

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

  it('answers 401 (or 404 where the spelling matches no route) to every route under encoded and odd spellings of its path', async () => {
    // The router decodes percent-encoding before matching, so these reach the route itself:
    // authentication must follow the matched route, not the URL text.
    const sameRoute = [
      (u: string) => u.replace('/api/', '/%61pi/'),
      (u: string) => u.replace('/api/', '/ap%69/'),
      (u: string) => u.replace('/api/', '/%61%70%69/'),
      (u: string) => u.replace('/api/', '/%61p%69/'),
    ];
    // These match no route (or a different one): never an answer with data.
    const otherSpellings = [
      (u: string) => u.replace('/api/', '/API/'),
      (u: string) => u.replace('/api/', '//api/'),
      (u: string) => u.replace('/api/', '/api//'),
      (u: string) => u.replace('/api/', '/api/./'),
      (u: string) => u.replace('/api/', '/x/../api/'),
      (u: string) => u.replace('/api/', '/api%2F'),
      (u: string) => u.replace(/\/([^/]*)$/, '%2F$1'),
      (u: string) => `${u}/`,
      (u: string) => `${u}%00`,
    ];
    const protectedRoutes = apiRoutes().filter((r) => !r.config?.public);
    const unauthorisedAnswers: string[] = [];
    for (const route of protectedRoutes) {
      for (const method of methodsOf(route.method)) {
        const url = concrete(route.url);
        for (const spell of sameRoute) {
          const res = await rawRequest(method, spell(url));
          if (res.status !== 401) unauthorisedAnswers.push(`${method} ${spell(url)} -> ${res.status}`);
        }
        for (const spell of otherSpellings) {
          const res = await rawRequest(method, spell(url));
          // A GET outside /api and /oidc is a client route: the web app's index.html, no data.
          const webAppShell = res.status === 200 && /^<!doctype html>/i.test(res.body);
          if (res.status !== 401 && res.status !== 404 && res.status !== 400 && !webAppShell) {
            unauthorisedAnswers.push(`${method} ${spell(url)} -> ${res.status}`);
          }
        }
      }
    }
    expect(unauthorisedAnswers).toEqual([]);
  });

  it('refuses to start when a route declares neither public nor an access rule', async () => {
    const { buildApp } = await import('./app.ts');
    const app = await buildApp({
      config: t.config,
      database: { db: t.db, listen: undefined } as never,
      secrets: null,
      logger: false,
    });
    app.get('/api/undeclared', async () => ({ data: 'patient' }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/undeclared/);
    await app.close().catch(() => {});
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
    // Only the demo accounts: a rule that none of them refuses would pass this walk without ever
    // being refused, so such a rule fails here (add a demo account it refuses, or declare it open).
    const candidates = DEMO_ACCOUNTS.filter((a) => a.accountEnabled !== false).map((a) => a.email);
    const principals = new Map<string, Parameters<AccessRule>[0]>();
    for (const email of candidates) {
      const row = await findUserByEmail(t.db, email);
      if (row) principals.set(email, userPrincipal(row));
    }
    const tokens = new Map<string, string>();
    const unrefused: string[] = [];
    for (const route of guarded) {
      const rule = route.config?.access;
      const methods = methodsOf(route.method);
      if (!rule || !methods.length) continue;
      const refused = candidates.find((email) => {
        const principal = principals.get(email);
        return principal !== undefined && !rule(principal);
      });
      // Only the rules declared open to every signed-in user let every enabled account through.
      if (OPEN_TO_EVERY_SIGNED_IN_USER.includes(rule)) {
        expect(refused, `${route.url}: declared open, yet ${refused} is refused`).toBeUndefined();
        continue;
      }
      if (!refused) {
        unrefused.push(`${methods.join(',')} ${route.url}`);
        continue;
      }
      if (!tokens.has(refused))
        tokens.set(refused, (await signIn(t.baseUrl, refused, DEMO_PASSWORD)).accessToken);
      for (const method of methods) {
        const res = await apiClient(t.baseUrl, tokens.get(refused)).send(method, concrete(route.url));
        expect(res.status, `${method} ${route.url} as ${refused}`).toBe(403);
        expect(res.body.message).toBe(API_MESSAGES.forbidden);
      }
    }
    expect(unrefused, 'routes whose access rule no demo account is refused by').toEqual([]);
  });
});

describe('public routes', () => {
  it('serve health, client configuration and the assembly version under every API root', async () => {
    const anonymous = apiClient(t.baseUrl);
    expect((await anonymous.get('/api/health')).body).toEqual({ status: 'ok' });
    expect((await anonymous.get('/api/health/ready')).body).toEqual({ status: 'ready', database: 'ok' });
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

  it('answers an unknown API path with a JSON 404, with or without a token, reaching nothing', async () => {
    const html = { headers: { accept: 'text/html' } };
    const anonymous = await apiClient(t.baseUrl).send('GET', '/api/no-such-thing', html);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toEqual({ statusCode: 404, error: 'Not Found', message: API_MESSAGES.notFound });
    const { accessToken } = await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD);
    const res = await apiClient(t.baseUrl, accessToken).send('GET', '/api/no-such-thing', html);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: API_MESSAGES.notFound });
  });

  it('marks every API answer no-store (patient data must not be cached), errors included', async () => {
    const { accessToken } = await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD);
    const reader = apiClient(t.baseUrl, accessToken);
    for (const path of [
      '/api/ecmo/cases/open',
      '/api/ecmo/cases/1',
      '/api/ecmo/cases/999999',
      '/api/no-such-thing',
    ]) {
      expect((await reader.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await apiClient(t.baseUrl).get('/api/ecmo/cases/open')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the web app (client routes, static files) and unreadable URLs', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SCOUT test shell</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1);');
    web = await startTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const html = { headers: { accept: 'text/html' } };

  it('answers a client route with index.html, and an encoded spelling of /api with the shell, never data', async () => {
    for (const p of ['/ecmo/cases/1', '/patients/x%25y', '/%2561pi/ecmo/cases/open']) {
      const res = await apiClient(web.baseUrl).send('GET', p, html);
      expect(res.status, p).toBe(200);
      expect(res.body, p).toContain('SCOUT test shell');
    }
    const asset = await apiClient(web.baseUrl).get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    const api = await apiClient(web.baseUrl).send('GET', '/api/no-such-thing', html);
    expect(api.status).toBe(404);
    expect(api.body.message).toBe(API_MESSAGES.notFound);
  });

  it('answers a URL that cannot be percent-decoded with 400 in the error shape', async () => {
    for (const p of ['/x%y', '/api/ecmo/cases/%E0%A4%A', '/%61pi/ecmo/cases/%zz']) {
      const res = await rawRequest('GET', p, web.baseUrl);
      expect(res.status, p).toBe(400);
      expect(JSON.parse(res.body), p).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: INPUT_ERROR_MESSAGES.unreadableUrl,
      });
    }
  });
});
