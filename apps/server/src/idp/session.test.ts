import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, OidcBrowser } from '../../tools/oidc-browser.ts';
import {
  providerMetadata,
  refreshTokens,
  signIn,
  signOut,
  startAuthorization,
  tokenRequest,
} from '../../tools/sign-in.ts';
import { auditEvents, oidcPayloads, users } from '../db/schema/index.ts';
import { apiClient } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const current = (token: string) => apiClient(t.baseUrl, token).get('/api/ccmp/admin/users/current');
const sessionsOf = (userId: number) =>
  t.db
    .select()
    .from(oidcPayloads)
    .where(eq(oidcPayloads.type, 'Session'))
    .then((rows) => rows.filter((r) => (r.payload as { accountId?: string }).accountId === String(userId)));

describe('refresh tokens', () => {
  it('renews the access token from the current user record and rotates the refresh token', async () => {
    const user = await createTestUser(t.db, { isEcmoUser: true, ecmoAccess: 10 });
    const first = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    expect(first.refreshToken).toBeDefined();

    await t.db.update(users).set({ ecmoAccess: 30 }).where(eq(users.id, user.id));
    const renewed = await refreshTokens(t.baseUrl, first.refreshToken ?? '');
    expect(renewed.status).toBe(200);
    const { access_token, refresh_token, id_token } = renewed.json;
    expect(decodeJwt(access_token)).toMatchObject({
      aud: 'scout-api',
      sub: String(user.id),
      EcmoAccess: 30,
    });
    expect(id_token).toEqual(expect.any(String));
    expect(refresh_token).toEqual(expect.any(String));
    expect(refresh_token).not.toBe(first.refreshToken);
    expect((await current(access_token)).status).toBe(200);

    // A rotated-out token is refused, and its reuse revokes the whole chain (token theft signal).
    const reused = await refreshTokens(t.baseUrl, first.refreshToken ?? '');
    expect(reused).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
    expect((await refreshTokens(t.baseUrl, refresh_token)).status).toBe(400);
  });

  it('accepts the refresh request oidc-client-ts sends (scope from the token response, redirect_uri)', async () => {
    const user = await createTestUser(t.db);
    const start = await startAuthorization(t.baseUrl);
    const posted = await start.browser.postForm(formAction(start.page) ?? '', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const callback = await start.browser.follow(posted.location ?? '', start.meta.redirectUri, posted);
    const code = new URL(callback.location ?? '').searchParams.get('code') ?? '';
    const exchanged = await tokenRequest(start.meta, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: start.meta.redirectUri,
      code_verifier: start.codeVerifier,
    });
    expect(exchanged.json).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      scope: expect.any(String),
    });
    const renewed = await tokenRequest(start.meta, {
      grant_type: 'refresh_token',
      refresh_token: exchanged.json.refresh_token,
      scope: exchanged.json.scope,
      redirect_uri: start.meta.redirectUri,
    });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.json.access_token)).toMatchObject({ aud: 'scout-api', Role: 'user' });
  });

  it('answers the SPA origin only (browsers send Origin even on same-origin requests)', async () => {
    const user = await createTestUser(t.db);
    const { refreshToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    const meta = await providerMetadata(t.baseUrl);
    const foreign = await tokenRequest(
      { ...meta, appOrigin: 'https://elsewhere.example' },
      { grant_type: 'refresh_token', refresh_token: refreshToken ?? '' },
    );
    expect(foreign).toMatchObject({ status: 400, json: { error: 'invalid_request' } });
    const own = await tokenRequest(meta, { grant_type: 'refresh_token', refresh_token: refreshToken ?? '' });
    expect(own.status).toBe(200);
  });

  it('refuses to refresh for a disabled account', async () => {
    const user = await createTestUser(t.db);
    const { refreshToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    await t.db.update(users).set({ accountEnabled: false }).where(eq(users.id, user.id));
    const res = await refreshTokens(t.baseUrl, refreshToken ?? '');
    expect(res).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });
});

describe('the provider session', () => {
  it('signs the same browser in again without the login page, until it logs out', async () => {
    const user = await createTestUser(t.db);
    const browser = new OidcBrowser();
    const tokens = await signIn(t.baseUrl, user.email, TEST_PASSWORD, { browser });
    expect(await sessionsOf(user.id)).toHaveLength(1);

    const again = await startAuthorization(t.baseUrl, browser);
    expect(again.page.location).toMatch(new RegExp(`^${t.baseUrl}/auth/callback\\?code=`));

    const landedOn = await signOut(t.baseUrl, browser, tokens.idToken);
    expect(landedOn).toBe(`${t.baseUrl}/`);
    expect(await sessionsOf(user.id)).toHaveLength(0);
    const signOuts = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sign-out'))
      .orderBy(auditEvents.id);
    expect(signOuts).toEqual([expect.objectContaining({ userId: user.id, entityId: String(user.id) })]);

    const afterLogout = await startAuthorization(t.baseUrl, browser);
    expect(afterLogout.page.status).toBe(200);
    expect(afterLogout.page.body).toContain(M.title);
    expect(formAction(afterLogout.page)).toMatch(/\/login$/);

    // Refresh tokens belong to the session: logging out ends them too.
    const refreshed = await refreshTokens(t.baseUrl, tokens.refreshToken ?? '');
    expect(refreshed).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('renders the logout confirmation in SCOUT style with a same-origin auto-submit script only', async () => {
    const user = await createTestUser(t.db);
    const browser = new OidcBrowser();
    const { idToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD, { browser });
    const page = await browser.get(`${t.baseUrl}/oidc/session/end?id_token_hint=${idToken}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(M.signingOut);
    expect(page.body).toContain('data-auto-submit');
    expect(page.body).toContain('<script src="/oidc/assets/auto-submit.js" defer></script>');
    expect(page.body).not.toMatch(/<script>/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await fetch(`${t.baseUrl}/oidc/assets/auto-submit.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('asks a signed-in browser to sign in again once its account is disabled', async () => {
    const user = await createTestUser(t.db);
    const browser = new OidcBrowser();
    await signIn(t.baseUrl, user.email, TEST_PASSWORD, { browser });
    await t.db.update(users).set({ accountEnabled: false }).where(eq(users.id, user.id));
    const { page } = await startAuthorization(t.baseUrl, browser);
    expect(page.status).toBe(200);
    expect(page.body).toContain(M.title);
  });
});

describe('the sign-in pages', () => {
  it('refuse a form posted without the interaction cookie (another site, or another browser)', async () => {
    const user = await createTestUser(t.db);
    const { page } = await startAuthorization(t.baseUrl);
    const action = formAction(page) ?? '';
    const forged = await new OidcBrowser().postForm(action, { email: user.email, password: TEST_PASSWORD });
    expect(forged.status).toBe(400);
    expect(forged.body).toContain(M.requestExpired);
    expect(forged.location).toBeNull();
  });

  it('refuse a form posted to another interaction than the one its cookie belongs to', async () => {
    const user = await createTestUser(t.db);
    const mine = await startAuthorization(t.baseUrl);
    const other = await startAuthorization(t.baseUrl);
    const otherUid = /interaction\/([^/]+)\/login/.exec(formAction(other.page) ?? '')?.[1] ?? '';
    const target = (formAction(mine.page) ?? '').replace(/interaction\/[^/]+\//, `interaction/${otherUid}/`);
    const res = await mine.browser.postForm(target, { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toContain(M.requestExpired);
  });

  it('are served with the app CSP, no inline script, no caching, stable field names', async () => {
    const { page } = await startAuthorization(t.baseUrl);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).not.toContain('<script');
    for (const fragment of [
      'name="email"',
      'name="password"',
      `>${M.emailLabel}</label>`,
      `>${M.signIn}</button>`,
    ]) {
      expect(page.body).toContain(fragment);
    }
  });

  it('are left out of the OpenAPI document', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs/json`);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/oidc'))).toEqual([]);
  });

  it('publish the provider metadata the SPA needs', async () => {
    const res = await fetch(`${t.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(await res.json()).toMatchObject({
      issuer: t.config.oidc.issuer,
      authorization_endpoint: `${t.config.oidc.issuer}/auth`,
      token_endpoint: `${t.config.oidc.issuer}/token`,
      end_session_endpoint: `${t.config.oidc.issuer}/session/end`,
      jwks_uri: `${t.config.oidc.issuer}/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
  });
});
