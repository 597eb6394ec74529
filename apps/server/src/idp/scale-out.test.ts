import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { apiClient } from '../test/http.ts';
import { formAction } from '../test/oidc-browser.ts';
import { exchangeCode, startAuthorization, tokenRequest } from '../test/sign-in.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { loadIdpSecrets } from './keys.ts';

/**
 * Two server processes behind one public URL share only the database and the configured keys. A
 * sign-in started on one continues on the other at every step, which proves the provider keeps no
 * state in process memory.
 */
let t: TestApp;
let second: App;
let secondOrigin: string;

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'shared', alg: 'RS256', use: 'sig' };
  t = await startTestApp({
    env: { OIDC_JWKS: JSON.stringify({ keys: [jwk] }), COOKIE_KEYS: 'shared-cookie-key' },
  });
  second = await buildApp({
    config: t.config,
    database: { db: t.db, kind: 'pglite', close: async () => {} },
    secrets: await loadIdpSecrets(t.config),
    logger: false,
  });
  secondOrigin = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** The same path, sent to the other process (as a load balancer might). */
const onSecond = (url: string) => url.replace(t.baseUrl, secondOrigin);

it('continues a sign-in on another process at every step', async () => {
  const user = await createTestUser(t.db);
  const start = await startAuthorization(t.baseUrl);
  const posted = await start.browser.postForm(onSecond(formAction(start.page) ?? ''), {
    email: user.email,
    password: TEST_PASSWORD,
  });
  expect(posted.status).toBe(303);
  const callback = await start.browser.follow(posted.location ?? '', start.meta.redirectUri, posted);
  const code = new URL(callback.location ?? '').searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  const viaSecond = { ...start.meta, token_endpoint: onSecond(start.meta.token_endpoint) };
  const tokens = await exchangeCode(viaSecond, code, start.codeVerifier);
  expect((await apiClient(t.baseUrl, tokens.accessToken).get('/api/ccmp/admin/users/current')).status).toBe(
    200,
  );
  expect(
    (await apiClient(secondOrigin, tokens.accessToken).get('/api/ccmp/admin/users/current')).status,
  ).toBe(200);
  const refresh = { grant_type: 'refresh_token', refresh_token: tokens.refreshToken ?? '' };
  expect((await tokenRequest(viaSecond, refresh)).status).toBe(200);
});
