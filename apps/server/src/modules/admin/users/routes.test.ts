import { USER_MESSAGES as M } from '@scout/domain/admin/user.schema';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboundMessages, users } from '../../../db/schema/index.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { clientFor, providerIds as seededProviderIds } from '../../../test/clients.ts';
import type { ApiClient } from '../../../test/http.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { userBody } from './user-test-body.ts';

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
let providerIds: number[];
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  reader = await clientFor(t, 'ecmo.read@scout.example');
  // In seeding order (by id): the demo seeds update provider rows, so table order is not it.
  providerIds = await seededProviderIds(t);
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

describe('GET /api/ccmp/admin/users', () => {
  it('lists users; the keyword matches e-mail, names and display name case-insensitively', async () => {
    const all = await admin.get('/api/ccmp/admin/users');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(14);
    expect(all.body[0]).not.toHaveProperty('passwordHash');
    expect(all.body[0]).not.toHaveProperty('mfaSecret');

    const ecmo = await admin.get('/api/ccmp/admin/users?keyword=ECMO.');
    expect(ecmo.body.map((u: { email: string }) => u.email).sort()).toEqual([
      'ecmo.admin@scout.example',
      'ecmo.manage@scout.example',
      'ecmo.read@scout.example',
    ]);
    const byName = await admin.get(
      `/api/ccmp/admin/users?keyword=${encodeURIComponent(all.body[0].displayName)}`,
    );
    expect(byName.body.map((u: { id: number }) => u.id)).toContain(all.body[0].id);
    expect((await admin.get('/api/ccmp/admin/users?keyword=%25')).body).toEqual([]);
  });

  it('filters by providers: users assigned to any of them', async () => {
    const [first, second, third] = providerIds;
    const vtisOnly = (await admin.get('/api/ccmp/admin/users?keyword=vtis.only')).body[0];
    const one = await admin.get(`/api/ccmp/admin/users?healthCareProviderIds=${first}`);
    expect(one.body.map((u: { email: string }) => u.email)).toEqual([vtisOnly.email]);
    const any = await admin.get(
      `/api/ccmp/admin/users?healthCareProviderIds=${third}&healthCareProviderIds=${second}`,
    );
    expect(any.body.map((u: { email: string }) => u.email)).toEqual([vtisOnly.email]);
    expect((await admin.get(`/api/ccmp/admin/users?healthCareProviderIds=${third}`)).body).toEqual([]);
    expect((await admin.get('/api/ccmp/admin/users?healthCareProviderIds=abc')).status).toBe(400);
  });

  it('refuses a non-admin with 403', async () => {
    expect((await reader.get('/api/ccmp/admin/users')).status).toBe(403);
  });
});

describe('POST /api/ccmp/admin/users', () => {
  it('creates a user, stores the phone in E.164, audits, and e-mails a set-password link', async () => {
    const body = userBody({
      userHealthCareProviders: [{ healthCareProviderId: providerIds[0] ?? 0, platformAppId: 20 }],
    });
    const res = await admin.post('/api/ccmp/admin/users', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: body.email,
      surname: body.surname,
      mobilePhone: '+61491570006',
      mobilePhoneCountryCode: '61',
      isEcmoUser: true,
      ecmoAccess: 10,
      hasMfa: false,
      hasPassword: false,
      userHealthCareProviders: [
        { userId: res.body.id, healthCareProviderId: providerIds[0], platformAppId: 20 },
      ],
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(await auditActions(res.body.id)).toEqual(['user.create']);
    const mail = await lastEmailTo(body.email as string);
    expect(mail).toMatchObject({
      channel: 'email',
      driver: 'local',
      status: 'recorded',
      subject: 'Your new SCOUT account',
    });
    expect(mail?.body).toMatch(new RegExp(`${t.baseUrl}/oidc/set-password\\?token=[A-Za-z0-9_-]{43}`));
  });

  it('applies the role rules: a system admin has no call-taker flag and no app sections', async () => {
    const res = await admin.post(
      '/api/ccmp/admin/users',
      userBody({
        isSystemAdmin: true,
        isAvRaso: true,
        isVstUser: true,
        vstAccess: 20,
        canExportVstData: true,
        userHealthCareProviders: [{ healthCareProviderId: providerIds[0] ?? 0, platformAppId: 30 }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      isSystemAdmin: true,
      isAvRaso: false,
      isEcmoUser: false,
      ecmoAccess: null,
      isVstUser: false,
      vstAccess: null,
      canExportVstData: false,
      userHealthCareProviders: [],
    });
  });

  it('applies the role rules: a call taker has no app sections; export flags need their app', async () => {
    const callTaker = await admin.post('/api/ccmp/admin/users', userBody({ isAvRaso: true }));
    expect(callTaker.body).toMatchObject({ isAvRaso: true, isEcmoUser: false, ecmoAccess: null });
    const exporter = await admin.post(
      '/api/ccmp/admin/users',
      userBody({ canExportVstData: true, canExportVtisData: true, canExportVtisAuscrData: true }),
    );
    expect(exporter.body).toMatchObject({
      canExportVstData: false,
      canExportVtisData: false,
      canExportVtisAuscrData: false,
    });
  });

  it("rejects each invalid field with the spec's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', M.invalidEmail],
      [{ email: '' }, 'email', M.invalidEmail],
      [{ email: `${'a'.repeat(250)}@x.test` }, 'email', 'Must have less than 256 letters'],
      [{ surname: ' ' }, 'surname', M.required],
      [{ givenName: '' }, 'givenName', M.required],
      [{ displayName: undefined }, 'displayName', M.required],
      [{ mobilePhone: '' }, 'mobilePhone', M.required],
      [{ mobilePhone: '12345' }, 'mobilePhone', M.invalidPhone],
      [{ mobilePhone: '0491 570 006', mobilePhoneCountryCode: '1' }, 'mobilePhone', M.invalidPhone],
      [{ accountEnabled: undefined }, 'accountEnabled', M.required],
      [{ isVendorAccount: 'yes' }, 'isVendorAccount', M.required],
      [{ isSystemAdmin: undefined }, 'isSystemAdmin', M.required],
      [{ isAvRaso: undefined }, 'isAvRaso', M.required],
      [{ isTelehealthUser: undefined }, 'isTelehealthUser', M.required],
      [{ ecmoAccess: null }, 'ecmoAccess', M.required],
      [{ isVtisUser: true }, 'vtisAccess', M.required],
      [
        { userHealthCareProviders: [{ healthCareProviderId: providerIds[0], platformAppId: 30 }] },
        'userHealthCareProviders',
        M.providerAppNotAllowed,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await admin.post('/api/ccmp/admin/users', { ...userBody(), ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(fieldErrorsOf(res.body), JSON.stringify(fields)).toContainEqual({ field, message });
    }
  });

  it('accepts an international number typed with +, whatever the country code', async () => {
    const res = await admin.post(
      '/api/ccmp/admin/users',
      userBody({ mobilePhoneCountryCode: '61', mobilePhone: '+64 21 123 4567' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mobilePhone: '+64211234567', mobilePhoneCountryCode: '64' });
  });

  it('rejects an unknown provider and a taken e-mail (case-insensitive)', async () => {
    const unknown = await admin.post(
      '/api/ccmp/admin/users',
      userBody({ userHealthCareProviders: [{ healthCareProviderId: 987654, platformAppId: 20 }] }),
    );
    expect(unknown.status).toBe(400);
    expect(fieldErrorsOf(unknown.body)).toEqual([
      { field: 'userHealthCareProviders', message: M.providerNotFound },
    ]);
    const taken = await admin.post('/api/ccmp/admin/users', userBody({ email: 'ECMO.Read@scout.example' }));
    expect(taken.status).toBe(400);
    expect(fieldErrorsOf(taken.body)).toEqual([{ field: 'email', message: M.emailTaken }]);
  });

  it('refuses a non-admin with 403 and creates nothing', async () => {
    const body = userBody();
    expect((await reader.post('/api/ccmp/admin/users', body)).status).toBe(403);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, body.email as string)),
    ).toEqual([]);
  });
});
