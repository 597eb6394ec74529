import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { recordOutbound } from '../../../integrations/outbound-log.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

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

describe('GET /api/ccmp/admin/outbox', () => {
  it('lists what was sent, newest first, paged, with a channel filter', async () => {
    for (let i = 1; i <= 3; i++) {
      await recordOutbound(t.db, {
        channel: 'email',
        driver: 'local',
        recipient: `r${i}@scout.test`,
        subject: `Subject ${i}`,
        body: `Body ${i}`,
        status: 'recorded',
      });
    }
    await recordOutbound(t.db, {
      channel: 'fax',
      driver: 'http',
      recipient: '0355500200',
      subject: 'Fax',
      body: 'doc.pdf',
      status: 'failed',
      error: 'busy',
    });
    const res = await admin.get('/api/ccmp/admin/outbox?pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(res.body.items[0]).toMatchObject({
      channel: 'fax',
      status: 'failed',
      error: 'busy',
      driver: 'http',
    });
    expect(res.body.items[1]).toMatchObject({ channel: 'email', recipient: 'r3@scout.test', body: 'Body 3' });

    const emails = await admin.get('/api/ccmp/admin/outbox?channel=email&page=2&pageSize=2');
    expect(emails.body.total).toBe(3);
    expect(emails.body.items.map((m: { subject: string }) => m.subject)).toEqual(['Subject 1']);
    expect((await admin.get('/api/ccmp/admin/outbox?channel=pigeon')).status).toBe(400);
  });

  it('refuses non-admins', async () => {
    expect((await reader.get('/api/ccmp/admin/outbox')).status).toBe(403);
  });
});
