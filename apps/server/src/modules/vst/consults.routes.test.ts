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
  consultSections,
  createConsult,
  type Ids,
  newConsultBody,
  saveSections,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, ecmoOnly] = await Promise.all([
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
    clientFor(t, 'ecmo.manage@scout.example'),
  ]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VST_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
});
afterAll(() => t?.close());

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
const fieldsOf = (body: Body) => body.fieldErrors ?? [];
const fieldNames = (body: Body) => fieldsOf(body).map((f) => f.field);

async function freshConsult(at: Date = callAt()) {
  const patient = await newPatient(t);
  const id = await createConsult(manager, newConsultBody(patient.id, ids, at));
  return { id, patient, at };
}

async function auditActions(action: string, id: number) {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(auditEvents.id);
  return rows.filter((a) => a.entityId === String(id));
}

describe('POST /api/vst/consults', () => {
  it('creates the consult with its presentation and audit; GET answers it', async () => {
    const patient = await newPatient(t);
    const at = callAt();
    const res = await manager.post(CONSULTS, newConsultBody(patient.id, ids, at));
    expect(res.status).toBe(201);
    const id = res.body.data.id as number;
    expect(res.body).toEqual({ data: { id } });

    const got = await reader.get(`${CONSULTS}/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      studyId: `VST${id}`,
      type: 'Consult',
      patientProfileId: patient.id,
      patient: { id: patient.id, lastName: patient.lastName, firstName: 'Pat', gender: 'Female' },
      isActive: true,
      closedOn: null,
      callDateTime: at.toISOString(),
      callTaker: ids.callTakerId,
      callTakerName: expect.any(String),
      schemaVersion: 1,
      referrerInformation: { referrerLastName: 'Lee', referrerHospitalId: ids.hospitalId },
      patientInformation: null,
      neurologistInformation: null,
      diagnosisDetails: null,
      hospitalAgreementDetails: null,
    });
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'VST'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ studyId: `VST${id}`, isActive: true, status: 'Open' });
    expect(await auditActions('vst.consult.create', id)).toHaveLength(1);
    expect((await auditActions('vst.consult.read', id)).length).toBeGreaterThan(0);
  });

  it('names each invalid field (spec 3 §5.1, §5.8)', async () => {
    const patient = await newPatient(t);
    const body = newConsultBody(patient.id, ids);
    const referrer = (change: Record<string, unknown>) => ({
      referrerInformation: { ...body.referrerInformation, ...change },
    });
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ callTakerId: undefined }, 'callTakerId'],
      [{ callDateTime: undefined }, 'callDateTime'],
      // A past event: a future day is refused.
      [{ callDateTime: new Date(Date.now() + 2 * 86_400_000).toISOString() }, 'callDateTime'],
      [{ patientProfileId: undefined }, 'patientProfileId'],
      [referrer({ referrerLastName: '' }), 'referrerInformation.referrerLastName', M.required],
      [referrer({ referrerFirstName: null }), 'referrerInformation.referrerFirstName', M.required],
      [referrer({ referrerPosition: 'Surgeon' }), 'referrerInformation.referrerPosition'],
      [referrer({ referrerHospitalId: null }), 'referrerInformation.referrerHospitalId', M.required],
      [referrer({ referrerHospitalUnit: 'Theatre' }), 'referrerInformation.referrerHospitalUnit'],
      [referrer({ referralDateTime: null }), 'referrerInformation.referralDateTime', M.required],
      [
        referrer({ referrerEmailAddress: 'not-an-email' }),
        'referrerInformation.referrerEmailAddress',
        M.invalidEmail,
      ],
      [
        referrer({ referrerEmailAddress: `${'a'.repeat(250)}@example.com` }),
        'referrerInformation.referrerEmailAddress',
        M.emailTooLong,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await manager.post(CONSULTS, { ...body, ...change });
      expect(res.status, field).toBe(400);
      expect(fieldNames(res.body), field).toContain(field);
      if (message) expect(fieldsOf(res.body), field).toContainEqual({ field, message });
    }
  });

  it('refuses an unknown patient, call taker or hospital (400 on the field)', async () => {
    const patient = await newPatient(t);
    const body = newConsultBody(patient.id, ids);
    const unknown = async (change: Record<string, unknown>, field: string, message: string) => {
      const res = await manager.post(CONSULTS, { ...body, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors).toEqual([{ field, message }]);
    };
    await unknown({ patientProfileId: 999999 }, 'patientProfileId', S.patientNotFound);
    await unknown({ callTakerId: 999999 }, 'callTakerId', S.unknownUser);
    await unknown(
      { referrerInformation: { ...body.referrerInformation, referrerHospitalId: 999999 } },
      'referrerInformation.referrerHospitalId',
      S.unknownHospital,
    );
  });

  it('answers 401 without a token and 403 to a Read user or a user without VST access', async () => {
    const patient = await newPatient(t);
    const body = newConsultBody(patient.id, ids);
    expect((await apiClient(t.baseUrl).post(CONSULTS, body)).status).toBe(401);
    expect((await reader.post(CONSULTS, body)).status).toBe(403);
    expect((await ecmoOnly.post(CONSULTS, body)).status).toBe(403);
  });
});

describe('GET /api/vst/consults/{id}', () => {
  it('answers 404 for an unknown consult, 401 without a token, 403 without VST access', async () => {
    const { id } = await freshConsult();
    expect((await reader.get(`${CONSULTS}/999999`)).status).toBe(404);
    expect((await reader.get(`${CONSULTS}/999999`)).body.message).toBe(M.consultNotFound);
    expect((await apiClient(t.baseUrl).get(`${CONSULTS}/${id}`)).status).toBe(401);
    expect((await ecmoOnly.get(`${CONSULTS}/${id}`)).status).toBe(403);
    expect((await reader.get(`${CONSULTS}/abc`)).status).toBe(400);
  });
});

describe('PUT /api/vst/consults', () => {
  it('saves the listed sections only, audits, and answers the consult with lastModified and neurologistInformation', async () => {
    const { id, at } = await freshConsult();
    const before = await manager.get(`${CONSULTS}/${id}`);
    const all = consultSections(at, ids);
    const res = await saveSections(manager, CONSULTS, id, {
      neurologistInformation: all.neurologistInformation,
      clinicalPresentationInformation: all.clinicalPresentationInformation,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lastModified).not.toBe(before.body.lastModified);
    expect(res.body.neurologistInformation).toMatchObject({
      specialistId: ids.specialistId,
      specialist: expect.any(String),
      handoverUpdate: false,
      specialists: [],
    });
    expect(res.body.clinicalPresentationInformation).toMatchObject({ clinicalPresentationNIHSS: 8 });
    expect(res.body.patientInformation).toBeNull();
    expect(await auditActions('vst.consult.update', id)).toHaveLength(1);

    // A section sent but not listed is not saved.
    const ignored = await saveSections(
      manager,
      CONSULTS,
      id,
      { diagnosisDetails: all.diagnosisDetails },
      {
        sectionsToUpdate: ['clinicalPresentationInformation'],
        clinicalPresentationInformation: {
          ...all.clinicalPresentationInformation,
          clinicalPresentationNIHSS: 9,
        },
      },
    );
    expect(ignored.status).toBe(200);
    expect(ignored.body.diagnosisDetails).toBeNull();
    expect(ignored.body.clinicalPresentationInformation.clinicalPresentationNIHSS).toBe(9);
  });

  it('names each rule with its message (spec 3 §5.2), in the stored consult context', async () => {
    const { id, at } = await freshConsult();
    const all = consultSections(at, ids);
    const after = (minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        {
          clinicalPresentationInformation: {
            ...all.clinicalPresentationInformation,
            clinicalPresentationNIHSS: 43,
          },
        },
        'clinicalPresentationInformation.clinicalPresentationNIHSS',
        M.nihssRange,
      ],
      [
        { clinicalPresentationInformation: { ...all.clinicalPresentationInformation, preStrokemRS: 6 } },
        'clinicalPresentationInformation.preStrokemRS',
        M.mrsRange,
      ],
      [
        {
          clinicalPresentationInformation: {
            ...all.clinicalPresentationInformation,
            lastKnownWellDateAndTime: after(1),
          },
        },
        'clinicalPresentationInformation.lastKnownWellDateAndTime',
        M.lastKnownWellAfterCall,
      ],
      [
        { patientInformation: { ...all.patientInformation, observations: { gcs: 2 } } },
        'patientInformation.observations.gcs',
        M.gcsRange,
      ],
      [
        { patientInformation: { ...all.patientInformation, hospitalTriageDateAndTime: after(1) } },
        'patientInformation.hospitalTriageDateAndTime',
        M.triageAfterCall,
      ],
      [
        { neurologistInformation: { specialistId: ids.specialistId, specialistDateAndTime: after(10) } },
        'neurologistInformation.delayReason',
        M.required,
      ],
      [
        { neurologistInformation: { specialistId: ids.specialistId, specialistDateAndTime: after(-1) } },
        'neurologistInformation.specialistDateAndTime',
        M.specialistBeforeCall,
      ],
      [{ diagnosisDetails: { strokeType: null } }, 'diagnosisDetails.strokeType', M.required],
      [
        { technicalConsultationInformation: { consultType: 'Phone Only', technicalSuccess: 'Successful' } },
        'technicalConsultationInformation.reasonNoVideoConsultation',
        M.required,
      ],
      [
        { hospitalAgreementDetails: { agreementFromHospitalToDeliverTreatmentPlan: 'Yes' } },
        'hospitalAgreementDetails.appropriateReferralToVST',
        M.required,
      ],
      [
        { referrerInformation: { ...all.referrerInformation, referrerEmailAddress: 'nope' } },
        'referrerInformation.referrerEmailAddress',
        M.invalidEmail,
      ],
    ];
    for (const [sections, field, message] of cases) {
      const res = await saveSections(manager, CONSULTS, id, sections);
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res.body), field).toContainEqual({ field, message });
    }
    // A delay of 9 minutes needs no reason; 10 does (above).
    const nine = await saveSections(manager, CONSULTS, id, {
      neurologistInformation: { specialistId: ids.specialistId, specialistDateAndTime: after(9) },
    });
    expect(nine.status, JSON.stringify(nine.body)).toBe(200);
  });

  it('checks the body: sectionsToUpdate, a listed section not sent, ids it cannot know', async () => {
    const { id, at } = await freshConsult();
    const current = (await manager.get(`${CONSULTS}/${id}`)).body;
    const base = { id, lastModified: current.lastModified };
    const empty = await manager.put(CONSULTS, { ...base, sectionsToUpdate: [] });
    expect(fieldsOf(empty.body)).toContainEqual({
      field: 'sectionsToUpdate',
      message: CASE_MESSAGES.sectionsToUpdateRequired,
    });
    const unknownSection = await manager.put(CONSULTS, { ...base, sectionsToUpdate: ['outcome'] });
    expect(unknownSection.status).toBe(400);
    expect(fieldNames(unknownSection.body)).toContain('sectionsToUpdate.0');
    const missing = await manager.put(CONSULTS, { ...base, sectionsToUpdate: ['diagnosisDetails'] });
    expect(fieldsOf(missing.body)).toContainEqual({
      field: 'diagnosisDetails',
      message: CASE_MESSAGES.sectionMissing,
    });
    const noVersion = await manager.put(CONSULTS, {
      id,
      sectionsToUpdate: ['diagnosisDetails'],
      diagnosisDetails: { strokeType: 'TIA', diagnosisDetails: 'x' },
    });
    expect(noVersion.status).toBe(400);
    expect(fieldNames(noVersion.body)).toContain('lastModified');
    const all = consultSections(at, ids);
    const specialist = await saveSections(manager, CONSULTS, id, {
      neurologistInformation: { ...all.neurologistInformation, specialistId: ids.callTakerId },
    });
    expect(specialist.body.fieldErrors).toEqual([
      { field: 'neurologistInformation.specialistId', message: S.unknownSpecialist },
    ]);
    const hospital = await saveSections(manager, CONSULTS, id, {
      patientInformation: { ...all.patientInformation, patientHospitalId: 999999 },
    });
    expect(hospital.body.fieldErrors).toEqual([
      { field: 'patientInformation.patientHospitalId', message: S.unknownHospital },
    ]);
  });

  it('relaxes the rules once the stored completeness toggle is Off, and clears hidden answers', async () => {
    const { id, at } = await freshConsult();
    const all = consultSections(at, ids);
    // Toggle on (the default): the clinical section needs its fields.
    const strict = await saveSections(manager, CONSULTS, id, { clinicalPresentationInformation: {} });
    expect(strict.status).toBe(400);
    const off = await saveSections(manager, CONSULTS, id, {
      patientInformation: {
        mandatoryFields: 'Off',
        reasonMandatoryFieldsNotRequired: 'Inappropriate referral',
        otherReasonMandatoryFieldsNotRequired: 'cleared: the reason is not Other',
      },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.patientInformation.otherReasonMandatoryFieldsNotRequired).toBeNull();
    const relaxed = await saveSections(manager, CONSULTS, id, { clinicalPresentationInformation: {} });
    expect(relaxed.status, JSON.stringify(relaxed.body)).toBe(200);
    const imaging = await saveSections(manager, CONSULTS, id, {
      imagingDetails: { ...all.imagingDetails, haemorrhage: 'No', haemorrhageVolume: 12 },
    });
    expect(imaging.status).toBe(200);
    expect(imaging.body.imagingDetails.haemorrhageVolume).toBeNull();
  });

  it('answers 409 to a stale save, and saves when forced', async () => {
    const { id, at } = await freshConsult();
    const stale = (await manager.get(`${CONSULTS}/${id}`)).body.lastModified;
    const all = consultSections(at, ids);
    expect(
      (await saveSections(manager, CONSULTS, id, { diagnosisDetails: all.diagnosisDetails })).status,
    ).toBe(200);
    const body = {
      id,
      lastModified: stale,
      sectionsToUpdate: ['imagingDetails'],
      imagingDetails: all.imagingDetails,
    };
    const conflict = await manager.put(CONSULTS, body);
    expect(conflict.status).toBe(409);
    expect((await manager.get(`${CONSULTS}/${id}`)).body.imagingDetails).toBeNull();
    const forced = await manager.put(CONSULTS, { ...body, forceUpdate: true });
    expect(forced.status).toBe(200);
    expect(forced.body.imagingDetails).toMatchObject({ haemorrhage: 'No' });
    expect(forced.body.diagnosisDetails).toMatchObject({ strokeType: 'Ischaemic Stroke' });
  });

  it('answers 401, 403 to a Read user (nothing changes) and 404 for an unknown consult', async () => {
    const { id, at } = await freshConsult();
    const all = consultSections(at, ids);
    const body = { diagnosisDetails: all.diagnosisDetails };
    const current = (await manager.get(`${CONSULTS}/${id}`)).body;
    const put = { id, lastModified: current.lastModified, sectionsToUpdate: ['diagnosisDetails'], ...body };
    expect((await apiClient(t.baseUrl).put(CONSULTS, put)).status).toBe(401);
    expect((await reader.put(CONSULTS, put)).status).toBe(403);
    expect((await manager.get(`${CONSULTS}/${id}`)).body.diagnosisDetails).toBeNull();
    expect((await manager.put(CONSULTS, { ...put, id: 999999 })).status).toBe(404);
  });
});

describe('the neurologist handover history (spec 3 §4.2; issue 23)', () => {
  /** The same instant written with a +10:00 offset. */
  const inMelbourne = (iso: string) =>
    `${new Date(Date.parse(iso) + 10 * 3_600_000).toISOString().slice(0, 23)}+10:00`;
  it('keeps a saved handover: a save dropping or changing a history row is refused, forced or not', async () => {
    const { id, at } = await freshConsult();
    const all = consultSections(at, ids);
    const first = await saveSections(manager, CONSULTS, id, all);
    expect(first.status).toBe(200);
    const before = first.body.neurologistInformation;
    const second = await userId(t, VST_MANAGE);
    const contact = new Date(at.getTime() + 20 * 60_000).toISOString();

    // Handover to a second neurologist: the first joins the history.
    const handedOver = {
      ...before,
      specialistId: second,
      specialist: null,
      specialistDateAndTime: contact,
      handoverUpdate: true,
      specialists: [
        {
          serialNo: 1,
          specialistId: before.specialistId,
          specialist: before.specialist,
          specialistDateAndTime: before.specialistDateAndTime,
        },
      ],
    };
    const saved = await saveSections(manager, CONSULTS, id, { neurologistInformation: handedOver });
    expect(saved.status).toBe(200);
    expect(saved.body.neurologistInformation).toMatchObject({
      specialistId: second,
      specialists: [{ serialNo: 1, specialistId: ids.specialistId }],
    });

    // The old web's Cancel then Save: the section as it was before the handover, sent with the
    // record's current lastModified (the version is not stale; the form went back in time).
    const field = 'neurologistInformation.specialists.0';
    const back = await saveSections(manager, CONSULTS, id, { neurologistInformation: before });
    expect(back.status).toBe(400);
    expect(fieldsOf(back.body)).toEqual([{ field, message: S.handoverHistoryKept }]);
    // Yes to an overwrite does not rewrite history either, nor does a changed row.
    const forced = await saveSections(
      manager,
      CONSULTS,
      id,
      { neurologistInformation: before },
      { forceUpdate: true },
    );
    expect(forced.status).toBe(400);
    expect(fieldNames(forced.body)).toEqual([field]);
    const changed = {
      ...handedOver,
      specialists: [{ ...handedOver.specialists[0], specialistId: second }],
    };
    const rewritten = await saveSections(manager, CONSULTS, id, { neurologistInformation: changed });
    expect(rewritten.status).toBe(400);
    expect(fieldNames(rewritten.body)).toEqual([field]);

    const stored = await manager.get(`${CONSULTS}/${id}`);
    expect(stored.body.lastModified).toBe(saved.body.lastModified);
    expect(stored.body.neurologistInformation).toMatchObject({
      specialistId: second,
      specialists: [{ serialNo: 1, specialistId: ids.specialistId }],
    });

    // A save keeping the history (its time in another offset) goes through.
    const kept = await saveSections(manager, CONSULTS, id, {
      neurologistInformation: {
        ...stored.body.neurologistInformation,
        specialists: [
          {
            ...stored.body.neurologistInformation.specialists[0],
            specialistDateAndTime: inMelbourne(before.specialistDateAndTime),
          },
        ],
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.neurologistInformation.specialists).toHaveLength(1);
  });
});
