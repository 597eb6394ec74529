import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { updateUser } from '../../../test/support/users.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { userBody } from '../users/user-test-body.ts';

let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
  reader = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/ccmp/admin/audit', () => {
  it("returns a record's history newest first, with who, when and the changed fields", async () => {
    const created = (await admin.post('/api/ccmp/admin/users', userBody())).body;
    await updateUser(admin, created.id, {
      ...userBody({ email: created.email, surname: 'Okafor', displayName: created.displayName }),
      givenName: created.givenName,
    });
    await updateUser(admin, created.id, {
      ...userBody({ email: created.email, surname: 'Okafor', displayName: created.displayName }),
      givenName: created.givenName,
      accountEnabled: false,
    });

    const res = await admin.get(`/api/ccmp/admin/audit?entityType=user&entityId=${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(res.body.items.map((e: { action: string }) => e.action)).toEqual([
      'user.disable',
      'user.update',
      'user.create',
    ]);
    const [disable, update, create] = res.body.items;
    expect(disable.changes).toEqual([{ field: 'accountEnabled', before: true, after: false }]);
    expect(update.changes).toEqual([{ field: 'surname', before: created.surname, after: 'Okafor' }]);
    expect(update).toMatchObject({
      userEmail: 'admin@scout.example',
      entityType: 'user',
      entityId: String(created.id),
    });
    expect(Number.isNaN(Date.parse(update.occurredAt))).toBe(false);
    expect(create.changes).toContainEqual({ field: 'email', before: null, after: created.email });
    expect(create.changes.map((c: { field: string }) => c.field)).not.toContain('lastModified');
  });

  it('pages, and lists a whole entity type without an id', async () => {
    const created = (await admin.post('/api/ccmp/admin/users', userBody())).body;
    for (const surname of ['A', 'B', 'C']) {
      await updateUser(admin, created.id, {
        ...userBody({ email: created.email }),
        surname,
      });
    }
    const page2 = await admin.get(
      `/api/ccmp/admin/audit?entityType=user&entityId=${created.id}&page=2&pageSize=2`,
    );
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(page2.body.items.map((e: { action: string }) => e.action)).toEqual(['user.update', 'user.create']);
    const all = await admin.get('/api/ccmp/admin/audit?entityType=user&pageSize=100');
    expect(all.body.total).toBeGreaterThan(4);
  });

  it('validates the query and refuses non-admins', async () => {
    expect((await admin.get('/api/ccmp/admin/audit')).status).toBe(400);
    expect((await admin.get('/api/ccmp/admin/audit?entityType=user&pageSize=1000')).status).toBe(400);
    expect((await reader.get('/api/ccmp/admin/audit?entityType=user')).status).toBe(403);
  });
});
