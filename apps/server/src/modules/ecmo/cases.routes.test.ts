import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboundMessages, presentations } from '../../db/schema/index.ts';
import { CONCURRENCY_MESSAGES } from '../../lib/concurrency.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import {
  createCase,
  newCaseBody,
  newPatient,
  patientHospitalBody,
  saveSection,
  userId,
} from '../../test/support/ecmo.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { ECMO_SERVER_MESSAGES as S } from './messages.ts';

let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let hospitals: number[];
let callTakerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  admin = await clientFor(t, 'admin@scout.example');
  manager = await clientFor(t, 'ecmo.manage@scout.example');
  reader = await clientFor(t, 'ecmo.read@scout.example');
  hospitals = await providerIds(t);
  callTakerId = await userId(t, 'calltaker@scout.example');
});
afterAll(async () => {
  await t?.close();
});

const hospital = () => hospitals[0] ?? 0;
async function freshCase(api: ApiClient = manager) {
  const patient = await newPatient(t);
  const id = await createCase(api, newCaseBody(patient.id, hospital(), callTakerId));
  return { id, patient };
}
const fieldsOf = (body: { fieldErrors?: Array<{ field: string; message: string }> }) =>
  body.fieldErrors ?? [];

describe('POST /api/ecmo/cases', () => {
  it('creates a case with its presentation row, and audits it', async () => {
    const patient = await newPatient(t);
    const res = await manager.post('/api/ecmo/cases', newCaseBody(patient.id, hospital(), callTakerId));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), caseId: `ECMO${res.body.id}` });
    const [p] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'ECMO'), eq(presentations.caseId, res.body.id)));
    expect(p).toMatchObject({
      patientProfileId: patient.id,
      studyId: `ECMO${res.body.id}`,
      isActive: true,
      status: 'Open',
      healthCareProviderId: hospital(),
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ecmo.case.create'))
      .orderBy(auditEvents.id);
    expect(events.some((e) => e.entityId === String(res.body.id))).toBe(true);
  });

  it('refuses a second open case for the same patient, naming patientProfileId', async () => {
    const { patient } = await freshCase();
    const res = await manager.post('/api/ecmo/cases', newCaseBody(patient.id, hospital(), callTakerId));
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([{ field: 'patientProfileId', message: S.patientHasOpenCase }]);
  });

  it('validates the body with the domain messages', async () => {
    const patient = await newPatient(t);
    const body = newCaseBody(patient.id, hospital(), callTakerId);
    const bad = await manager.post('/api/ecmo/cases', {
      ...body,
      referrerLastName: '',
      referrerEmailAddress: 'not-an-email',
      callDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining([
        { field: 'referrerLastName', message: M.required },
        { field: 'referrerEmailAddress', message: M.invalidEmail },
        { field: 'callDateTime', message: M.futureDate },
      ]),
    );
    const noPatient = await manager.post('/api/ecmo/cases', { ...body, patientProfileId: 999999 });
    expect(fieldsOf(noPatient.body)).toEqual([{ field: 'patientProfileId', message: S.patientNotFound }]);
    const noHospital = await manager.post('/api/ecmo/cases', { ...body, referrerHospitalId: 999999 });
    expect(fieldsOf(noHospital.body)).toEqual([{ field: 'referrerHospitalId', message: S.unknownHospital }]);
  });

  it('registers ecmo_cases with the patient merge', () => {
    expect(t.app.patientReferences.list()).toContainEqual({
      table: 'ecmo_cases',
      column: 'patient_profile_id',
    });
  });

  it('is refused to a read-only user', async () => {
    const patient = await newPatient(t);
    const res = await reader.post('/api/ecmo/cases', newCaseBody(patient.id, hospital(), callTakerId));
    expect(res.status).toBe(403);
  });
});

describe('GET /api/ecmo/cases/{id}', () => {
  it('returns the whole case to a reader, audits the read, and answers 404 for unknown ids', async () => {
    const { id, patient } = await freshCase();
    const res = await reader.get(`/api/ecmo/cases/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      caseId: `ECMO${id}`,
      patientProfileId: patient.id,
      patient: { firstName: 'Pat', lastName: patient.lastName, gender: 'Female', dateOfBirth: '1970-03-04' },
      callTakerId,
      callTaker: expect.any(String),
      referrer: {
        referrerLastName: 'Referrer',
        referrerHospitalId: hospital(),
        referrerHospital: expect.any(String),
      },
      patientHospitalInformation: null,
      clinicalDetails: null,
      ecmoDetails: null,
      ecmoConclusion: null,
      archived: false,
      closedOn: null,
    });
    const reads = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'ecmo.case.read'))
      .orderBy(auditEvents.id);
    expect(reads.some((e) => e.entityId === String(id))).toBe(true);
    expect((await reader.get('/api/ecmo/cases/999999')).status).toBe(404);
    expect((await reader.get('/api/ecmo/cases/abc')).status).toBe(400);
  });
});

describe('section saves', () => {
  it('refuses a save that names no version (lastModified) unless it is an explicit forced overwrite', async () => {
    const { id } = await freshCase();
    const blind = await manager.patch(
      `/api/ecmo/cases/${id}/patienthospitalinformation`,
      patientHospitalBody(hospital()),
    );
    expect(blind.status).toBe(400);
    expect(blind.body.fieldErrors).toEqual([
      { field: 'lastModified', message: CONCURRENCY_MESSAGES.lastModifiedRequired },
    ]);
    const notes = await manager.post(`/api/ecmo/cases/${id}/notes`, {
      typeOfNote: 'Progress',
      conversationDateTime: new Date().toISOString(),
      note: 'First note.',
    });
    const noteEdit = await manager.put(`/api/ecmo/cases/notes/${notes.body.id}`, {
      ...notes.body,
      note: 'Edited',
      lastModified: undefined,
    });
    expect(noteEdit.status).toBe(400);
    const forced = await manager.patch(`/api/ecmo/cases/${id}/patienthospitalinformation`, {
      ...patientHospitalBody(hospital()),
      forceUpdate: true,
    });
    expect(forced.status).toBe(200);
  });

  it('saves the referrer and patient hospital information; stale saves answer 409 unless forced', async () => {
    const { id } = await freshCase();
    const first = (await manager.get(`/api/ecmo/cases/${id}`)).body;
    const referrer = { ...newCaseBody(0, hospitals[1] ?? 0, 0), lastModified: first.lastModified };
    const saved = await saveSection(manager, id, 'referrerinformation', referrer);
    expect(saved.status).toBe(200);
    expect(saved.body.referrer.referrerHospitalId).toBe(hospitals[1]);
    expect(saved.body.lastModified).not.toBe(first.lastModified);

    const stale = await saveSection(manager, id, 'patienthospitalinformation', {
      ...patientHospitalBody(hospital()),
      lastModified: first.lastModified,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MESSAGES.conflict);
    const forced = await saveSection(manager, id, 'patienthospitalinformation', {
      ...patientHospitalBody(hospital()),
      lastModified: first.lastModified,
      forceUpdate: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.patientHospitalInformation).toMatchObject({
      patientHospitalId: hospital(),
      patientHospital: expect.any(String),
      infectiousRisk: true,
      infectiousRiskDetails: 'COVID-19 positive',
    });
  });

  it('validates only the section sent, with the domain messages', async () => {
    const { id } = await freshCase();
    const res = await saveSection(
      manager,
      id,
      'patienthospitalinformation',
      patientHospitalBody(hospital(), { infectiousRiskDetails: null, patientWeight: -1 }),
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).map((f) => f.field)).toEqual(
      expect.arrayContaining(['infectiousRiskDetails', 'patientWeight']),
    );
    expect(fieldsOf(res.body).find((f) => f.field === 'infectiousRiskDetails')?.message).toBe(M.required);
    const referrer = await saveSection(manager, id, 'referrerinformation', {
      ...newCaseBody(0, hospital(), 0),
      referrerPosition: 'Astronaut',
    });
    expect(fieldsOf(referrer.body).map((f) => f.field)).toEqual(['referrerPosition']);
  });

  it('refuses section saves to a reader (403) and for unknown cases (404)', async () => {
    const { id } = await freshCase();
    expect(
      (await saveSection(reader, id, 'patienthospitalinformation', patientHospitalBody(hospital()))).status,
    ).toBe(403);
    expect(
      (
        await manager.patch(
          '/api/ecmo/cases/999999/patienthospitalinformation',
          patientHospitalBody(hospital()),
        )
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/ecmo/cases/{id}/delete', () => {
  it('needs a reason, is for system admins only, soft-deletes, hides the presentation and e-mails', async () => {
    const { id, patient } = await freshCase();
    const noReason = await admin.delete(`/api/ecmo/cases/${id}/delete?id=${id}&reasonForDeletion=`);
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason.body)).toEqual([
      { field: 'reasonForDeletion', message: M.deleteReasonRequired },
    ]);
    const ecmoAdmin = await clientFor(t, 'ecmo.admin@scout.example');
    expect(
      (await ecmoAdmin.delete(`/api/ecmo/cases/${id}/delete?id=${id}&reasonForDeletion=dup`)).status,
    ).toBe(403);
    const mismatch = await admin.delete(`/api/ecmo/cases/${id}/delete?id=${id + 1}&reasonForDeletion=dup`);
    expect(fieldsOf(mismatch.body).map((f) => f.field)).toEqual(['id']);

    const res = await admin.delete(
      `/api/ecmo/cases/${id}/delete?id=${id}&reasonForDeletion=Duplicate%20case`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await admin.get(`/api/ecmo/cases/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/ecmo/cases/${id}/delete?id=${id}&reasonForDeletion=again`)).status).toBe(
      404,
    );
    const journey = await admin.get(`/api/ccmp/patientprofiles/${patient.id}/presentations`);
    expect((journey.body as Array<{ id: number }>).some((p) => p.id === id)).toBe(false);
    const mails = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'admin@scout.example'));
    expect(mails.some((m) => m.body.includes(`ECMO${id}`) && m.body.includes('Duplicate case'))).toBe(true);
    // The patient may have a new case once the deleted one is gone.
    expect(
      (await manager.post('/api/ecmo/cases', newCaseBody(patient.id, hospital(), callTakerId))).status,
    ).toBe(201);
  });
});
