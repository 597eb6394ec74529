import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, presentations, vtisFollowups } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  closedConsult,
  completeConsult,
  createConsult,
  createFollowup,
  FOLLOWUP,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VTIS_ADMIN,
  VTIS_MANAGE,
  VTIS_READ,
  vtisFollowupSections,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;
let other: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, VTIS_MANAGE), clientFor(t, VTIS_READ)]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VTIS_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  other = { ...ids, hospitalId: hospitals[2] as number };
});
afterAll(() => t?.close());

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
const fieldsOf = (body: Body) => body.fieldErrors ?? [];
const fieldNames = (body: Body) => fieldsOf(body).map((f) => f.field);

async function auditActions(action: string, id: number) {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(auditEvents.id);
  return rows.filter((a) => a.entityId === String(id));
}

async function withFollowup() {
  const patient = await newPatient(t);
  const consultId = await completeConsult(manager, patient.id, ids);
  const at = new Date(Date.now() - 1_800_000);
  const id = await createFollowup(manager, newFollowupBody(consultId, patient.id, ids, at));
  return { consultId, id, patient, at };
}

describe('POST /api/vtis/followup', () => {
  it('creates a follow-up of an INPATIENT consult, with the consult referrer hospital and patient information', async () => {
    const patient = await newPatient(t);
    const consultId = await completeConsult(manager, patient.id, ids);
    // The referrer's hospital is locked to the consult's, whatever is sent.
    const res = await manager.post(FOLLOWUP, newFollowupBody(consultId, patient.id, other));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    const got = (await reader.get(`${FOLLOWUP}/${id}`)).body;
    expect(got).toMatchObject({
      id,
      studyId: `VTISFU${id}`,
      type: 'VtisFollowup',
      vtisConsultId: consultId,
      vtisConsultStudyId: `VTIS${consultId}`,
      vtisStatus: 'INPATIENT',
      isActive: true,
      referrerInformation: { referrerHospitalId: ids.hospitalId },
      patientInformation: { patientHospitalUrn: 'UR7731', medicareNumber: '21234567011' },
      followupConsultationInformation: null,
    });
    expect((await reader.get(`${CONSULTS}/${consultId}`)).body.vtisFollowupConsults).toEqual([
      { id, studyId: `VTISFU${id}`, isActive: true, closedOn: null, vtisStatus: 'INPATIENT' },
    ]);
    const [row] = await t.db.select().from(vtisFollowups).where(eq(vtisFollowups.id, id));
    expect(row).toMatchObject({ referrerHospitalId: ids.hospitalId, patientHospitalId: ids.hospitalId });
    expect(await auditActions('vtis.followup.create', id)).toHaveLength(1);
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'VTISFollowup'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ studyId: `VTISFU${id}`, status: 'Inpatient' });
  });

  it('refuses a follow-up of a PENDING or CLOSED consult with a 400 on vtisConsultId (spec 3 §4.1, issue 24 item 4)', async () => {
    const patient = await newPatient(t);
    const pending = await createConsult(manager, newConsultBody(patient.id, ids));
    expect((await reader.get(`${CONSULTS}/${pending}`)).body.vtisStatus).toBe('PENDING');
    const closed = await closedConsult(manager, patient.id, ids);
    expect((await reader.get(`${CONSULTS}/${closed}`)).body.vtisStatus).toBe('CLOSED');
    for (const consultId of [pending, closed]) {
      const res = await manager.post(FOLLOWUP, newFollowupBody(consultId, patient.id, ids));
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(fieldsOf(res.body)).toEqual([{ field: 'vtisConsultId', message: M.followupNotAllowed }]);
      expect((await reader.get(`${CONSULTS}/${consultId}`)).body.vtisFollowupConsults).toEqual([]);
    }
    expect(M.followupNotAllowed).toContain('INPATIENT');
  });

  it('refuses a second follow-up while one is INPATIENT, and allows it once that one is closed', async () => {
    const { consultId, id, patient, at } = await withFollowup();
    const refused = await manager.post(FOLLOWUP, newFollowupBody(consultId, patient.id, ids));
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual([{ field: 'vtisConsultId', message: M.followupNotAllowed }]);
    expect((await saveSections(manager, FOLLOWUP, id, vtisFollowupSections(at, ids))).status).toBe(200);
    expect((await manager.patch(`${FOLLOWUP}/${id}/deactivate`)).status).toBe(200);
    expect((await manager.post(FOLLOWUP, newFollowupBody(consultId, patient.id, ids))).status).toBe(201);
  });

  it('refuses an unknown consult, another patient, a Read user and no token', async () => {
    const { consultId, patient } = await withFollowup();
    const unknown = await manager.post(FOLLOWUP, newFollowupBody(999999, patient.id, ids));
    expect(fieldsOf(unknown.body)).toEqual([{ field: 'vtisConsultId', message: M.consultNotFound }]);
    const stranger = await newPatient(t);
    const mismatch = await manager.post(FOLLOWUP, newFollowupBody(consultId, stranger.id, ids));
    expect(fieldsOf(mismatch.body)).toEqual([
      { field: 'patientProfileId', message: S.followupPatientMismatch },
    ]);
    const missing = await manager.post(FOLLOWUP, {
      ...newFollowupBody(consultId, patient.id, ids),
      vtisConsultId: undefined,
    });
    expect(fieldNames(missing.body)).toContain('vtisConsultId');
    expect((await reader.post(FOLLOWUP, newFollowupBody(consultId, patient.id, ids))).status).toBe(403);
    expect(
      (await apiClient(t.baseUrl).post(FOLLOWUP, newFollowupBody(consultId, patient.id, ids))).status,
    ).toBe(401);
  });
});

describe('PUT /api/vtis/followup', () => {
  it('saves the sections, clears the diagnosis chain, keeps the consult referrer hospital', async () => {
    const { id, at } = await withFollowup();
    const sections = vtisFollowupSections(at, ids);
    const res = await saveSections(manager, FOLLOWUP, id, {
      referrerInformation: { ...sections.referrerInformation, referrerHospitalId: other.hospitalId },
      followupConsultationInformation: {
        ...sections.followupConsultationInformation,
        workingDiagnosisAfterFollowupVtisConsult: 'NotStroke',
        workingDiagnosisAfterFollowupVtisConsultNotStrokeDiagnosis: ['Migraine'],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      referrerInformation: { referrerHospitalId: ids.hospitalId },
      followupConsultationInformation: {
        workingDiagnosisAfterFollowupVtisConsult: 'NotStroke',
        // NotStroke shows the not-stroke options, so the details text is cleared.
        workingDiagnosisAfterFollowupVtisConsultDetails: null,
      },
    });
    expect(await auditActions('vtis.followup.update', id)).toHaveLength(1);
  });

  it('names the required fields, answers 409 and a forced save, 403 for a Read user and 404', async () => {
    const { id } = await withFollowup();
    const invalid = await saveSections(manager, FOLLOWUP, id, {
      followupConsultationInformation: { plan: 'x' },
    });
    expect(invalid.status).toBe(400);
    expect(fieldNames(invalid.body)).toEqual(
      expect.arrayContaining([
        'followupConsultationInformation.examinationFindings',
        'followupConsultationInformation.consultType',
        'followupConsultationInformation.technicalSuccess',
      ]),
    );
    const patientOnly = await saveSections(manager, FOLLOWUP, id, { patientInformation: {} });
    expect(patientOnly.status).toBe(400);
    expect(fieldNames(patientOnly.body)).toContain('sectionsToUpdate.0');
    const first = (await reader.get(`${FOLLOWUP}/${id}`)).body.lastModified;
    const body = {
      id,
      sectionsToUpdate: ['followupConsultationInformation'],
      followupConsultationInformation: {},
    };
    expect(
      (
        await saveSections(manager, FOLLOWUP, id, {
          neurologistInformation: vtisFollowupSections(new Date(Date.now() - 1_700_000), ids)
            .neurologistInformation,
        })
      ).status,
    ).toBe(200);
    const stale = await manager.put(FOLLOWUP, {
      id,
      lastModified: first,
      sectionsToUpdate: ['neurologistInformation'],
      neurologistInformation: {
        specialistId: ids.specialistId,
        specialistDateAndTime: new Date().toISOString(),
      },
    });
    expect(stale.status).toBe(409);
    const forced = await manager.put(FOLLOWUP, {
      id,
      lastModified: first,
      forceUpdate: true,
      sectionsToUpdate: ['neurologistInformation'],
      neurologistInformation: {
        specialistId: ids.specialistId,
        specialistDateAndTime: new Date().toISOString(),
      },
    });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect((await reader.put(FOLLOWUP, { ...body, lastModified: first })).status).toBe(403);
    expect((await manager.put(FOLLOWUP, { ...body, id: 999999, lastModified: first })).status).toBe(404);
    expect((await reader.get(`${FOLLOWUP}/999999`)).status).toBe(404);
  });
});

describe('PATCH /api/vtis/followup/{id}/deactivate', () => {
  it('refuses an incomplete follow-up, closes a complete one, which stays editable', async () => {
    const { id, at } = await withFollowup();
    const incomplete = await manager.patch(`${FOLLOWUP}/${id}/deactivate`);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(S.closeNeedsCompleteRecord);
    expect(fieldNames(incomplete.body)).toContain('followupConsultationInformation');
    expect((await reader.patch(`${FOLLOWUP}/${id}/deactivate`)).status).toBe(403);
    expect((await saveSections(manager, FOLLOWUP, id, vtisFollowupSections(at, ids))).status).toBe(200);
    const closed = await manager.patch(`${FOLLOWUP}/${id}/deactivate`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toEqual({ isActive: false, closedOn: expect.any(String), vtisStatus: 'CLOSED' });
    expect(await auditActions('vtis.followup.close', id)).toHaveLength(1);
    const edited = await saveSections(manager, FOLLOWUP, id, {
      followupConsultationInformation: {
        ...vtisFollowupSections(at, ids).followupConsultationInformation,
        plan: 'Revised plan',
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      vtisStatus: 'CLOSED',
      followupConsultationInformation: { plan: 'Revised plan' },
    });
    expect((await manager.patch(`${FOLLOWUP}/${id}/deactivate`)).body.message).toBe(S.alreadyClosed);
    expect((await manager.patch(`${FOLLOWUP}/999999/deactivate`)).status).toBe(404);
    expect((await apiClient(t.baseUrl).patch(`${FOLLOWUP}/${id}/deactivate`)).status).toBe(401);
  });
});

describe('DELETE /api/vtis/followup/{id}/delete', () => {
  it('needs a reason and edit rights; the follow-up is then gone', async () => {
    const { id, consultId } = await withFollowup();
    expect((await reader.delete(`${FOLLOWUP}/${id}/delete?reasonForDeletion=x`)).status).toBe(403);
    expect((await manager.delete(`${FOLLOWUP}/${id}/delete`)).status).toBe(400);
    expect((await manager.delete(`${FOLLOWUP}/${id}/delete?reasonForDeletion=Wrong%20patient`)).status).toBe(
      200,
    );
    expect((await reader.get(`${FOLLOWUP}/${id}`)).status).toBe(404);
    expect((await reader.get(`${CONSULTS}/${consultId}`)).body.vtisFollowupConsults).toEqual([]);
  });
});
