import { afterAll, beforeAll, expect, it } from 'vitest';
import { formAction } from '../../tools/oidc-browser.ts';
import { exchangeCode, startAuthorization, tokenRequest } from '../../tools/sign-in.ts';
import { apiClient } from '../test/http.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { startTwoProcesses, type TwoProcesses } from '../test/two-processes.ts';

/**
 * Two server processes behind one public URL share only the database and the configured keys. A
 * sign-in started on one continues on the other at every step, which proves the provider keeps no
 * state in process memory.
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

/** The same path, sent to the other process (as a load balancer might). */
const onSecond = (url: string) => processes.onSecond(url);

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
