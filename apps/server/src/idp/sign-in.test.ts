import { API_MESSAGES } from '@scout/domain/shell/messages';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, oidcPayloads, users } from '../db/schema/index.ts';
import { findUserById } from '../modules/admin/users.repo.ts';
import { apiClient } from '../test/http.ts';
import { alertText, formAction } from '../test/oidc-browser.ts';
import { SignInError, signIn, startAuthorization } from '../test/sign-in.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../test/test-users.ts';
import { SIGN_IN_MESSAGES as M } from './messages.ts';

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
const auditOf = (action: string, userId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(userId))));
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
    const started = Date.now();
    const tokens = await signIn(t.baseUrl, user.email.toUpperCase(), TEST_PASSWORD);
    expect(Date.now() - started).toBeLessThan(5000);

    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      iss: t.config.oidc.issuer,
      aud: 'scout-api',
      sub: String(user.id),
      client_id: 'scout-web',
      App: ['ECMO', 'VST'],
      Role: 'user',
      EcmoAccess: '20',
      VstAccess: '10',
      CanExportVstData: 'true',
      CanExportVtisData: 'false',
      CanExportVtisAuscrData: 'false',
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

    expect((await findUserById(t.db, user.id))?.failedSignInCount).toBe(1);
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
      );
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

    await t.db.update(users).set({ accountEnabled: false }).where(eq(users.id, user.id));
    const res = await current(accessToken);
    expect(res.status).toBe(401);
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

describe('lockout', () => {
  it('locks the account for 15 minutes after 5 consecutive failures, even for the right password', async () => {
    const user = await createTestUser(t.db);
    for (let i = 1; i <= 4; i++) {
      expect(await refusal(signIn(t.baseUrl, user.email, `wrong-${i}`))).toBe(M.invalidCredentials);
    }
    expect(await refusal(signIn(t.baseUrl, user.email, 'wrong-5'))).toBe(M.lockedOut);
    expect(await refusal(signIn(t.baseUrl, user.email, TEST_PASSWORD))).toBe(M.lockedOut);

    const locked = await findUserById(t.db, user.id);
    const minutes = ((locked?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const failures = await auditOf('auth.sign-in-failed', user.id);
    expect(failures.map((e) => (e.after as { reason: string }).reason)).toEqual([
      ...Array(5).fill('wrong-password'),
      'locked',
    ]);

    // Once the lock has passed the right password works and the count starts again.
    await t.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    expect(await findUserById(t.db, user.id)).toMatchObject({ failedSignInCount: 0, lockedUntil: null });
  });

  it('counts consecutive failures only: a successful sign-in resets the count', async () => {
    const user = await createTestUser(t.db);
    for (let i = 0; i < 4; i++) await refusal(signIn(t.baseUrl, user.email, 'wrong'));
    await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    expect(await refusal(signIn(t.baseUrl, user.email, 'wrong'))).toBe(M.invalidCredentials);
    expect((await findUserById(t.db, user.id))?.failedSignInCount).toBe(1);
  });
});
