import { API_MESSAGES } from '@scout/domain/shell/messages';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertText, formAction, OidcBrowser } from '../../tools/oidc-browser.ts';
import { SignInError, signIn, startAuthorization } from '../../tools/sign-in.ts';
import { auditEvents, oidcPayloads, signInThrottle, users } from '../db/schema/index.ts';
import { findUserById } from '../modules/identity/users.repo.ts';
import { apiClient } from '../test/http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';
import {
  FIRST_DELAY_SECONDS,
  FREE_ATTEMPTS,
  THROTTLE_FORGET_HOURS,
  throttleDelaySeconds,
  throttleKey,
} from './sign-in.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const current = (token: string) => apiClient(t.baseUrl, token).get('/api/ccmp/admin/users/current');
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof SignInError ? err.message : Promise.reject(err)),
  );
const auditOfIn = (app: TestApp, action: string, userId: number) =>
  app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(userId))))
    .orderBy(auditEvents.id);
const auditOf = (action: string, userId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(userId))))
    .orderBy(auditEvents.id);
const codesIssued = async () =>
  (await t.db.select().from(oidcPayloads).where(eq(oidcPayloads.type, 'AuthorizationCode'))).length;

describe('signing in with email and password', () => {
  it('issues a JWT access token for scout-api carrying the spec claims, accepted by the API', async () => {
    const user = await createTestUser(t.db, {
      isEcmoUser: true,
      ecmoAccess: 20,
      isVstUser: true,
      vstAccess: 10,
      canExportVstData: true,
    });
    const tokens = await signIn(t.baseUrl, user.email.toUpperCase(), TEST_PASSWORD);

    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      iss: t.config.oidc.issuer,
      aud: 'scout-api',
      sub: String(user.id),
      client_id: 'scout-web',
      App: ['ECMO', 'VST'],
      Role: 'user',
      EcmoAccess: 20,
      VstAccess: 10,
      CanExportVstData: true,
      CanExportVtisData: false,
      CanExportVtisAuscrData: false,
    });
    expect(claims).not.toHaveProperty('TelehealthAccess');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);

    expect(decodeJwt(tokens.idToken)).toMatchObject({
      aud: 'scout-web',
      sub: String(user.id),
      email: user.email,
      name: user.displayName,
      given_name: user.givenName,
      family_name: user.surname,
      Role: 'user',
      App: ['ECMO', 'VST'],
    });
    expect(tokens.refreshToken).toEqual(expect.any(String));

    const res = await current(tokens.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });

  it('records the sign-in: counter reset, lastSignInAt, audit event, provider state in the database', async () => {
    const user = await createTestUser(t.db, { failedSignInCount: 3 });
    await signIn(t.baseUrl, user.email, TEST_PASSWORD);

    const after = await findUserById(t.db, user.id);
    expect(after?.failedSignInCount).toBe(0);
    expect(after?.lastSignInAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditOf('auth.sign-in', user.id)).toEqual([
      expect.objectContaining({ userId: user.id, entityType: 'user', after: { amr: ['pwd'] } }),
    ]);

    const kinds = await t.db
      .select({ type: oidcPayloads.type, count: sql<number>`count(*)::int` })
      .from(oidcPayloads)
      .where(
        sql`${oidcPayloads.payload}->>'accountId' = ${String(user.id)} or ${oidcPayloads.payload}->>'account' = ${String(user.id)}`,
      )
      .groupBy(oidcPayloads.type);
    const byType = Object.fromEntries(kinds.map((k) => [k.type, k.count]));
    expect(byType).toMatchObject({ Session: 1, Grant: 1, AuthorizationCode: 1, RefreshToken: 1 });
    const [code] = await t.db
      .select()
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.type, 'AuthorizationCode'),
          sql`${oidcPayloads.payload}->>'accountId' = ${String(user.id)}`,
        ),
      );
    expect(code?.consumedAt).not.toBeNull();
  });

  it('refuses a wrong password without issuing a code, and says the same for an unknown email', async () => {
    const user = await createTestUser(t.db);
    const codesBefore = await codesIssued();
    expect(await refusal(signIn(t.baseUrl, user.email, 'not-the-password'))).toBe(M.invalidCredentials);
    expect(await refusal(signIn(t.baseUrl, 'nobody@scout.test', TEST_PASSWORD))).toBe(M.invalidCredentials);
    expect(await codesIssued()).toBe(codesBefore);

    expect(await auditOf('auth.sign-in-failed', user.id)).toEqual([
      expect.objectContaining({ after: { email: user.email, reason: 'wrong-password' } }),
    ]);
    const unknown = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'auth.sign-in-failed'),
          sql`${auditEvents.after}->>'email' = 'nobody@scout.test'`,
        ),
      )
      .orderBy(auditEvents.id);
    expect(unknown).toEqual([
      expect.objectContaining({
        entityId: null,
        after: expect.objectContaining({ reason: 'unknown-email' }),
      }),
    ]);
  });

  it('keeps the typed email on the refused page, escaped', async () => {
    const { browser, page } = await startAuthorization(t.baseUrl);
    const action = formAction(page);
    expect(action).toMatch(/\/oidc\/interaction\/[\w-]+\/login$/);
    const refused = await browser.postForm(action ?? '', { email: '"><b>x', password: 'x' });
    expect(refused.status).toBe(400);
    expect(alertText(refused)).toBe(M.invalidCredentials);
    expect(refused.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
  });

  it('refuses a disabled account at sign-in, and the API refuses its earlier token', async () => {
    const user = await createTestUser(t.db);
    const { accessToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    expect((await current(accessToken)).status).toBe(200);

    // Straight to the database: reads see it once the database announces the change (at once on
    // the embedded engine, within milliseconds on a server), hence the poll.
    await t.db.update(users).set({ accountEnabled: false }).where(eq(users.id, user.id));
    await expect.poll(async () => (await current(accessToken)).status).toBe(401);
    const res = await current(accessToken);
    expect(res.body.message).toBe(API_MESSAGES.accountDisabled);
    expect(await refusal(signIn(t.baseUrl, user.email, TEST_PASSWORD))).toBe(M.accountDisabled);
    // Someone without the password learns nothing about the account's state.
    expect(await refusal(signIn(t.baseUrl, user.email, 'wrong'))).toBe(M.invalidCredentials);
  });

  it('refuses a user who has no password yet (invitation not accepted)', async () => {
    const user = await createTestUser(t.db);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect(await refusal(signIn(t.baseUrl, user.email, TEST_PASSWORD))).toBe(M.invalidCredentials);
  });
});

describe('throttling failed sign-ins', () => {
  /** A client at `ip` (the server trusts X-Forwarded-For in this app, as behind a load balancer). */
  const from = (ip: string) => ({ browser: new OidcBrowser({ 'x-forwarded-for': ip }) });
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => proxied?.close());
  const attempt = (email: string, password: string, ip: string) =>
    refusal(signIn(proxied.baseUrl, email, password, from(ip)));

  it('answers a known and an unknown e-mail the same way, and never locks the owner out from elsewhere', async () => {
    const user = await createTestUser(proxied.db);
    const unknown = `nobody.${Date.now()}@scout.test`;
    for (let i = 1; i <= FREE_ATTEMPTS; i++) {
      expect(await attempt(user.email, `wrong-${i}`, '203.0.113.7')).toBe(M.invalidCredentials);
      expect(await attempt(unknown, `wrong-${i}`, '203.0.113.7')).toBe(M.invalidCredentials);
    }
    // Both are now throttled for that client, with the same answer: nothing tells them apart.
    expect(await attempt(user.email, TEST_PASSWORD, '203.0.113.7')).toBe(M.tooManyAttempts);
    expect(await attempt(unknown, TEST_PASSWORD, '203.0.113.7')).toBe(M.tooManyAttempts);
    // The owner, from their own client, signs in at once: the account itself was never locked.
    const tokens = await signIn(proxied.baseUrl, user.email, TEST_PASSWORD, from('198.51.100.20'));
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(await findUserById(proxied.db, user.id)).toMatchObject({
      lockedUntil: null,
      failedSignInCount: 0,
    });

    const [row] = await proxied.db
      .select()
      .from(signInThrottle)
      .where(eq(signInThrottle.key, throttleKey(unknown, '203.0.113.7')));
    const waitSeconds = ((row?.blockedUntil?.getTime() ?? 0) - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(0);
    expect(waitSeconds).toBeLessThanOrEqual(FIRST_DELAY_SECONDS);
  });

  it('lets the client try again once its wait is over, and forgets its failures on success', async () => {
    const user = await createTestUser(proxied.db);
    for (let i = 0; i < FREE_ATTEMPTS; i++) await attempt(user.email, 'wrong', '203.0.113.8');
    expect(await attempt(user.email, TEST_PASSWORD, '203.0.113.8')).toBe(M.tooManyAttempts);
    const key = throttleKey(user.email, '203.0.113.8');
    await proxied.db
      .update(signInThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInThrottle.key, key));
    // A count nobody added to for a day is forgotten too (a script spraying e-mails leaves no pile).
    const stale = throttleKey(`sprayed.${Date.now()}@scout.test`, '192.0.2.1');
    await proxied.db.insert(signInThrottle).values({
      key: stale,
      failures: 3,
      lastFailureAt: new Date(Date.now() - (THROTTLE_FORGET_HOURS + 1) * 3_600_000),
    });
    await signIn(proxied.baseUrl, user.email.toUpperCase(), TEST_PASSWORD, from('203.0.113.8'));
    expect(await proxied.db.select().from(signInThrottle).where(eq(signInThrottle.key, key))).toEqual([]);
    expect(await proxied.db.select().from(signInThrottle).where(eq(signInThrottle.key, stale))).toEqual([]);
    const reasons = (await auditOfIn(proxied, 'auth.sign-in-failed', user.id)).map(
      (e) => (e.after as { reason: string }).reason,
    );
    expect(reasons).toEqual([...Array(FREE_ATTEMPTS).fill('wrong-password'), 'throttled']);
  });

  it('doubles the wait with every further failure, up to 15 minutes', () => {
    expect(throttleDelaySeconds(FREE_ATTEMPTS - 1)).toBe(0);
    expect(throttleDelaySeconds(FREE_ATTEMPTS)).toBe(FIRST_DELAY_SECONDS);
    expect(throttleDelaySeconds(FREE_ATTEMPTS + 1)).toBe(FIRST_DELAY_SECONDS * 2);
    expect(throttleDelaySeconds(FREE_ATTEMPTS + 20)).toBe(15 * 60);
  });
});
