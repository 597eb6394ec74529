import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInError, signIn } from '../../../../tools/sign-in.ts';
import { auditEvents, outboundMessages, passwordSetTokens, users } from '../../../db/schema/index.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../../integrations/email/smtp-test-server.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { SET_PASSWORD_MESSAGES as S } from '../../identity/set-password-messages.ts';
import { userBody } from './user-test-body.ts';

/**
 * The New User Account e-mail through a real SMTP server on loopback, then the set-password page
 * of the bundled provider, then a real sign-in with the new password.
 */
let smtp: SmtpTestServer;
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  smtp = await startSmtpTestServer({
    user: 'scout-mailer',
    password: 'smtp-secret',
    rejectRecipients: ['bounce@scout.test'],
  });
  t = await startTestApp({
    seed: seedDemoData,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      SMTP_USER: 'scout-mailer',
      SMTP_PASSWORD: 'smtp-secret',
      MAIL_FROM: 'SCOUT <no-reply@scout.test>',
    },
  });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const NEW_PASSWORD = 'Harbour-Lights-2031';
const linkIn = (text: string) =>
  text.match(/http:\/\/127\.0\.0\.1:\d+\/oidc\/set-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

async function createAndReceive(fields = {}) {
  const before = smtp.received.length;
  const res = await admin.post('/api/ccmp/admin/users', userBody(fields));
  expect(res.status).toBe(201);
  const mail = smtp.received[before];
  return { user: res.body, mail, link: linkIn(mail?.raw ?? '') };
}

describe('New User Account e-mail over SMTP and the set-password page', () => {
  it('delivers the invitation to the SMTP server, authenticated, with a single-use link', async () => {
    const { user, mail, link } = await createAndReceive();
    expect(mail).toMatchObject({
      from: 'no-reply@scout.test',
      to: [user.email],
      subject: 'Your new SCOUT account',
      user: 'scout-mailer',
    });
    expect(link).not.toBe('');
    // The outbox keeps a copy without the link: it was delivered, and the link is a credential.
    const [copy] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, user.email));
    expect(copy).toMatchObject({ driver: 'smtp', status: 'sent' });
    expect(copy?.body).toContain('[link removed]');
    expect(copy?.body).not.toContain('token=');
  });

  it('sets the password through the link, then the user signs in with it; the link cannot be reused', async () => {
    const { user, link } = await createAndReceive();
    await expect(signIn(t.baseUrl, user.email, NEW_PASSWORD)).rejects.toBeInstanceOf(SignInError);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(S.title);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const action = new URL('/oidc/set-password', t.baseUrl).toString();
    const token = new URL(link).searchParams.get('token') ?? '';

    const refusals: [Record<string, string>, string][] = [
      [{ password: 'Short-1', confirm: 'Short-1' }, S.tooShort],
      [{ password: 'abcdefghijklmnop', confirm: 'abcdefghijklmnop' }, S.oneClass],
      [{ password: user.email, confirm: user.email }, S.sameAsEmail],
      [{ password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}x` }, S.mismatch],
    ];
    for (const [fields, message] of refusals) {
      const res = await postForm(action, { token, ...fields });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(message.replaceAll("'", '&#39;'));
    }

    const done = await postForm(action, { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain(S.doneTitle);
    expect(doneHtml).toContain(`href="${t.baseUrl}/"`);

    const { accessToken } = await signIn(t.baseUrl, user.email, NEW_PASSWORD);
    const me = await apiClient(t.baseUrl, accessToken).get('/api/ccmp/admin/users/current');
    expect(me.body.email).toBe(user.email);
    expect((await admin.get(`/api/ccmp/admin/users/${user.id}`)).body.hasPassword).toBe(true);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.password-set'))
      .orderBy(auditEvents.id);
    expect(audit.map((a) => a.entityId)).toContain(String(user.id));

    const reused = await postForm(action, {
      token,
      password: 'Another-Pass-2032',
      confirm: 'Another-Pass-2032',
    });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(S.used);
    expect(await (await fetch(link)).text()).toContain(S.used);
  });

  it('explains expired, unknown and disabled-account links', async () => {
    const { user, link } = await createAndReceive();
    await t.db
      .update(passwordSetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordSetTokens.userId, user.id));
    const expired = await fetch(link);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(S.expired);

    const unknown = await fetch(`${t.baseUrl}/oidc/set-password?token=${'x'.repeat(43)}`);
    expect(await unknown.text()).toContain(S.invalid);
    expect((await fetch(`${t.baseUrl}/oidc/set-password`)).status).toBe(400);

    const other = await createAndReceive();
    await t.db.update(users).set({ accountEnabled: false }).where(eq(users.id, other.user.id));
    expect(await (await fetch(other.link)).text()).toContain(S.disabled);
  });

  it('still creates the user when the SMTP server refuses the message, and records the failure', async () => {
    const res = await admin.post('/api/ccmp/admin/users', userBody({ email: 'bounce@scout.test' }));
    expect(res.status).toBe(201);
    const [copy] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'bounce@scout.test'));
    expect(copy).toMatchObject({ driver: 'smtp', status: 'failed' });
    expect(copy?.error).toMatch(/550|Mailbox unavailable/);
  });
});
