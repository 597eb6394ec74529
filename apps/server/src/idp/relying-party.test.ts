import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, hiddenFields, OidcBrowser } from '../../tools/oidc-browser.ts';
import { signIn } from '../../tools/sign-in.ts';
import { issuePasswordSetToken } from '../modules/identity/password-set-tokens.ts';
import { apiClient } from '../test/http.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { startTwoProcesses, type TwoProcesses } from '../test/two-processes.ts';

/**
 * The bundled provider as a certified relying party library (openid-client) sees it: discovery,
 * authorization code + PKCE through the real sign-in page, userinfo, refresh, end-session. And token
 * revocation (issue 23): after a logout, a new password or disabling the account, the tokens issued
 * before are refused on the next call, by both of two server processes sharing one database.
 */
let t: TestApp;
let processes: TwoProcesses;
let secondOrigin: string;

beforeAll(async () => {
  processes = await startTwoProcesses();
  t = processes.first;
  secondOrigin = processes.secondOrigin;
}, 120_000);
afterAll(() => processes?.close());

const CURRENT = '/api/ccmp/admin/users/current';
/** The status of the lightest authenticated call, on each process. */
const statusOn = async (token: string) => [
  (await apiClient(t.baseUrl, token).get(CURRENT)).status,
  (await apiClient(secondOrigin, token).get(CURRENT)).status,
];

/** openid-client's view of the provider (plain http on loopback is allowed explicitly). */
async function relyingParty(): Promise<oidc.Configuration> {
  const config = await oidc.discovery(
    new URL(t.config.oidc.issuer),
    t.config.oidc.clientId,
    { token_endpoint_auth_method: 'none' },
    oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );
  return config;
}

/** Signs in with openid-client's code + PKCE request, posting the sign-in form as a browser would. */
async function signInWith(rp: oidc.Configuration, email: string, browser = new OidcBrowser()) {
  const redirectUri = `${t.baseUrl}/auth/callback`;
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(rp, {
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const page = await browser.follow(url, redirectUri);
  const posted = await browser.postForm(formAction(page) ?? '', { email, password: TEST_PASSWORD });
  const callback = await browser.follow(posted.location ?? '', redirectUri, posted);
  const tokens = await oidc.authorizationCodeGrant(rp, new URL(callback.location ?? ''), {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  return { tokens, browser };
}

/**
 * Follows openid-client's end-session URL and confirms the logout as the page's script does, on the
 * process at `origin` (as a load balancer might send it there).
 */
async function endSession(rp: oidc.Configuration, browser: OidcBrowser, idToken: string, origin = t.baseUrl) {
  const via = (url: string) => url.replace(t.baseUrl, origin);
  const url = oidc.buildEndSessionUrl(rp, {
    id_token_hint: idToken,
    post_logout_redirect_uri: `${t.baseUrl}/`,
  });
  const confirm = await browser.follow(via(url.href));
  const action = via(formAction(confirm) ?? '');
  expect(action.startsWith(origin)).toBe(true);
  const done = await browser.postForm(action, { ...hiddenFields(confirm), logout: 'yes' });
  expect(done.location).toBe(`${t.baseUrl}/`);
}

describe('a certified relying party (openid-client)', () => {
  it('discovers only the code flow it may use, signs in, reads userinfo, refreshes and signs out', async () => {
    const res = await fetch(`${t.config.oidc.issuer}/.well-known/openid-configuration`);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.userinfo_endpoint).toBe(`${t.config.oidc.issuer}/me`);

    const user = await createTestUser(t.db, {
      isEcmoUser: true,
      ecmoAccess: 20,
      isVstUser: true,
      vstAccess: 10,
      canExportVstData: true,
    });
    const rp = await relyingParty();
    const { tokens, browser } = await signInWith(rp, user.email);
    const sub = tokens.claims()?.sub ?? '';
    expect(sub).toBe(String(user.id));

    const info = await oidc.fetchUserInfo(rp, tokens.access_token, sub);
    expect(info).toEqual({
      sub,
      email: user.email,
      name: user.displayName,
      given_name: user.givenName,
      family_name: user.surname,
      App: ['ECMO', 'VST'],
      Role: 'user',
      EcmoAccess: 20,
      VstAccess: 10,
      CanExportVstData: true,
      CanExportVtisData: false,
      CanExportVtisAuscrData: false,
    });
    expect(await statusOn(tokens.access_token)).toEqual([200, 200]);

    const renewed = await oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '');
    expect(await statusOn(renewed.access_token)).toEqual([200, 200]);
    expect((await oidc.fetchUserInfo(rp, renewed.access_token, sub)).EcmoAccess).toBe(20);

    // The first process keeps the user's record (current-user cache); the logout goes to the second.
    expect((await apiClient(t.baseUrl, renewed.access_token).get(CURRENT)).status).toBe(200);
    await endSession(rp, browser, tokens.id_token ?? '', secondOrigin);

    for (const token of [tokens.access_token, renewed.access_token]) {
      expect(await statusOn(token)).toEqual([401, 401]);
      await expect(oidc.fetchUserInfo(rp, token, sub)).rejects.toMatchObject({ status: 401 });
    }
    await expect(oidc.refreshTokenGrant(rp, renewed.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('keeps the other sign-ins of the user when one logs out', async () => {
    const user = await createTestUser(t.db);
    const rp = await relyingParty();
    const leaving = await signInWith(rp, user.email);
    const staying = await signInWith(rp, user.email);
    await endSession(rp, leaving.browser, leaving.tokens.id_token ?? '');
    expect(await statusOn(leaving.tokens.access_token)).toEqual([401, 401]);
    expect(await statusOn(staying.tokens.access_token)).toEqual([200, 200]);
    const renewed = await oidc.refreshTokenGrant(rp, staying.tokens.refresh_token ?? '');
    expect(await statusOn(renewed.access_token)).toEqual([200, 200]);
  });

  it('ends a sign-in whose browser lost the provider session when its refresh token is revoked (what the web does at sign-out)', async () => {
    const user = await createTestUser(t.db);
    const rp = await relyingParty();
    const leaving = await signInWith(rp, user.email);
    const staying = await signInWith(rp, user.email);
    // No provider session cookie is sent: only the revocation endpoint, as the web calls it first.
    await oidc.tokenRevocation(rp, leaving.tokens.refresh_token ?? '', { token_type_hint: 'refresh_token' });
    expect(await statusOn(leaving.tokens.access_token)).toEqual([401, 401]);
    await expect(oidc.refreshTokenGrant(rp, leaving.tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    expect(await statusOn(staying.tokens.access_token)).toEqual([200, 200]);
  });
});

describe('revocation of every sign-in', () => {
  it('ends the tokens and refresh tokens of every sign-in when a new password is set', async () => {
    const user = await createTestUser(t.db);
    const rp = await relyingParty();
    const { tokens } = await signInWith(rp, user.email);
    expect((await apiClient(t.baseUrl, tokens.access_token).get(CURRENT)).status).toBe(200);

    const { token } = await issuePasswordSetToken(t.db, user.id);
    const newPassword = 'Another-Horse-Battery-7';
    const set = await fetch(`${secondOrigin}/oidc/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: newPassword, confirm: newPassword }).toString(),
    });
    expect(set.status).toBe(200);

    expect(await statusOn(tokens.access_token)).toEqual([401, 401]);
    await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // A sign-in with the new password, even within the same second, is not affected.
    const again = await signIn(t.baseUrl, user.email, newPassword);
    expect(await statusOn(again.accessToken)).toEqual([200, 200]);
  });

  it('ends the tokens and refresh tokens of every sign-in when the account is disabled, also once re-enabled', async () => {
    const admin = await createTestUser(t.db, { isSystemAdmin: true });
    const adminApi = apiClient(t.baseUrl, (await signIn(t.baseUrl, admin.email, TEST_PASSWORD)).accessToken);
    const user = await createTestUser(t.db);
    const rp = await relyingParty();
    const { tokens } = await signInWith(rp, user.email);
    expect((await apiClient(t.baseUrl, tokens.access_token).get(CURRENT)).status).toBe(200);

    const body = (await adminApi.get(`/api/ccmp/admin/users/${user.id}`)).body;
    const disabled = await adminApi.put(`/api/ccmp/admin/users/${user.id}`, {
      ...body,
      accountEnabled: false,
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(await statusOn(tokens.access_token)).toEqual([401, 401]);

    const enabled = await adminApi.put(`/api/ccmp/admin/users/${user.id}`, {
      ...disabled.body,
      accountEnabled: true,
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    expect(await statusOn(tokens.access_token)).toEqual([401, 401]);
    await expect(oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});
