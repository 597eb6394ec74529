import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { ECMO_MANAGE, ECMO_READ } from '../../test/support/cases.ts';
import {
  createCase,
  newCaseBody,
  newPatient,
  observation,
  saveSection,
  userId,
} from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { transferRequest } from '../cases/transfers/test-request.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let caseId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, ECMO_MANAGE), clientFor(t, ECMO_READ)]);
  const [hospital] = await providerIds(t);
  const patient = await newPatient(t);
  caseId = await createCase(
    manager,
    newCaseBody(patient.id, hospital as number, await userId(t, 'calltaker@scout.example')),
  );
});
afterAll(() => t?.close());

const BASE = '/api/ecmo/cases';

describe('the shared case parts mounted for ECMO', () => {
  it('serves notes and attachments of an ECMO case at the spec paths', async () => {
    const note = await manager.post(`${BASE}/${caseId}/notes`, {
      typeOfNote: 'Progress',
      conversationDateTime: new Date(Date.now() - 60_000).toISOString(),
      note: 'Retrieval team briefed.',
    });
    expect(note.status).toBe(201);
    expect((await reader.get(`${BASE}/${caseId}/notes`)).body).toHaveLength(1);
    expect((await reader.post(`${BASE}/${caseId}/notes`, {})).status).toBe(403);
    expect(
      (await manager.put(`${BASE}/notes/${note.body.id}`, { ...note.body, note: 'Edited.' })).status,
    ).toBe(200);

    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.7 referral')]), 'referral.pdf');
    const upload = await manager.send('POST', `${BASE}/${caseId}/attachments`, { body: form });
    expect(upload.status).toBe(201);
    expect((await reader.get(`${BASE}/${caseId}/attachments`)).body).toHaveLength(1);
    expect((await reader.get(`${BASE}/999999/attachments`)).status).toBe(404);
  });

  it('takes a transfer request only once the clinical details are complete', async () => {
    expect((await reader.get(`${BASE}/${caseId}/transfer`)).body.hasRequested).toBe(false);
    const early = await manager.put(`${BASE}/${caseId}/transfer`, transferRequest);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(M.transferNeedsClinicalDetails);

    const details = await saveSection(manager, caseId, 'clinicaldetails', {
      diagnosis: { primaryOrganFailureId: 2, diagnosisCategoryId: 202 },
    });
    expect(details.status).toBe(200);
    const committed = await saveSection(manager, caseId, 'clinicaldetails/observation', {
      entry: observation(),
    });
    expect(committed.status).toBe(200);

    const ok = await manager.put(`${BASE}/${caseId}/transfer`, transferRequest);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ hasRequested: true, referralInformation: { status: 'requested' } });
  });
});
