import { CLINIC_MESSAGES as M } from '@scout/domain/clinics/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentations, vstClinics } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  auditActions,
  type ClinicIds,
  callAt,
  clinicSections,
  createClinic,
  fieldErrors,
  fieldNames,
  newClinicBody,
  OUTPATIENT,
  saveClinic,
} from '../../test/support/clinics.ts';
import { VST_ADMIN, VST_MANAGE, VST_READ } from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let ids: ClinicIds;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, ecmoOnly] = await Promise.all([
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
    clientFor(t, 'ecmo.manage@scout.example'),
  ]);
  ids = { hospitalId: (await providerIds(t))[1] as number, specialistId: await userId(t, VST_ADMIN) };
});
afterAll(() => t?.close());

async function freshClinic(at: Date = callAt()) {
  const patient = await newPatient(t);
  const id = await createClinic(manager, newClinicBody(patient.id, ids, at));
  return { id, patient, at };
}

describe('POST /api/vst/outpatient', () => {
  it('creates the clinic with its presentation and audit; GET answers it', async () => {
    const patient = await newPatient(t);
    const at = callAt();
    const res = await manager.post(OUTPATIENT, newClinicBody(patient.id, ids, at));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    expect(res.body).toEqual({ data: { id } });

    const got = await manager.get(`${OUTPATIENT}/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      studyId: `VSTOP${id}`,
      type: 'Clinic',
      patientProfileId: patient.id,
      patient: { id: patient.id, lastName: patient.lastName },
      isActive: true,
      closedOn: null,
      callDateTime: at.toISOString(),
      specialistId: ids.specialistId,
      specialist: expect.any(String),
      referrerInformation: { referrerDoctorProviderNumber: '4024742F', referrerHospitalId: ids.hospitalId },
      patientInformation: null,
      clinicalAssessmentDetails: null,
      furtherFollowup: null,
    });
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'Outpatient'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ studyId: `VSTOP${id}`, isActive: true, status: 'Open' });
    expect(await auditActions(t, 'clinics.clinic.create', id)).toHaveLength(1);
    expect((await auditActions(t, 'clinics.clinic.read', id)).length).toBeGreaterThan(0);
  });

  it('names each invalid field (spec 3 §5.1, §5.8)', async () => {
    const patient = await newPatient(t);
    const body = newClinicBody(patient.id, ids);
    const referrer = (change: Record<string, unknown>) => ({
      referrerInformation: { ...body.referrerInformation, ...change },
    });
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ specialistId: undefined }, 'specialistId'],
      [{ callDateTime: undefined }, 'callDateTime'],
      [{ callDateTime: new Date(Date.now() + 2 * 86_400_000).toISOString() }, 'callDateTime'],
      [{ patientProfileId: undefined }, 'patientProfileId'],
      [referrer({ referrerLastName: '' }), 'referrerInformation.referrerLastName', M.required],
      [
        referrer({ referrerDoctorProviderNumber: null }),
        'referrerInformation.referrerDoctorProviderNumber',
        M.required,
      ],
      [
        referrer({ referrerDoctorProviderNumber: '4024742A' }),
        'referrerInformation.referrerDoctorProviderNumber',
        M.providerNumberInvalid,
      ],
      [referrer({ referrerHospitalUnit: 'Theatre' }), 'referrerInformation.referrerHospitalUnit'],
    ];
    for (const [change, field, message] of cases) {
      const res = await manager.post(OUTPATIENT, { ...body, ...change });
      expect(res.status, field).toBe(400);
      expect(fieldNames(res.body), field).toContain(field);
      if (message) expect(fieldErrors(res.body)).toContainEqual({ field, message });
    }
    // Ids the schema cannot check: a specialist who is not a VST neurologist, an unknown hospital.
    const readerId = await userId(t, VST_READ);
    const notSpecialist = await manager.post(OUTPATIENT, { ...body, specialistId: readerId });
    expect(fieldErrors(notSpecialist.body)).toEqual([
      { field: 'specialistId', message: S.unknownSpecialist },
    ]);
    const noHospital = await manager.post(OUTPATIENT, {
      ...body,
      ...referrer({ referrerHospitalId: 999999 }),
    });
    expect(fieldErrors(noHospital.body)).toEqual([
      { field: 'referrerInformation.referrerHospitalId', message: S.unknownHospital },
    ]);
    const noPatient = await manager.post(OUTPATIENT, { ...body, patientProfileId: 999999 });
    expect(fieldErrors(noPatient.body)).toEqual([{ field: 'patientProfileId', message: S.patientNotFound }]);
  });

  it('answers 401 without a token and 403 to a VST Read user and a user without VST', async () => {
    const body = newClinicBody((await newPatient(t)).id, ids);
    expect((await apiClient(t.baseUrl).post(OUTPATIENT, body)).status).toBe(401);
    expect((await reader.post(OUTPATIENT, body)).status).toBe(403);
    expect((await ecmoOnly.post(OUTPATIENT, body)).status).toBe(403);
    const { id } = await freshClinic();
    for (const api of [reader, ecmoOnly]) {
      expect((await api.get(`${OUTPATIENT}/${id}`)).status).toBe(403);
      expect((await api.get(`${OUTPATIENT}/search`)).status).toBe(403);
      const save = {
        id,
        lastModified: new Date().toISOString(),
        sectionsToUpdate: ['furtherFollowup'],
        furtherFollowup: {},
      };
      expect((await api.put(OUTPATIENT, save)).status).toBe(403);
      expect((await api.patch(`${OUTPATIENT}/${id}/deactivate`)).status).toBe(403);
      expect((await api.delete(`${OUTPATIENT}/${id}/delete?reasonForDeletion=x`)).status).toBe(403);
    }
    expect((await apiClient(t.baseUrl).get(`${OUTPATIENT}/${id}`)).status).toBe(401);
    expect((await manager.get(`${OUTPATIENT}/999999`)).status).toBe(404);
    expect((await manager.get(`${OUTPATIENT}/999999`)).body.message).toBe(M.clinicNotFound);
  });
});

describe('PUT /api/vst/outpatient', () => {
  it('saves the listed sections only, clears hidden answers (§4.4) and copies the list columns', async () => {
    const { id, at } = await freshClinic();
    const all = clinicSections(at, ids.hospitalId);
    const patientOnly = await saveClinic(manager, id, { patientInformation: all.patientInformation });
    expect(patientOnly.status, JSON.stringify(patientOnly.body)).toBe(200);
    expect(patientOnly.body).toMatchObject({
      patientInformation: { patientHospitalUrn: 'UR7781', medicareNumber: '2123456701' },
      clinicalAssessmentDetails: null,
    });
    const assessment = {
      ...all.clinicalAssessmentDetails,
      reperfusionTherapyReceived: 'No',
      reperfusionTherapy: ['Alteplase'],
      investigationsPerformed: ['TTE'],
      investigationsPerformedOther: 'Stale text',
    };
    const saved = await saveClinic(manager, id, {
      clinicalAssessmentDetails: assessment,
      furtherFollowup: { furtherClinicReviewRequired: 'No', nextClinicReviewTiming: '3 months' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.clinicalAssessmentDetails).toMatchObject({
      reperfusionTherapy: [],
      investigationsPerformedOther: null,
    });
    expect(saved.body.furtherFollowup).toEqual({
      furtherClinicReviewRequired: 'No',
      nextClinicReviewTiming: null,
    });
    const [row] = await t.db.select().from(vstClinics).where(eq(vstClinics.id, id));
    expect(row).toMatchObject({ patientHospitalUrn: 'UR7781', patientHospitalId: ids.hospitalId });
    expect(await auditActions(t, 'clinics.clinic.update', id)).toHaveLength(2);
  });

  it('answers the spec messages on the fields (§5.4)', async () => {
    const { id, at } = await freshClinic();
    const all = clinicSections(at, ids.hospitalId);
    const tooLong = await saveClinic(manager, id, {
      patientInformation: { ...all.patientInformation, medicareNumber: '212345670123' },
    });
    expect(tooLong.status).toBe(400);
    expect(fieldErrors(tooLong.body)).toContainEqual({
      field: 'patientInformation.medicareNumber',
      message: 'Cannot exceed 11 digits long',
    });
    const missing = await saveClinic(manager, id, {
      clinicalAssessmentDetails: { ...all.clinicalAssessmentDetails, reperfusionTherapyReceived: 'Yes' },
      furtherFollowup: { furtherClinicReviewRequired: 'Yes' },
    });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toEqual(
      expect.arrayContaining([
        { field: 'clinicalAssessmentDetails.reperfusionTherapy', message: M.atLeastOneOption },
        { field: 'furtherFollowup.nextClinicReviewTiming', message: M.required },
      ]),
    );
    const unlisted = await saveClinic(manager, id, {}, { sectionsToUpdate: ['somethingElse'] });
    expect(unlisted.status).toBe(400);
    expect(fieldNames(unlisted.body)).toContain('sectionsToUpdate.0');
  });

  it('answers 409 to a stale save, and saves when forced', async () => {
    const { id, at } = await freshClinic();
    const all = clinicSections(at, ids.hospitalId);
    const stale = (await manager.get(`${OUTPATIENT}/${id}`)).body.lastModified;
    expect((await saveClinic(manager, id, { patientInformation: all.patientInformation })).status).toBe(200);
    const body = {
      id,
      lastModified: stale,
      sectionsToUpdate: ['furtherFollowup'],
      furtherFollowup: all.furtherFollowup,
    };
    const conflict = await manager.put(OUTPATIENT, body);
    expect(conflict.status).toBe(409);
    const forced = await manager.put(OUTPATIENT, { ...body, forceUpdate: true });
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({
      furtherFollowup: all.furtherFollowup,
      patientInformation: { patientHospitalUrn: 'UR7781' },
    });
    expect((await manager.put(OUTPATIENT, { ...body, id: 999999, forceUpdate: true })).status).toBe(404);
    expect((await reader.put(OUTPATIENT, { ...body, forceUpdate: true })).status).toBe(403);
    expect((await apiClient(t.baseUrl).put(OUTPATIENT, body)).status).toBe(401);
  });
});
