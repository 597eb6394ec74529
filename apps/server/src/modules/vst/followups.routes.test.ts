import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, presentations } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  callAt,
  closedConsult,
  createConsult,
  createFollowup,
  FOLLOWUP,
  followupSections,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';

let t: TestApp;
let vstAdmin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [vstAdmin, manager, reader] = await Promise.all([
    clientFor(t, VST_ADMIN),
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
  ]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[1] as number,
    specialistId: await userId(t, VST_MANAGE),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
});
afterAll(() => t?.close());

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
const fieldsOf = (body: Body) => body.fieldErrors ?? [];
const fieldNames = (body: Body) => fieldsOf(body).map((f) => f.field);

/** A closed consult and a new follow-up of it. */
async function freshFollowup(at: Date = callAt()) {
  const patient = await newPatient(t);
  const consultId = await closedConsult(manager, patient.id, ids);
  const id = await createFollowup(manager, newFollowupBody(consultId, patient.id, ids, at));
  return { id, consultId, patient, at };
}

describe('POST /api/vst/followup', () => {
  it('creates a follow-up of a closed consult; GET answers it', async () => {
    const patient = await newPatient(t);
    const consultId = await closedConsult(manager, patient.id, ids);
    const at = callAt();
    const res = await manager.post(FOLLOWUP, newFollowupBody(consultId, patient.id, ids, at));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    expect(res.body).toEqual({ data: { id } });
    const got = await reader.get(`${FOLLOWUP}/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      studyId: `VSTFU${id}`,
      type: 'Followup',
      vstConsultId: consultId,
      vstConsultStudyId: `VST${consultId}`,
      patientProfileId: patient.id,
      isActive: true,
      closedOn: null,
      referrerInformation: { referrerHospitalId: ids.hospitalId },
      followupConsultationInformation: null,
    });
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'VSTFollowup'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ studyId: `VSTFU${id}`, isActive: true });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.followup.create'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);
  });

  it('is refused while the consult is open or has an open follow-up (spec 3 §2.2)', async () => {
    const patient = await newPatient(t);
    const open = await createConsult(manager, newConsultBody(patient.id, ids));
    const refused = await manager.post(FOLLOWUP, newFollowupBody(open, patient.id, ids));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual([{ field: 'vstConsultId', message: M.followupNotAllowed }]);

    const closed = await closedConsult(manager, patient.id, ids);
    const at = callAt();
    const first = await createFollowup(manager, newFollowupBody(closed, patient.id, ids, at));
    const second = await manager.post(FOLLOWUP, newFollowupBody(closed, patient.id, ids));
    expect(second.body.fieldErrors).toEqual([{ field: 'vstConsultId', message: M.followupNotAllowed }]);
    // Once the first follow-up is closed, another may follow.
    expect((await saveSections(manager, FOLLOWUP, first, followupSections(at, ids))).status).toBe(200);
    expect((await manager.patch(`${FOLLOWUP}/${first}/deactivate`)).status).toBe(200);
    expect((await manager.post(FOLLOWUP, newFollowupBody(closed, patient.id, ids))).status).toBe(201);
  });

  it('names invalid fields, another patient and an unknown consult', async () => {
    const patient = await newPatient(t);
    const consultId = await closedConsult(manager, patient.id, ids);
    const body = newFollowupBody(consultId, patient.id, ids);
    for (const [change, field] of [
      [{ vstConsultId: undefined }, 'vstConsultId'],
      [{ callTakerId: undefined }, 'callTakerId'],
      [
        { referrerInformation: { ...body.referrerInformation, referrerLastName: '' } },
        'referrerInformation.referrerLastName',
      ],
    ] as const) {
      const res = await manager.post(FOLLOWUP, { ...body, ...change });
      expect(res.status, field).toBe(400);
      expect(fieldNames(res.body), field).toContain(field);
    }
    const other = await newPatient(t);
    const mismatch = await manager.post(FOLLOWUP, { ...body, patientProfileId: other.id });
    expect(mismatch.body.fieldErrors).toEqual([
      { field: 'patientProfileId', message: S.followupPatientMismatch },
    ]);
    const unknown = await manager.post(FOLLOWUP, { ...body, vstConsultId: 999999 });
    expect(unknown.body.fieldErrors).toEqual([{ field: 'vstConsultId', message: M.consultNotFound }]);
  });

  it('answers 401 without a token and 403 to a Read user', async () => {
    const patient = await newPatient(t);
    const consultId = await closedConsult(manager, patient.id, ids);
    const body = newFollowupBody(consultId, patient.id, ids);
    expect((await apiClient(t.baseUrl).post(FOLLOWUP, body)).status).toBe(401);
    expect((await reader.post(FOLLOWUP, body)).status).toBe(403);
  });
});

describe('GET and PUT /api/vst/followup', () => {
  it('saves sections, names the rules of spec 3 §5.3 and clears the adverse event chain', async () => {
    const { id, at } = await freshFollowup();
    const all = followupSections(at, ids);
    const saved = await saveSections(manager, FOLLOWUP, id, {
      followupConsultationInformation: all.followupConsultationInformation,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.followupConsultationInformation).toMatchObject({ reasonForFollowup: 'tPA' });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.followup.update'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);

    const consultation = all.followupConsultationInformation;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { followupConsultationInformation: { ...consultation, followupNotes: null } },
        'followupConsultationInformation.followupNotes',
      ],
      [
        { followupConsultationInformation: { ...consultation, seriousAdverseEvent: 'Yes' } },
        'followupConsultationInformation.seriousAdverseEventType',
      ],
      [
        { followupConsultationInformation: { ...consultation, seriousAdverseEvent: 'Yes' } },
        'followupConsultationInformation.seriousAdverseEventDateTime',
      ],
      [
        {
          followupConsultationInformation: {
            ...consultation,
            seriousAdverseEvent: 'Yes',
            seriousAdverseEventType: 'Other',
            seriousAdverseEventDateTime: at.toISOString(),
          },
        },
        'followupConsultationInformation.seriousAdverseEventTypeOtherExplanation',
      ],
      [
        { patientInformation: { patientHospitalId: ids.hospitalId } },
        'patientInformation.patientHospitalUnit',
      ],
    ];
    for (const [sections, field] of cases) {
      const res = await saveSections(manager, FOLLOWUP, id, sections);
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body), field).toContainEqual({ field, message: M.required });
    }
    const cleared = await saveSections(manager, FOLLOWUP, id, {
      followupConsultationInformation: {
        ...consultation,
        seriousAdverseEvent: 'No',
        seriousAdverseEventType: 'Angioedema',
        seriousAdverseEventTypeOtherExplanation: 'hidden',
      },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.followupConsultationInformation).toMatchObject({
      seriousAdverseEventType: null,
      seriousAdverseEventTypeOtherExplanation: null,
    });
  });

  it('answers 409 to a stale save and saves when forced', async () => {
    const { id, at } = await freshFollowup();
    const stale = (await manager.get(`${FOLLOWUP}/${id}`)).body.lastModified;
    const all = followupSections(at, ids);
    expect(
      (await saveSections(manager, FOLLOWUP, id, { patientInformation: all.patientInformation })).status,
    ).toBe(200);
    const body = {
      id,
      lastModified: stale,
      sectionsToUpdate: ['hospitalAgreementDetails'],
      hospitalAgreementDetails: all.hospitalAgreementDetails,
    };
    expect((await manager.put(FOLLOWUP, body)).status).toBe(409);
    const forced = await manager.put(FOLLOWUP, { ...body, forceUpdate: true });
    expect(forced.status).toBe(200);
    expect(forced.body.hospitalAgreementDetails).toMatchObject({ appropriateReferralToVST: 'Yes' });
  });

  it('answers 401, 403 to a Read user and 404', async () => {
    const { id, at } = await freshFollowup();
    const put = {
      id,
      lastModified: (await manager.get(`${FOLLOWUP}/${id}`)).body.lastModified,
      sectionsToUpdate: ['patientInformation'],
      patientInformation: followupSections(at, ids).patientInformation,
    };
    expect((await apiClient(t.baseUrl).get(`${FOLLOWUP}/${id}`)).status).toBe(401);
    expect((await apiClient(t.baseUrl).put(FOLLOWUP, put)).status).toBe(401);
    expect((await reader.put(FOLLOWUP, put)).status).toBe(403);
    expect((await manager.get(`${FOLLOWUP}/999999`)).status).toBe(404);
    expect((await manager.get(`${FOLLOWUP}/999999`)).body.message).toBe(M.followupNotFound);
    expect((await manager.put(FOLLOWUP, { ...put, id: 999999 })).status).toBe(404);
  });
});

describe('PATCH /api/vst/followup/{id}/deactivate and DELETE /api/vst/followup/{id}/delete', () => {
  it('closes a complete follow-up only, then keeps it read-only', async () => {
    const { id, at } = await freshFollowup();
    const incomplete = await manager.patch(`${FOLLOWUP}/${id}/deactivate`);
    expect(incomplete.status).toBe(400);
    expect(fieldNames(incomplete.body)).toContain('followupConsultationInformation');
    expect((await reader.patch(`${FOLLOWUP}/${id}/deactivate`)).status).toBe(403);
    expect((await saveSections(manager, FOLLOWUP, id, followupSections(at, ids))).status).toBe(200);
    const closed = await manager.patch(`${FOLLOWUP}/${id}/deactivate`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id, isActive: false, closedOn: expect.any(String) });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.followup.close'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);
    const sections = { patientInformation: { patientHospitalUnit: 'ICU' } };
    expect((await saveSections(manager, FOLLOWUP, id, sections)).status).toBe(403);
    expect((await saveSections(vstAdmin, FOLLOWUP, id, sections)).status).toBe(200);
    expect((await manager.patch(`${FOLLOWUP}/999999/deactivate`)).status).toBe(404);
  });

  it('deletes with the delete permission and a reason', async () => {
    const { id, consultId } = await freshFollowup();
    const reason = 'reasonForDeletion=Wrong%20patient';
    expect((await manager.delete(`${FOLLOWUP}/${id}/delete?${reason}`)).status).toBe(403);
    expect((await reader.delete(`${FOLLOWUP}/${id}/delete?${reason}`)).status).toBe(403);
    const noReason = await vstAdmin.delete(`${FOLLOWUP}/${id}/delete?reasonForDeletion=%20`);
    expect(noReason.body.fieldErrors).toContainEqual({
      field: 'reasonForDeletion',
      message: CASE_MESSAGES.deleteReasonRequired,
    });
    expect((await vstAdmin.delete(`${FOLLOWUP}/${id}/delete?${reason}`)).body).toBe(true);
    expect((await manager.get(`${FOLLOWUP}/${id}`)).status).toBe(404);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.followup.delete'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);
    // The deleted follow-up no longer blocks a new one.
    const consult = (await manager.get(`${CONSULTS}/${consultId}`)).body;
    expect(
      (await manager.post(FOLLOWUP, newFollowupBody(consultId, consult.patientProfileId, ids))).status,
    ).toBe(201);
  });
});
