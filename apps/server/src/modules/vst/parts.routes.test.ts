import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  closedConsult,
  createConsult,
  createFollowup,
  FOLLOWUP,
  type Ids,
  newConsultBody,
  newFollowupBody,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { transferRequest } from '../cases/transfers/test-request.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, VST_MANAGE), clientFor(t, VST_READ)]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VST_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
});
afterAll(() => t?.close());

function pdfForm(name = 'ct-report.pdf') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.7 CT report')]), name);
  return form;
}

describe('VST attachments (shared case parts)', () => {
  it('attach to consults and follow-ups; Read users list but never upload; closed records take none', async () => {
    const patient = await newPatient(t);
    const open = await createConsult(manager, newConsultBody(patient.id, ids));
    const upload = await manager.send('POST', `${CONSULTS}/${open}/attachments`, { body: pdfForm() });
    expect(upload.status).toBe(201);
    const listed = await reader.get(`${CONSULTS}/${open}/attachments`);
    expect(listed.body).toEqual([expect.objectContaining({ id: upload.body.id, filename: 'ct-report.pdf' })]);
    expect((await reader.send('POST', `${CONSULTS}/${open}/attachments`, { body: pdfForm() })).status).toBe(
      403,
    );
    const download = await reader.get(`${CONSULTS}/${open}/attachments/download/${upload.body.id}`);
    expect(download.status).toBe(200);

    const closed = await closedConsult(manager, patient.id, ids);
    expect(
      (await manager.send('POST', `${CONSULTS}/${closed}/attachments`, { body: pdfForm() })).status,
    ).toBe(403);
    const followup = await createFollowup(manager, newFollowupBody(closed, patient.id, ids));
    const onFollowup = await manager.send('POST', `${FOLLOWUP}/${followup}/attachments`, {
      body: pdfForm('letter.pdf'),
    });
    expect(onFollowup.status).toBe(201);
    // The follow-up's attachments are its own, not its consult's (nor those of consult `followup`).
    expect((await reader.get(`${FOLLOWUP}/${followup}/attachments`)).body).toHaveLength(1);
    expect((await reader.get(`${CONSULTS}/${closed}/attachments`)).body).toHaveLength(0);
    expect((await reader.get(`${FOLLOWUP}/999999/attachments`)).status).toBe(404);
  });
});

describe('VST transfer (Refer ARV, GET/PUT /consults/{id}/transfer)', () => {
  it('reads no request, submits one with PUT, and answers it; Read users cannot submit', async () => {
    const patient = await newPatient(t);
    const id = await createConsult(manager, newConsultBody(patient.id, ids));
    const before = await reader.get(`${CONSULTS}/${id}/transfer`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ hasRequested: false });
    expect((await reader.put(`${CONSULTS}/${id}/transfer`, transferRequest)).status).toBe(403);
    const submitted = await manager.put(`${CONSULTS}/${id}/transfer`, transferRequest);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ hasRequested: true });
    expect((await reader.get(`${CONSULTS}/${id}/transfer`)).body).toMatchObject({ hasRequested: true });
    expect((await manager.get(`${CONSULTS}/999999/transfer`)).status).toBe(404);
    expect((await manager.put(`${FOLLOWUP}/${id}/transfer`, transferRequest)).status).toBe(404);
  });
});
