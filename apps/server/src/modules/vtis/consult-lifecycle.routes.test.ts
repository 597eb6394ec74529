import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  healthCareProviders,
  presentations,
  vtisConsults,
  vtisHospitalDocumentation,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import * as vst from '../../test/support/vst.ts';
import {
  CONSULTS,
  closedConsultWithFollowup,
  completeConsult,
  createConsult,
  FOLLOWUP,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VTIS_ADMIN,
  VTIS_MANAGE,
  VTIS_READ,
  vtisConsultSections,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { subscribe } from '../cases/case-events.ts';
import { vstConsultClosed } from '../stroke/events.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';

let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [admin, manager, reader] = await Promise.all([
    clientFor(t, VTIS_ADMIN),
    clientFor(t, VTIS_MANAGE),
    clientFor(t, VTIS_READ),
  ]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VTIS_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
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
const documentationOf = async (id: number) =>
  t.db.select().from(vtisHospitalDocumentation).where(eq(vtisHospitalDocumentation.id, id));

describe('PATCH /api/vtis/consults/{id}/close', () => {
  it('refuses an incomplete consult, closes a complete one with its hospital documentation, and keeps it editable', async () => {
    const patient = await newPatient(t);
    const open = await createConsult(manager, newConsultBody(patient.id, ids));
    const incomplete = await manager.patch(`${CONSULTS}/${open}/close`);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(S.closeNeedsCompleteRecord);
    expect(fieldNames(incomplete.body)).toEqual(
      expect.arrayContaining(['diagnosisDetails', 'patientHistory']),
    );
    expect((await reader.patch(`${CONSULTS}/${open}/close`)).status).toBe(403);

    const id = await completeConsult(manager, patient.id, ids);
    expect(await documentationOf(id)).toHaveLength(0);
    const closed = await manager.patch(`${CONSULTS}/${id}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toEqual({
      isActive: false,
      closedOn: expect.any(String),
      vtisStatus: 'CLOSED',
      isHospitalDocumentationRequired: true,
    });
    expect(await auditActions('vtis.consult.close', id)).toHaveLength(1);
    expect(await auditActions('vtis.hospital-documentation.create', id)).toHaveLength(1);
    expect(await documentationOf(id)).toEqual([expect.objectContaining({ id, closedOn: null })]);
    expect((await manager.get(`${CONSULTS}/${id}`)).body).toMatchObject({
      vtisStatus: 'CLOSED',
      isHospitalDocumentationRequired: true,
      vtisHospitalDocumentationStatus: 'OPEN',
    });
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'VTIS'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ isActive: false, status: 'Closed' });

    // Editing a closed VTIS consult is always allowed (§6), to a Manage user too.
    const edited = await saveSections(manager, CONSULTS, id, {
      imagingDetails: { imagingResults: 'MRI: small left MCA infarct' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      isActive: false,
      imagingDetails: { imagingResults: 'MRI: small left MCA infarct' },
    });
    const again = await manager.patch(`${CONSULTS}/${id}/close`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(S.alreadyClosed);
  });

  it('creates no documentation for a stroke mimic, and creates it when an edit of the closed consult makes it a stroke', async () => {
    const patient = await newPatient(t);
    const id = await completeConsult(manager, patient.id, ids);
    const notStroke = await saveSections(manager, CONSULTS, id, {
      diagnosisDetails: { strokeType: 'NotStroke', notStrokeDiagnosisDetails: ['Migraine'] },
    });
    expect(notStroke.status, JSON.stringify(notStroke.body)).toBe(200);
    const closed = await manager.patch(`${CONSULTS}/${id}/close`);
    expect(closed.body.isHospitalDocumentationRequired).toBe(false);
    expect(await documentationOf(id)).toHaveLength(0);
    const stroke = await saveSections(manager, CONSULTS, id, {
      diagnosisDetails: vtisConsultSections(new Date(), ids).diagnosisDetails,
    });
    expect(stroke.body).toMatchObject({
      isHospitalDocumentationRequired: true,
      vtisHospitalDocumentationStatus: 'OPEN',
    });
    expect(await documentationOf(id)).toHaveLength(1);
  });

  it('answers 401 and 404', async () => {
    expect((await apiClient(t.baseUrl).patch(`${CONSULTS}/1/close`)).status).toBe(401);
    expect((await manager.patch(`${CONSULTS}/999999/close`)).status).toBe(404);
  });
});

describe('DELETE /api/vtis/consults/{id}/decline', () => {
  const decline = (api: ApiClient, id: number, body: object) => api.delete(`${CONSULTS}/${id}/decline`, body);

  it('needs a reason, and the text with Other', async () => {
    const id = await createConsult(manager, newConsultBody((await newPatient(t)).id, ids));
    const none = await decline(manager, id, {});
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toEqual([{ field: 'reasonForDeclining', message: M.required }]);
    const other = await decline(manager, id, { reasonForDeclining: 'Other' });
    expect(fieldsOf(other.body)).toEqual([
      { field: 'otherReasonForDeclining', message: M.declineOtherRequired },
    ]);
    const unknown = await decline(manager, id, { reasonForDeclining: 'Bored' });
    expect(fieldNames(unknown.body)).toEqual(['reasonForDeclining']);
    expect((await reader.get(`${CONSULTS}/${id}`)).body.isDeclined).toBe(false);
  });

  it('declines a pending consult as the signed-in account, then keeps it read-only with its banner data', async () => {
    const id = await createConsult(manager, newConsultBody((await newPatient(t)).id, ids));
    expect(
      (await apiClient(t.baseUrl).delete(`${CONSULTS}/${id}/decline`, { reasonForDeclining: 'Other' }))
        .status,
    ).toBe(401);
    expect((await decline(reader, id, { reasonForDeclining: 'Patient discharged home' })).status).toBe(403);
    const res = await decline(manager, id, {
      reasonForDeclining: 'Other',
      otherReasonForDeclining: 'Family declined review',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      isDeclined: true,
      vtisStatus: 'DECLINED',
      consultInformation: {
        declinedBy: 'Victor Strokemanager',
        declinedAt: expect.any(String),
        reasonForDeclining: 'Family declined review',
      },
    });
    const got = (await reader.get(`${CONSULTS}/${id}`)).body;
    expect(got).toMatchObject({
      isDeclined: true,
      isPending: false,
      vtisStatus: 'DECLINED',
      consultInformation: res.body.consultInformation,
    });
    expect(await auditActions('vtis.consult.decline', id)).toHaveLength(1);
    const [row] = await t.db.select().from(vtisConsults).where(eq(vtisConsults.id, id));
    expect(row).toMatchObject({ declinedBy: await userId(t, VTIS_MANAGE), reasonForDeclining: 'Other' });

    // Read-only for everyone, the consult's attachments included; declined twice: refused too.
    const refused = await saveSections(admin, CONSULTS, id, { imagingDetails: { imagingResults: 'x' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.consultDeclined);
    expect((await decline(admin, id, { reasonForDeclining: 'Patient discharged home' })).status).toBe(403);
    expect((await admin.patch(`${CONSULTS}/${id}/close`)).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.7 letter')]), 'letter.pdf');
    expect((await admin.send('POST', `${CONSULTS}/${id}/attachments`, { body: form })).status).toBe(403);
    // No follow-up of a declined consult.
    const patientId = got.patientProfileId as number;
    const followup = await manager.post(FOLLOWUP, newFollowupBody(id, patientId, ids));
    expect(fieldsOf(followup.body)).toEqual([{ field: 'vtisConsultId', message: M.followupNotAllowed }]);
  });

  it('declines pending consults only', async () => {
    const patient = await newPatient(t);
    const taken = await completeConsult(manager, patient.id, ids);
    const res = await decline(manager, taken, { reasonForDeclining: 'Patient discharged home' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.declineNotAllowed);
    expect((await decline(manager, 999999, { reasonForDeclining: 'Patient discharged home' })).status).toBe(
      404,
    );
  });
});

describe('DELETE /api/vtis/consults/{id}/delete', () => {
  it('needs edit rights and a reason; the follow-ups go first; the consult and its documentation are then gone', async () => {
    const patient = await newPatient(t);
    const { consult: id, followup: child } = await closedConsultWithFollowup(manager, patient.id, ids);
    const reason = 'reasonForDeletion=Entered%20twice';
    expect((await apiClient(t.baseUrl).delete(`${CONSULTS}/${id}/delete?${reason}`)).status).toBe(401);
    expect((await reader.delete(`${CONSULTS}/${id}/delete?${reason}`)).status).toBe(403);
    const noReason = await manager.delete(`${CONSULTS}/${id}/delete`);
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toContainEqual({
      field: 'reasonForDeletion',
      message: CASE_MESSAGES.deleteReasonRequired,
    });
    const refused = await manager.delete(`${CONSULTS}/${id}/delete?${reason}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(S.deleteFollowupsFirst);
    expect((await manager.delete(`${FOLLOWUP}/${child}/delete?${reason}`)).status).toBe(200);
    const deleted = await manager.delete(`${CONSULTS}/${id}/delete?${reason}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe(true);
    expect((await manager.get(`${CONSULTS}/${id}`)).status).toBe(404);
    expect((await manager.get(`${CONSULTS}/${id}/hospital-documentation`)).status).toBe(404);
    const [row] = await t.db.select().from(vtisConsults).where(eq(vtisConsults.id, id));
    expect(row).toMatchObject({ deletionReason: 'Entered twice' });
    expect(await auditActions('vtis.consult.delete', id)).toHaveLength(1);
    expect(await auditActions('vtis.followup.delete', child)).toHaveLength(1);
  });
});

describe('the automatic referral from VST (spec 3 §4.1)', () => {
  it('creates a pending VTIS consult when a VST consult of a VTIS hospital closes, once', async () => {
    const [vtisHospital] = await t.db
      .select({ id: healthCareProviders.id })
      .from(healthCareProviders)
      .where(eq(healthCareProviders.vtisEnabled, true))
      .limit(1);
    const vstIds = { ...ids, hospitalId: vtisHospital?.id as number };
    const vstManager = await clientFor(t, vst.VST_MANAGE);
    const patient = await newPatient(t);
    const at = vst.callAt();
    const vstId = await vst.createConsult(vstManager, vst.newConsultBody(patient.id, vstIds, at));
    await vst.completeConsult(vstManager, vstId, vstIds, at);
    const closed = await vstManager.patch(`${vst.CONSULTS}/${vstId}/deactivate`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      vtisConsultAutomaticallyCreated: true,
      vtisConsultId: expect.any(Number),
    });
    const vtisId = closed.body.vtisConsultId as number;
    const referred = (await reader.get(`${CONSULTS}/${vtisId}`)).body;
    expect(referred).toMatchObject({
      vstConsultId: vstId,
      patientProfileId: patient.id,
      isPending: true,
      vtisStatus: 'PENDING',
      referrerInformation: { referrerHospitalId: vstIds.hospitalId },
      patientInformation: { patientHospitalId: vstIds.hospitalId, patientHospitalUrn: 'UR4471' },
    });
    expect(await auditActions('vtis.consult.create', vtisId)).toHaveLength(1);
    // A VST consult of a hospital outside VTIS refers no one.
    const other = await vst.closedConsult(vstManager, (await newPatient(t)).id, ids);
    expect(other).toBeGreaterThan(0);
    const rows = await t.db.select().from(vtisConsults).where(eq(vtisConsults.vstConsultId, other));
    expect(rows).toHaveLength(0);
  });

  it('commits with the close or not at all: a close whose reaction fails stays open and refers no one', async () => {
    const [vtisHospital] = await t.db
      .select({ id: healthCareProviders.id })
      .from(healthCareProviders)
      .where(eq(healthCareProviders.vtisEnabled, true))
      .limit(1);
    const vstIds = { ...ids, hospitalId: vtisHospital?.id as number };
    const vstManager = await clientFor(t, vst.VST_MANAGE);
    const at = vst.callAt();
    const vstId = await vst.createConsult(
      vstManager,
      vst.newConsultBody((await newPatient(t)).id, vstIds, at),
    );
    await vst.completeConsult(vstManager, vstId, vstIds, at);
    // Another reaction to the close (after VTIS's referral) fails.
    subscribe(vstConsultClosed, 'test.failing-reaction', () => {
      throw new Error('reaction failed');
    });
    try {
      expect((await vstManager.patch(`${vst.CONSULTS}/${vstId}/deactivate`)).status).toBe(500);
    } finally {
      subscribe(vstConsultClosed, 'test.failing-reaction', () => null);
    }
    expect((await vstManager.get(`${vst.CONSULTS}/${vstId}`)).body).toMatchObject({ isActive: true });
    const rows = await t.db.select().from(vtisConsults).where(eq(vtisConsults.vstConsultId, vstId));
    expect(rows).toHaveLength(0);
    // Closed again without the failing reaction, it refers the patient.
    const closed = await vstManager.patch(`${vst.CONSULTS}/${vstId}/deactivate`);
    expect(closed.body).toMatchObject({
      vtisConsultAutomaticallyCreated: true,
      vtisConsultId: expect.any(Number),
    });
  });
});
