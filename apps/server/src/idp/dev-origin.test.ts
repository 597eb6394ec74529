import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Only `npm run dev` trusts the Vite development origin (it sets DEV_WEB_ORIGIN): plain
 * `npm start` (NODE_ENV=development without it) and production trust PUBLIC_URL alone.
 */
const VITE = 'http://localhost:5173';
const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** The first step of a sign-in from the given origin: where does the provider answer? */
async function authorizeFrom(t: TestApp, origin: string) {
  const url = new URL(`${t.baseUrl}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'scout-web',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${origin}/auth/callback`,
    state: 'state-1',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  const res = await fetch(url, { redirect: 'manual' });
  await res.text();
  return { status: res.status, location: res.headers.get('location') };
}

/** Ending the provider session with a return to the given origin: accepted (200) or refused (400). */
async function endSessionTo(t: TestApp, origin: string) {
  const url = new URL(`${t.baseUrl}/oidc/session/end`);
  url.search = new URLSearchParams({
    client_id: 'scout-web',
    post_logout_redirect_uri: `${origin}/`,
  }).toString();
  const res = await fetch(url, { redirect: 'manual' });
  await res.text();
  return res.status;
}

async function app(env: Record<string, string>) {
  const t = await startTestApp({ env });
  apps.push(t);
  return t;
}

describe('the development web origin', () => {
  it('is refused in a production configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_WEB_ORIGIN: VITE })).toThrow(/DEV_WEB_ORIGIN/);
  });

  it.each(['development', 'production'])(
    'is not trusted by plain npm start (NODE_ENV=%s): no redirect to it after sign-in or sign-out, not in the CSP',
    async (nodeEnv) => {
      const t = await app({ NODE_ENV: nodeEnv });
      const refused = await authorizeFrom(t, VITE);
      expect(refused.status).toBe(400);
      expect(refused.location).toBeNull();
      expect(await endSessionTo(t, VITE)).toBe(400);
      const csp = (await fetch(`${t.baseUrl}/api/health`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain(VITE);
      // The public URL itself is trusted.
      expect((await authorizeFrom(t, t.baseUrl)).status).toBe(303);
      expect(await endSessionTo(t, t.baseUrl)).toBe(200);
    },
  );

  it('is trusted only when the dev command names it', async () => {
    const t = await app({ NODE_ENV: 'development', DEV_WEB_ORIGIN: VITE });
    expect((await authorizeFrom(t, VITE)).status).toBe(303);
    expect(await endSessionTo(t, VITE)).toBe(200);
    const csp = (await fetch(`${t.baseUrl}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(VITE);
  });
});
