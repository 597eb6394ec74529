import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { patientUrns, presentations, userHealthCareProviders, vstClinics } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { ADMIN, newPatient, userId } from '../../test/support/cases.ts';
import {
  auditActions,
  type ClinicIds,
  callAt,
  clinicSections,
  completeClinic,
  createClinic,
  fieldErrors,
  fieldNames,
  newClinicBody,
  OUTPATIENT,
  saveClinic,
} from '../../test/support/clinics.ts';
import { VST_ADMIN, VST_MANAGE } from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';

let t: TestApp;
let admin: ApiClient;
let vstAdmin: ApiClient;
let manager: ApiClient;
let ids: ClinicIds;
let hospitals: number[];

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [admin, vstAdmin, manager] = await Promise.all([
    clientFor(t, ADMIN),
    clientFor(t, VST_ADMIN),
    clientFor(t, VST_MANAGE),
  ]);
  hospitals = await providerIds(t);
  ids = { hospitalId: hospitals[0] as number, specialistId: await userId(t, VST_ADMIN) };
});
afterAll(() => t?.close());

const reason = 'reasonForDeletion=Entered%20twice';

describe('PATCH /api/vst/outpatient/{id}/deactivate', () => {
  it('refuses an incomplete clinic, closes a complete one, then keeps it read-only but for a VST Admin', async () => {
    const patient = await newPatient(t);
    const at = callAt();
    const id = await createClinic(manager, newClinicBody(patient.id, ids, at));
    const incomplete = await manager.patch(`${OUTPATIENT}/${id}/deactivate`);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(S.closeNeedsCompleteRecord);
    expect(fieldNames(incomplete.body)).toEqual(
      expect.arrayContaining(['patientInformation', 'clinicalAssessmentDetails', 'furtherFollowup']),
    );

    const all = clinicSections(at, ids.hospitalId);
    expect((await saveClinic(manager, id, all)).status).toBe(200);
    const closed = await manager.patch(`${OUTPATIENT}/${id}/deactivate`);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ isActive: false, closedOn: expect.any(String) });
    expect(await auditActions(t, 'clinics.clinic.close', id)).toHaveLength(1);
    expect((await manager.get(`${OUTPATIENT}/${id}`)).body).toMatchObject({
      isActive: false,
      closedOn: closed.body.closedOn,
    });
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'Outpatient'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ isActive: false, status: 'Closed' });
    const listed = await manager.get(`${OUTPATIENT}/search?keyword=VSTOP${id}`);
    expect(listed.body.outpatientCases).toMatchObject([
      { id, status: 'CLOSED', closedOn: closed.body.closedOn },
    ]);

    // Closed: read-only for a Manage user; a VST Admin may Edit, then Save and Exit (§4.4).
    const edit = {
      furtherFollowup: { furtherClinicReviewRequired: 'Yes', nextClinicReviewTiming: '6 weeks' },
    };
    const refused = await saveClinic(manager, id, edit);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.recordReadOnly);
    expect((await manager.patch(`${OUTPATIENT}/${id}/deactivate`)).status).toBe(403);
    const saveAndExit = await saveClinic(vstAdmin, id, { ...all, ...edit });
    expect(saveAndExit.status, JSON.stringify(saveAndExit.body)).toBe(200);
    expect(saveAndExit.body).toMatchObject({ isActive: false, furtherFollowup: edit.furtherFollowup });
    const again = await vstAdmin.patch(`${OUTPATIENT}/${id}/deactivate`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(S.alreadyClosed);
  });

  it('answers 401 and 404', async () => {
    expect((await apiClient(t.baseUrl).patch(`${OUTPATIENT}/1/deactivate`)).status).toBe(401);
    expect((await manager.patch(`${OUTPATIENT}/999999/deactivate`)).status).toBe(404);
  });
});

describe('DELETE /api/vst/outpatient/{id}/delete', () => {
  it('needs the delete permission and a reason; the clinic is then gone', async () => {
    const id = await completeClinic(manager, (await newPatient(t)).id, ids);
    expect((await apiClient(t.baseUrl).delete(`${OUTPATIENT}/${id}/delete?${reason}`)).status).toBe(401);
    expect((await manager.delete(`${OUTPATIENT}/${id}/delete?${reason}`)).status).toBe(403);
    const noReason = await vstAdmin.delete(`${OUTPATIENT}/${id}/delete`);
    expect(noReason.status).toBe(400);
    expect(fieldErrors(noReason.body)).toContainEqual({
      field: 'reasonForDeletion',
      message: CASE_MESSAGES.deleteReasonRequired,
    });
    const deleted = await vstAdmin.delete(`${OUTPATIENT}/${id}/delete?id=${id}&${reason}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe(true);
    expect((await manager.get(`${OUTPATIENT}/${id}`)).status).toBe(404);
    expect((await vstAdmin.delete(`${OUTPATIENT}/${id}/delete?${reason}`)).status).toBe(404);
    const listed = await manager.get(`${OUTPATIENT}/search?keyword=VSTOP${id}`);
    expect(listed.body).toEqual({ outpatientCases: [], totalRecordsCount: 0 });
    const [row] = await t.db.select().from(vstClinics).where(eq(vstClinics.id, id));
    expect(row).toMatchObject({ deletionReason: 'Entered twice', deletedBy: await userId(t, VST_ADMIN) });
    expect(await auditActions(t, 'clinics.clinic.delete', id)).toHaveLength(1);
    // A system admin deletes too.
    const other = await completeClinic(manager, (await newPatient(t)).id, ids);
    expect((await admin.delete(`${OUTPATIENT}/${other}/delete?${reason}`)).status).toBe(200);
  });
});

describe('attachments of a clinic', () => {
  it('uploads, lists and deletes, audited as clinics.case-attachment.*', async () => {
    const id = await completeClinic(manager, (await newPatient(t)).id, ids);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.7 clinic letter')]), 'letter.pdf');
    const upload = await manager.send('POST', `${OUTPATIENT}/${id}/attachments`, { body: form });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const list = await manager.get(`${OUTPATIENT}/${id}/attachments`);
    expect(list.body).toMatchObject([{ id: upload.body.id }]);
    expect(await auditActions(t, 'clinics.case-attachment.upload', upload.body.id)).toHaveLength(1);
    expect((await manager.get(`${OUTPATIENT}/999999/attachments`)).status).toBe(404);
  });
});

describe('a user limited to some providers', () => {
  it('sees, lists and creates clinics at its providers only (others answer 404)', async () => {
    const [X, Y] = hospitals as [number, number];
    const user = await createTestUser(t.db, { isVstUser: true, vstAccess: ACCESS_LEVEL.Manage });
    await t.db
      .insert(userHealthCareProviders)
      .values({ userId: user.id, healthCareProviderId: X, platformAppId: PLATFORM_APP.VST });
    const atX = apiClient(t.baseUrl, (await signIn(t.baseUrl, user.email, TEST_PASSWORD)).accessToken);
    const clinicX = await completeClinic(admin, (await newPatient(t)).id, { ...ids, hospitalId: X });
    const clinicY = await completeClinic(admin, (await newPatient(t)).id, { ...ids, hospitalId: Y });

    expect((await atX.get(`${OUTPATIENT}/${clinicX}`)).status).toBe(200);
    expect((await atX.get(`${OUTPATIENT}/${clinicY}`)).status).toBe(404);
    const edit = { furtherFollowup: { furtherClinicReviewRequired: 'No' } };
    expect(
      (
        await atX.put(OUTPATIENT, {
          id: clinicY,
          lastModified: (await admin.get(`${OUTPATIENT}/${clinicY}`)).body.lastModified,
          sectionsToUpdate: ['furtherFollowup'],
          ...edit,
        })
      ).status,
    ).toBe(404);
    expect((await atX.patch(`${OUTPATIENT}/${clinicY}/deactivate`)).status).toBe(404);
    expect((await atX.get(`${OUTPATIENT}/${clinicY}/attachments`)).status).toBe(404);
    const listed = (
      (await atX.get(`${OUTPATIENT}/search?pageSize=100`)).body.outpatientCases as Array<{ id: number }>
    ).map((r) => r.id);
    expect(listed).toContain(clinicX);
    expect(listed).not.toContain(clinicY);

    // A patient it sees (a URN at X): a clinic referred from X, never from Y.
    const patient = await newPatient(t);
    await t.db
      .insert(patientUrns)
      .values({ patientProfileId: patient.id, healthCareProviderId: X, urn: 'OP1' });
    const elsewhere = await atX.post(OUTPATIENT, newClinicBody(patient.id, { ...ids, hospitalId: Y }));
    expect(elsewhere.status).toBe(400);
    expect(fieldErrors(elsewhere.body)).toEqual([
      { field: 'referrerInformation.referrerHospitalId', message: S.hospitalOutsideProviders },
    ]);
    expect((await atX.post(OUTPATIENT, newClinicBody(patient.id, { ...ids, hospitalId: X }))).status).toBe(
      201,
    );
  });
});
