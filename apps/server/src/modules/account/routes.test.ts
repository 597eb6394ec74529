import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { totpCode } from '../../idp/totp.ts';
import { apiClient } from '../../test/http.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { findUserById } from '../identity/users.repo.ts';
import { ACCOUNT_MESSAGES } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function signedInUser() {
  const user = await createTestUser(t.db);
  const { accessToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
  return { user, api: apiClient(t.baseUrl, accessToken) };
}

describe('MFA enrolment API', () => {
  it('answers 401 without a token', async () => {
    const anonymous = apiClient(t.baseUrl);
    expect((await anonymous.get('/api/ccmp/account/mfa')).status).toBe(401);
    expect((await anonymous.post('/api/ccmp/account/mfa/setup', {})).status).toBe(401);
    expect((await anonymous.post('/api/ccmp/account/mfa/verify', { code: '123456' })).status).toBe(401);
  });

  it('enrols an authenticator: setup offers a secret, a valid code activates it', async () => {
    const { user, api } = await signedInUser();
    expect((await api.get('/api/ccmp/account/mfa')).body).toEqual({ hasMfa: false });

    const setup = await api.post('/api/ccmp/account/mfa/setup', {});
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/SCOUT:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'SCOUT',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await findUserById(t.db, user.id)).toMatchObject({ mfaPendingSecret: secret, mfaSecret: null });
    // Until verified, MFA is not on.
    expect((await api.get('/api/ccmp/account/mfa')).body).toEqual({ hasMfa: false });

    const verify = await api.post('/api/ccmp/account/mfa/verify', { code: totpCode(secret) });
    expect(verify.status).toBe(204);
    expect(await findUserById(t.db, user.id)).toMatchObject({ mfaSecret: secret, mfaPendingSecret: null });
    expect((await api.get('/api/ccmp/account/mfa')).body).toEqual({ hasMfa: true });
    expect((await api.get('/api/ccmp/admin/users/current')).body.hasMfa).toBe(true);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(user.id)))
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['user.mfa-setup-started', 'user.mfa-enrolled']),
    );
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('refuses a wrong code on the code field, and a code for an older offer', async () => {
    const { api } = await signedInUser();
    const first = (await api.post('/api/ccmp/account/mfa/setup', {})).body.secret as string;
    const second = (await api.post('/api/ccmp/account/mfa/setup', {})).body.secret as string;
    expect(second).not.toBe(first);

    const wrong = await api.post('/api/ccmp/account/mfa/verify', { code: totpCode(first) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: ACCOUNT_MESSAGES.invalidCode,
      fieldErrors: [{ field: 'code', message: 'The code is not valid. Try again.' }],
    });
    const malformed = await api.post('/api/ccmp/account/mfa/verify', { code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors).toEqual([{ field: 'code', message: 'Enter the 6-digit code' }]);
  });

  it('answers 400 to a verification with no setup in progress', async () => {
    const { api } = await signedInUser();
    const res = await api.post('/api/ccmp/account/mfa/verify', { code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.mfaNotStarted);
  });

  it('answers 409 to setup when MFA is already on (only an administrator can reset it)', async () => {
    const { user, api } = await signedInUser();
    await t.db.update(users).set({ mfaSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, user.id));
    const res = await api.post('/api/ccmp/account/mfa/setup', {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.mfaAlreadySetUp);
    expect((await findUserById(t.db, user.id))?.mfaPendingSecret).toBeNull();
  });
});
