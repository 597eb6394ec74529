import { USER_MESSAGES as M } from '@scout/domain/admin/user.schema';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { auditEvents, outboundMessages, users } from '../../../db/schema/index.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { updateUser } from '../../../test/support/users.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { userBody } from './user-test-body.ts';

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let adminId: number;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
  reader = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
  adminId = (await admin.get('/api/ccmp/admin/users/current')).body.userId;
});
afterAll(async () => {
  await t?.close();
});

const fieldErrorsOf = (body: { fieldErrors?: { field: string; message: string }[] }) =>
  body.fieldErrors ?? [];
const auditActions = async (userId: number) =>
  (
    await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'user'), eq(auditEvents.entityId, String(userId))))
      .orderBy(auditEvents.id)
  ).map((e) => e.action);
const lastEmailTo = async (to: string) =>
  (
    await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, to))
      .orderBy(desc(outboundMessages.id))
      .limit(1)
  )[0];

describe('GET and PUT /api/ccmp/admin/users/{id}', () => {
  it('reads a user; unknown ids answer 404', async () => {
    const created = (await admin.post('/api/ccmp/admin/users', userBody())).body;
    const res = await admin.get(`/api/ccmp/admin/users/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expect((await admin.get('/api/ccmp/admin/users/987654')).status).toBe(404);
    expect((await reader.get(`/api/ccmp/admin/users/${created.id}`)).status).toBe(403);
  });

  it('updates a user, keeps the e-mail, and answers 409 to a stale update unless forced', async () => {
    const created = (await admin.post('/api/ccmp/admin/users', userBody())).body;
    const update = {
      ...userBody({ email: created.email, surname: 'Tran', isVstUser: true, vstAccess: 20 }),
      lastModified: created.lastModified,
    };
    const res = await updateUser(admin, created.id, update);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ surname: 'Tran', isVstUser: true, vstAccess: 20 });

    const stale = await updateUser(admin, created.id, { ...update, surname: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Record already modified');
    const forced = await updateUser(admin, created.id, {
      ...update,
      surname: 'Forced',
      forceUpdate: true,
    });
    expect(forced.body.surname).toBe('Forced');

    const changedEmail = await updateUser(admin, created.id, {
      ...update,
      email: 'someone.else@scout.test',
      forceUpdate: true,
    });
    expect(changedEmail.status).toBe(400);
    expect(fieldErrorsOf(changedEmail.body)).toEqual([{ field: 'email', message: M.emailUnchangeable }]);
    expect(await auditActions(created.id)).toEqual(['user.create', 'user.update', 'user.update']);
  });

  it('disables and enables an account: audited as such, and the disabled user is refused at once', async () => {
    const created = (await admin.post('/api/ccmp/admin/users', userBody())).body;
    const disabled = await updateUser(admin, created.id, {
      ...userBody({ email: created.email }),
      accountEnabled: false,
    });
    expect(disabled.body.accountEnabled).toBe(false);
    const enabled = await updateUser(admin, created.id, {
      ...userBody({ email: created.email }),
      accountEnabled: true,
    });
    expect(enabled.body.accountEnabled).toBe(true);
    expect(await auditActions(created.id)).toEqual(['user.create', 'user.disable', 'user.enable']);

    const ecmoRead = (await admin.get('/api/ccmp/admin/users?keyword=ecmo.read')).body[0];
    const full = (await admin.get(`/api/ccmp/admin/users/${ecmoRead.id}`)).body;
    const off = await updateUser(admin, ecmoRead.id, {
      ...full,
      accountEnabled: false,
    });
    expect(off.status).toBe(200);
    expect((await reader.get('/api/ccmp/admin/users/current')).status).toBe(401);
    await updateUser(admin, ecmoRead.id, {
      ...full,
      accountEnabled: true,
      lastModified: (await admin.get(`/api/ccmp/admin/users/${ecmoRead.id}`)).body.lastModified,
    });
    // Disabling ended the user's sign-ins (issue 23): enabling the account again does not bring the
    // old token back; a new sign-in works.
    expect((await reader.get('/api/ccmp/admin/users/current')).status).toBe(401);
    reader = apiClient(
      t.baseUrl,
      (await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken,
    );
    expect((await reader.get('/api/ccmp/admin/users/current')).status).toBe(200);
  });

  it('does not let an administrator disable themselves or drop their own admin role', async () => {
    const me = (await admin.get(`/api/ccmp/admin/users/${adminId}`)).body;
    const disable = await updateUser(admin, adminId, { ...me, accountEnabled: false });
    expect(fieldErrorsOf(disable.body)).toEqual([{ field: 'accountEnabled', message: M.selfLockout }]);
    const demote = await updateUser(admin, adminId, {
      ...me,
      isSystemAdmin: false,
      isEcmoUser: true,
      ecmoAccess: 30,
    });
    expect(fieldErrorsOf(demote.body)).toEqual([{ field: 'isSystemAdmin', message: M.selfLockout }]);
  });

  it('answers 404 for an unknown user and 403 for a non-admin', async () => {
    expect((await updateUser(admin, 987654, userBody())).status).toBe(404);
    expect((await updateUser(reader, 1, userBody())).status).toBe(403);
  });
});

describe('POST /api/ccmp/admin/users/{id}/reset-mfa', () => {
  it('clears MFA of a user who has it and sends the MFA Reset Confirmation e-mail', async () => {
    const created = (await admin.post('/api/ccmp/admin/users', userBody())).body;
    expect((await admin.post(`/api/ccmp/admin/users/${created.id}/reset-mfa`)).status).toBe(409);

    await t.db
      .update(users)
      .set({ mfaSecret: 'JBSWY3DPEHPK3PXP', mfaLastStep: 1 })
      .where(eq(users.id, created.id));
    expect((await admin.get(`/api/ccmp/admin/users/${created.id}`)).body.hasMfa).toBe(true);
    const res = await admin.post(`/api/ccmp/admin/users/${created.id}/reset-mfa`);
    expect(res.status).toBe(200);
    expect(res.body.hasMfa).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null });
    expect(await auditActions(created.id)).toEqual(['user.create', 'user.mfa-reset']);
    const mail = await lastEmailTo(created.email);
    expect(mail?.subject).toBe('Your SCOUT two-factor authentication was reset');

    const again = await admin.post(`/api/ccmp/admin/users/${created.id}/reset-mfa`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.mfaNotSetUp);
  });

  it('answers 404 for an unknown user and 403 for a non-admin', async () => {
    expect((await admin.post('/api/ccmp/admin/users/987654/reset-mfa')).status).toBe(404);
    expect((await reader.post('/api/ccmp/admin/users/1/reset-mfa')).status).toBe(403);
  });
});

describe('POST /api/ccmp/admin/users/{id}/resend-invitation', () => {
  it('sends a new link (the old one stops working) until the user has a password', async () => {
    const created = (await admin.post('/api/ccmp/admin/users', userBody())).body;
    const firstLink = (await lastEmailTo(created.email))?.body.match(/https?:\S+set-password\S+/)?.[0] ?? '';
    const res = await admin.post(`/api/ccmp/admin/users/${created.id}/resend-invitation`);
    expect(res.body.success).toBe(true);
    const secondLink = (await lastEmailTo(created.email))?.body.match(/https?:\S+set-password\S+/)?.[0] ?? '';
    expect(secondLink).not.toBe(firstLink);
    expect((await fetch(firstLink)).status).toBe(400);
    expect((await fetch(secondLink)).status).toBe(200);

    const withPassword = (await admin.get('/api/ccmp/admin/users?keyword=ecmo.admin')).body[0];
    const refused = await admin.post(`/api/ccmp/admin/users/${withPassword.id}/resend-invitation`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.invitationNotNeeded);
    expect((await admin.post('/api/ccmp/admin/users/987654/resend-invitation')).status).toBe(404);
    expect((await reader.post(`/api/ccmp/admin/users/${created.id}/resend-invitation`)).status).toBe(403);
  });
});
