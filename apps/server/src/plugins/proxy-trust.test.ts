import { API_MESSAGES } from '@scout/domain/shell/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcBrowser } from '../../tools/oidc-browser.ts';
import { SignInError, signIn, signOut } from '../../tools/sign-in.ts';
import { loadConfig, parseTrustProxy } from '../config.ts';
import { auditEvents } from '../db/schema/index.ts';
import { SIGN_IN_MESSAGES as M } from '../idp/messages.ts';
import { FREE_ATTEMPTS } from '../idp/sign-in.repo.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';

/**
 * SCOUT behind a proxy: the test client stands for the proxy (it connects from 127.0.0.1) and writes
 * the X-Forwarded-For a real one would pass on, the client's own value first and the address the
 * proxy saw appended last. Only that last, proxy-added value may count as the client.
 */
const viaProxy = (clientWrote: string, proxySaw: string) => ({
  'x-forwarded-for': `${clientWrote}, ${proxySaw}`,
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof SignInError ? err.message : Promise.reject(err)),
  );

describe('TRUST_PROXY values', () => {
  it('takes false, a hop count or proxy addresses, and refuses true with what to set instead', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true .*TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/would trust any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33" is not a proxy/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/"proxy.internal"/);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t?.close());

  const attempt = (email: string, password: string, clientWrote: string, proxySaw: string) =>
    refusal(
      signIn(t.baseUrl, email, password, { browser: new OidcBrowser(viaProxy(clientWrote, proxySaw)) }),
    );
  const auditIps = async (action: string, userId: number) =>
    (
      await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(userId))))
    ).map((e) => e.ip);

  it('throttles wrong passwords from one client whatever X-Forwarded-For it writes', async () => {
    const user = await createTestUser(t.db);
    for (let i = 1; i <= FREE_ATTEMPTS + 2; i++) {
      const answer = await attempt(user.email, `wrong-${i}`, `10.9.8.${i}`, '203.0.113.50');
      expect(answer).toBe(i <= FREE_ATTEMPTS ? M.invalidCredentials : M.tooManyAttempts);
    }
    // The right password from the same client, under yet another written value, waits too.
    expect(await attempt(user.email, TEST_PASSWORD, '10.9.8.200', '203.0.113.50')).toBe(M.tooManyAttempts);
    expect(new Set(await auditIps('auth.sign-in-failed', user.id))).toEqual(new Set(['203.0.113.50']));

    // Another client behind the same proxy is told apart by the address the proxy added.
    const browser = new OidcBrowser(viaProxy('203.0.113.50', '198.51.100.20'));
    const tokens = await signIn(t.baseUrl, user.email, TEST_PASSWORD, { browser });
    expect(tokens.accessToken).toEqual(expect.any(String));
    // The provider's own pages (Koa) read the client by the same rule: the sign-out is audited
    // with the proxy-added address, not the one the client wrote.
    await signOut(t.baseUrl, browser, tokens.idToken);
    await expect.poll(() => auditIps('auth.sign-out', user.id)).toEqual(['198.51.100.20']);
  }, 120_000);
});

describe('behind a proxy named by address (TRUST_PROXY=127.0.0.1/8)', () => {
  let t: TestApp;
  const MAX = 5;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1/8', RATE_LIMIT_MAX: String(MAX) } });
  });
  afterAll(() => t?.close());

  const health = (headers: Record<string, string>) => fetch(`${t.baseUrl}/api/health`, { headers });

  it('rate-limits one client whatever X-Forwarded-For it writes, and no other client with it', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= MAX + 3; i++) {
      statuses.push((await health(viaProxy(`10.7.7.${i}`, '203.0.113.60'))).status);
    }
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429, 429]);
    const limited = await health(viaProxy('10.7.7.99', '203.0.113.60'));
    expect(await limited.json()).toMatchObject({ statusCode: 429, message: API_MESSAGES.tooManyRequests });
    // A client claiming the limited address cannot exhaust another's allowance either.
    expect((await health(viaProxy('203.0.113.60', '198.51.100.21'))).status).toBe(200);
  });
});
