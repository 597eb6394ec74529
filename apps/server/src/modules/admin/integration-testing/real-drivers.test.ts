import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tools/sign-in.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../../integrations/email/smtp-test-server.ts';
import { type HttpTestServer, startHttpTestServer } from '../../../integrations/http-test-server.ts';
import { seedDemoData } from '../../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../../test/http.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/** The real drivers against services started on loopback: SMTP, a fax gateway, Box and the reach API. */
const BASE = '/api/ccmp/admin/integrationtesting';
let smtp: SmtpTestServer;
let fax: HttpTestServer;
let box: HttpTestServer;
let reach: HttpTestServer;
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  fax = await startHttpTestServer(() => ({ status: 202, json: { id: 'fax-1' } }));
  box = await startHttpTestServer(() => ({ status: 201, json: { entries: [{ id: 'box-file-1' }] } }));
  reach = await startHttpTestServer(() => ({ status: 200, json: { status: 'ok' } }));
  t = await startTestApp({
    seed: seedDemoData,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      FAX_API_URL: `${fax.url}/v1/faxes`,
      FAX_API_KEY: 'fax-key',
      BOX_API_URL: `${box.url}/api/2.0`,
      BOX_TOKEN: 'box-token',
      BOX_FOLDER_ID: '4242',
      REACH_API_URL: `${reach.url}/status`,
      REACH_API_KEY: 'reach-key',
      OUTBOUND_TIMEOUT_MS: '1000',
    },
  });
  admin = apiClient(t.baseUrl, (await signIn(t.baseUrl, 'admin@scout.example', DEMO_PASSWORD)).accessToken);
});
afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), fax?.close(), box?.close(), reach?.close()]);
});

describe('real drivers', () => {
  it('sends the test e-mail through SMTP', async () => {
    const res = await admin.post(`${BASE}/send-test-email`, { email: 'ops@scout.test', emailOption: 'test' });
    expect(res.body).toEqual({ success: true, status: 'sent', message: 'E-mail sent to ops@scout.test.' });
    expect(smtp.received.at(-1)).toMatchObject({ to: ['ops@scout.test'], subject: 'SCOUT test e-mail' });
    expect(smtp.received.at(-1)?.raw).toContain('If you can read it, e-mail delivery works.');
  });

  it('posts the test fax (a PDF) to the fax gateway with the key; a gateway error is success false', async () => {
    const ok = await admin.post(`${BASE}/send-test-fax`, { fax: '03 5550 0200' });
    expect(ok.body).toEqual({ success: true, status: 'sent', message: 'Fax sent to 0355500200.' });
    const sent = fax.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/faxes' });
    expect(sent?.headers.authorization).toBe('Bearer fax-key');
    const json = JSON.parse(sent?.body.toString() ?? '{}');
    expect(json).toMatchObject({
      to: '0355500200',
      contentType: 'application/pdf',
      fileName: 'scout-test-fax.pdf',
    });
    expect(Buffer.from(json.content, 'base64').subarray(0, 8).toString()).toBe('%PDF-1.4');

    fax.answer(() => ({ status: 503, text: 'Gateway busy' }));
    const failed = await admin.post(`${BASE}/send-test-fax`, { fax: '0355500200' });
    expect(failed.status).toBe(200);
    expect(failed.body.success).toBe(false);
    expect(failed.body.message).toContain('The fax service answered 503: Gateway busy');
  });

  it('uploads the test file to Box as multipart, and uploads a new version when the name exists', async () => {
    const ok = await admin.post(`${BASE}/send-test-file-to-box`, { testFileName: 'scout-test.txt' });
    expect(ok.body).toEqual({
      success: true,
      status: 'sent',
      message: 'scout-test.txt uploaded (file id box-file-1).',
    });
    const upload = box.requests.at(-1);
    expect(upload).toMatchObject({ method: 'POST', path: '/api/2.0/files/content' });
    expect(upload?.headers.authorization).toBe('Bearer box-token');
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = upload?.body.toString() ?? '';
    expect(body).toContain('{"name":"scout-test.txt","parent":{"id":"4242"}}');
    expect(body).toContain('filename="scout-test.txt"');
    expect(body.indexOf('name="attributes"')).toBeLessThan(body.indexOf('name="file"'));

    box.answer((req) =>
      req.path === '/api/2.0/files/content'
        ? {
            status: 409,
            json: { code: 'item_name_in_use', context_info: { conflicts: { id: 'box-file-1' } } },
          }
        : { status: 201, json: { entries: [{ id: 'box-file-1' }] } },
    );
    const again = await admin.post(`${BASE}/send-test-file-to-box`, { testFileName: 'scout-test.txt' });
    expect(again.body.success).toBe(true);
    expect(box.requests.at(-1)?.path).toBe('/api/2.0/files/box-file-1/content');

    box.answer(() => ({ status: 401, json: { code: 'unauthorized' } }));
    const refused = await admin.post(`${BASE}/send-test-file-to-box`, { testFileName: 'scout-test.txt' });
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain('Box answered 401');
  });

  it('calls the reach API with GET and the key; errors and timeouts are success false', async () => {
    const ok = await admin.get(`${BASE}/test-reachapi`);
    expect(ok.body.success).toBe(true);
    expect(ok.body.message).toBe('The reach API answered 200: {"status":"ok"}');
    expect(reach.requests.at(-1)).toMatchObject({ method: 'GET', path: '/status' });
    expect(reach.requests.at(-1)?.headers.authorization).toBe('Bearer reach-key');

    reach.answer(() => ({ status: 200, json: {}, delayMs: 3000 }));
    const slow = await admin.get(`${BASE}/test-reachapi`);
    expect(slow.body.success).toBe(false);
    expect(slow.body.message).toContain('did not answer within 1 s');

    await reach.close();
    const down = await admin.get(`${BASE}/test-reachapi`);
    expect(down.body.success).toBe(false);
    expect(down.body.message).toContain('could not be reached');
  });

  it('reports an SMTP server that cannot be reached as success false', async () => {
    await smtp.close();
    const res = await admin.post(`${BASE}/send-test-email`, { email: 'ops@scout.test', emailOption: 'test' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^The e-mail to ops@scout.test could not be sent: /);
  });
});
