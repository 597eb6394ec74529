import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferRequests } from '../../../db/schema/index.ts';
import { type HttpTestServer, startHttpTestServer } from '../../../integrations/http-test-server.ts';
import { clientFor } from '../../../test/clients.ts';
import type { ApiClient } from '../../../test/http.ts';
import { ADMIN, ECMO_MANAGE, startCasePartsApp, TEST_BASE } from '../../../test/support/cases.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { transferRequest } from './test-request.ts';

let t: TestApp;
let retrieval: HttpTestServer;
let manager: ApiClient;
let admin: ApiClient;

/** The stand-in module's requests (the demo data has requests of its own). */
const testRequests = () => t.db.select().from(transferRequests).where(eq(transferRequests.module, 'test'));

beforeAll(async () => {
  retrieval = await startHttpTestServer(() => ({ status: 503, text: 'maintenance' }));
  t = await startCasePartsApp({
    RETRIEVAL_API_URL: `${retrieval.url}/api/`,
    RETRIEVAL_API_KEY: 'retrieval-key',
  });
  [manager, admin] = await Promise.all([clientFor(t, ECMO_MANAGE), clientFor(t, ADMIN)]);
});
afterAll(async () => {
  await t?.close();
  await retrieval?.close();
});

describe('transfer requests through the HTTP retrieval driver', () => {
  it('keeps a request the service refused as saved, and sends it again on retry', async () => {
    const failed = await manager.put(`${TEST_BASE}/2/transfer`, transferRequest);
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(M.transferSubmitFailed);
    const saved = (await manager.get(`${TEST_BASE}/2/transfer`)).body;
    expect(saved).toMatchObject({ hasRequested: false, referralInformation: { status: 'saved' } });
    expect(saved.request.referral.referrer.lastName).toBe('Smith');

    retrieval.answer(() => ({ status: 200, json: {} }));
    const noCaseId = await manager.put(`${TEST_BASE}/2/transfer`, transferRequest);
    expect(noCaseId.status).toBe(502);

    retrieval.answer(() => ({ status: 201, json: { caseId: 'ARVIS-2026-0042' } }));
    const ok = await manager.put(`${TEST_BASE}/2/transfer`, transferRequest);
    expect(ok.status).toBe(200);
    expect(ok.body.referralInformation).toMatchObject({
      status: 'requested',
      arvisCaseId: 'ARVIS-2026-0042',
    });

    const sent = retrieval.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/api/transfers');
    expect(sent?.headers.authorization).toBe('Bearer retrieval-key');
    const body = JSON.parse(sent?.body.toString() ?? '{}');
    expect(body).toMatchObject({
      module: 'test',
      caseId: 2,
      request: { referral: { referrer: { lastName: 'Smith' } } },
    });
    // The retry updated the saved row rather than adding one.
    expect(await testRequests()).toHaveLength(1);
  });

  it('takes a new request after a rejection', async () => {
    const [row] = await testRequests();
    expect(
      (await admin.post(`/api/ccmp/admin/retrieval/${row?.id}/status`, { status: 'rejected' })).status,
    ).toBe(200);
    const again = await manager.put(`${TEST_BASE}/2/transfer`, transferRequest);
    expect(again.status).toBe(200);
    expect(await testRequests()).toHaveLength(2);
  });
});
