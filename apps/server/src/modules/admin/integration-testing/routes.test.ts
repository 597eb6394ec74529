import {
  EMAIL_OPTIONS,
  INTEGRATION_TEST_MESSAGES as M,
} from '@scout/domain/admin/integration-testing.schema';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { auditEvents, outboundMessages } from '../../../db/schema/index.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/api/ccmp/admin/integrationtesting';
let t: TestApp;
let admin: ApiClient;
let reader: ApiClient;
beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData, env: { TEST_EMAIL: 'ops@scout.test' } });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
  reader = apiClient(
    t.baseUrl,
    (await signIn(t.baseUrl, 'ecmo.read@scout.example', DEMO_PASSWORD)).accessToken,
  );
});
afterAll(async () => {
  await t?.close();
});

const latestOutbound = async () =>
  (await t.db.select().from(outboundMessages).orderBy(desc(outboundMessages.id)).limit(1))[0];

describe('integration testing with the local drivers', () => {
  it('serves the defaults from configuration', async () => {
    const res = await admin.get(`${BASE}/test-config`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      email: 'ops@scout.test',
      fax: '0355500200',
      testFileName: 'scout-integration-test.txt',
    });
  });

  it('sends every e-mail option, recorded in the outbox, and audits each test', async () => {
    for (const option of EMAIL_OPTIONS) {
      const res = await admin.post(`${BASE}/send-test-email`, {
        email: 'ops@scout.test',
        emailOption: option.value,
      });
      expect(res.status, option.value).toBe(200);
      // Only kept in the outbox (no mail server configured): recorded, not sent (issue 24).
      expect(res.body).toMatchObject({ success: true, status: 'recorded' });
      expect(res.body.message).toContain('ops@scout.test');
      expect(await latestOutbound()).toMatchObject({
        channel: 'email',
        recipient: 'ops@scout.test',
        status: 'recorded',
      });
    }
    const subjects = (
      await t.db
        .select()
        .from(outboundMessages)
        .where(eq(outboundMessages.channel, 'email'))
        .orderBy(outboundMessages.id)
    ).map((m) => m.subject);
    expect(subjects).toEqual([
      'SCOUT test e-mail',
      'Your new SCOUT account',
      'SCOUT patient profiles merged',
      'SCOUT ECMO case deleted',
      'SCOUT: Test item expires soon',
      'Your SCOUT two-factor authentication was reset',
    ]);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'integration-test.email'))
      .orderBy(auditEvents.id);
    expect(audits).toHaveLength(EMAIL_OPTIONS.length);
    expect(audits[0]?.userEmail).toBe('admin@scout.example');
  });

  it("rejects an invalid e-mail or option with the spec's message", async () => {
    for (const email of ['', 'plain', 'a@b', 'a b@c.de', 'a@b c.de']) {
      const res = await admin.post(`${BASE}/send-test-email`, { email, emailOption: 'test' });
      expect(res.status, email).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field: 'email', message: M.invalidEmail }]);
    }
    const option = await admin.post(`${BASE}/send-test-email`, {
      email: 'ops@scout.test',
      emailOption: 'nope',
    });
    expect(option.status).toBe(400);
    expect(option.body.fieldErrors[0].field).toBe('emailOption');
  });

  it('sends a test fax to Australian numbers only', async () => {
    for (const fax of [
      '0355500200',
      '+61355500200',
      '03 5550 0200',
      '0755500200',
      '0812345678',
      '0412345678',
    ]) {
      const res = await admin.post(`${BASE}/send-test-fax`, { fax });
      expect(res.status, fax).toBe(200);
      expect(res.body).toMatchObject({ success: true, status: 'recorded' });
    }
    expect(await latestOutbound()).toMatchObject({
      channel: 'fax',
      recipient: '0412345678',
      status: 'recorded',
    });
    for (const fax of [
      '',
      '0155500200',
      '0555500200',
      '035550020',
      '03555002000',
      '+6135550020',
      '+64355500200',
      '61355500200',
    ]) {
      const res = await admin.post(`${BASE}/send-test-fax`, { fax });
      expect(res.status, fax).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field: 'fax', message: M.invalidFax }]);
    }
  });

  it('uploads a test file whose name has none of \\ / : * ? " < > |', async () => {
    const ok = await admin.post(`${BASE}/send-test-file-to-box`, { testFileName: 'scout test (1).txt' });
    expect(ok.body).toMatchObject({ success: true, status: 'recorded' });
    expect(await latestOutbound()).toMatchObject({ channel: 'file-share', subject: 'scout test (1).txt' });
    for (const testFileName of ['', '  ', ...'\\/:*?"<>|'.split('').map((c) => `bad${c}name.txt`)]) {
      const res = await admin.post(`${BASE}/send-test-file-to-box`, { testFileName });
      expect(res.status, testFileName).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field: 'testFileName', message: M.invalidFileName }]);
    }
  });

  it('calls the reach API read-only (the local stub answers)', async () => {
    const res = await admin.get(`${BASE}/test-reachapi`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'recorded' });
    expect(await latestOutbound()).toMatchObject({ channel: 'reach', driver: 'local', status: 'recorded' });
  });

  it('refuses a non-admin with 403 and sends nothing', async () => {
    const count = (await t.db.select().from(outboundMessages)).length;
    expect((await reader.get(`${BASE}/test-config`)).status).toBe(403);
    expect(
      (await reader.post(`${BASE}/send-test-email`, { email: 'x@y.zz', emailOption: 'test' })).status,
    ).toBe(403);
    expect((await reader.post(`${BASE}/send-test-fax`, { fax: '0355500200' })).status).toBe(403);
    expect((await reader.post(`${BASE}/send-test-file-to-box`, { testFileName: 'a.txt' })).status).toBe(403);
    expect((await reader.get(`${BASE}/test-reachapi`)).status).toBe(403);
    expect((await t.db.select().from(outboundMessages)).length).toBe(count);
  });
});
