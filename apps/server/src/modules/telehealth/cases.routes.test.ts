import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  outboundMessages,
  presentations,
  transferRequests,
  users,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { ADMIN, newPatient, userId } from '../../test/support/cases.ts';
import {
  BASE,
  consultationBody,
  createCase,
  newCaseBody,
  patientHistoryBody,
  patientInformationBody,
  referrerBody,
  save,
  TH_ADMIN,
  TH_MANAGE,
  TH_READ,
  wholeCaseOf,
} from '../../test/support/telehealth.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { transferRequest } from '../cases/transfers/test-request.ts';
import { TELEHEALTH_SERVER_MESSAGES as S } from './messages.ts';

let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let hospitals: number[];
let callTakerId: number;
let intensivistId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [admin, manager, reader, ecmoOnly] = await Promise.all([
    clientFor(t, ADMIN),
    clientFor(t, TH_MANAGE),
    clientFor(t, TH_READ),
    clientFor(t, 'ecmo.manage@scout.example'),
  ]);
  hospitals = await providerIds(t);
  callTakerId = await userId(t, 'calltaker@scout.example');
  intensivistId = await userId(t, TH_ADMIN);
});
afterAll(() => t?.close());

const hospital = (i = 0) => hospitals[i] as number;
const fieldsOf = (body: { fieldErrors?: Array<{ field: string; message: string }> }) =>
  body.fieldErrors ?? [];
const fieldNames = (body: { fieldErrors?: Array<{ field: string; message: string }> }) =>
  fieldsOf(body).map((f) => f.field);

async function freshCase(api: ApiClient = manager) {
  const patient = await newPatient(t);
  const id = await createCase(api, newCaseBody(patient.id, hospital(), callTakerId));
  return { id, patient };
}

describe('POST /api/telehealth/case', () => {
  it('creates the case with its presentation and audit, and GET answers it', async () => {
    const patient = await newPatient(t);
    const res = await manager.post(BASE, newCaseBody(patient.id, hospital(), callTakerId));
    expect(res.status).toBe(201);
    const id = res.body.data.id as number;
    expect(res.body).toEqual({ data: { id } });

    const got = await reader.get(`${BASE}/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      caseId: `TH${id}`,
      closedDateTime: null,
      patientProfileId: patient.id,
      patientProfile: { id: patient.id, lastName: patient.lastName, firstName: 'Pat', gender: 'Female' },
      referrerInformation: {
        firstName: 'Rita',
        lastName: 'Referrer',
        position: 'Registrar',
        contactNumber: '03 5555 0101',
        hospitalId: hospital(),
        hospitalUnit: 'ED',
        callTaker: callTakerId,
        callTakerName: expect.any(String),
        hospital: expect.any(String),
      },
      intensivistInformation: null,
      patientInformation: null,
      patientHistoryInformation: null,
      consultations: [],
      outcomeInformation: { outcome: null, closedDateTime: null },
      transferStatus: null,
    });
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'Telehealth'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ studyId: `TH${id}`, isActive: true, status: 'Open' });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'telehealth.case.create'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);
    const reads = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'telehealth.case.read'))
      .orderBy(auditEvents.id);
    expect(reads.some((a) => a.entityId === String(id))).toBe(true);
  });

  it('names each invalid field (spec 2 §5.7)', async () => {
    const patient = await newPatient(t);
    const body = newCaseBody(patient.id, hospital(), callTakerId);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ callTakerId: undefined }, 'callTakerId'],
      [{ callDateTime: undefined }, 'callDateTime'],
      [{ lastName: '' }, 'lastName'],
      [{ firstName: undefined }, 'firstName'],
      [{ position: 'Surgeon' }, 'position'],
      [{ contactNumber: '0123456789012345' }, 'contactNumber'],
      [{ emailAddress: 'not-an-email' }, 'emailAddress'],
      [{ emailAddress: `${'a'.repeat(250)}@example.com` }, 'emailAddress'],
      [{ hospitalId: undefined }, 'hospitalId'],
      [{ hospitalUnit: 'Theatre' }, 'hospitalUnit'],
    ];
    for (const [change, field] of cases) {
      const res = await manager.post(BASE, { ...body, ...change });
      expect(res.status, field).toBe(400);
      expect(fieldNames(res.body), field).toContain(field);
    }
    const long = await manager.post(BASE, { ...body, contactNumber: '0123456789012345' });
    expect(fieldsOf(long.body)).toContainEqual({ field: 'contactNumber', message: M.contactNumberTooLong });
  });

  it('refuses unknown ids and a second open case for the patient', async () => {
    const patient = await newPatient(t);
    const body = newCaseBody(patient.id, hospital(), callTakerId);
    expect(fieldsOf((await manager.post(BASE, { ...body, hospitalId: 999999 })).body)).toEqual([
      { field: 'hospitalId', message: S.unknownHospital },
    ]);
    expect(fieldsOf((await manager.post(BASE, { ...body, callTakerId: 999999 })).body)).toEqual([
      { field: 'callTakerId', message: S.unknownUser },
    ]);
    expect(fieldsOf((await manager.post(BASE, { ...body, patientProfileId: 999999 })).body)).toEqual([
      { field: 'patientProfileId', message: S.patientNotFound },
    ]);
    expect((await manager.post(BASE, body)).status).toBe(201);
    expect(fieldsOf((await manager.post(BASE, body)).body)).toEqual([
      { field: 'patientProfileId', message: S.patientHasOpenCase },
    ]);
  });

  it('answers 401 without a token and 403 to Telehealth Read users and users without Telehealth', async () => {
    const patient = await newPatient(t);
    const body = newCaseBody(patient.id, hospital(), callTakerId);
    expect((await apiClient(t.baseUrl).post(BASE, body)).status).toBe(401);
    expect((await reader.post(BASE, body)).status).toBe(403);
    expect((await ecmoOnly.post(BASE, body)).status).toBe(403);
  });
});

describe('GET /api/telehealth/case/{id}', () => {
  it('answers 401, 403 without Telehealth access, and 404 for unknown ids', async () => {
    const { id } = await freshCase();
    expect((await apiClient(t.baseUrl).get(`${BASE}/${id}`)).status).toBe(401);
    expect((await ecmoOnly.get(`${BASE}/${id}`)).status).toBe(403);
    const missing = await reader.get(`${BASE}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(S.caseNotFound);
  });
});

describe('section saves', () => {
  it('save each section alone and answer the whole updated case', async () => {
    const { id } = await freshCase();
    const referrer = await save(
      manager,
      '/referrer',
      id,
      referrerBody(hospital(1), callTakerId, { lastName: 'Nguyen' }),
    );
    expect(referrer.status, JSON.stringify(referrer.body)).toBe(200);
    expect(referrer.body.referrerInformation).toMatchObject({ lastName: 'Nguyen', hospitalId: hospital(1) });

    const intensivist = await save(manager, '/intensivist', id, { caseIntensivistId: intensivistId });
    expect(intensivist.status).toBe(200);
    const [named] = await t.db
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.id, intensivistId));
    expect(intensivist.body.intensivistInformation).toEqual({
      caseIntensivistId: intensivistId,
      caseIntensivist: named?.displayName,
    });

    const info = await save(manager, '/patient-information', id, patientInformationBody(hospital(2)));
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect(info.body.patientInformation).toMatchObject({
      healthCareProviderId: hospital(2),
      hospitalURN: 'UR778899',
      healthCareProvider: { name: expect.any(String), nickName: expect.any(String) },
      lengthOfStay: 3,
      icuAdmissionDiagnoses: [{ diagnosis: 'Community-acquired pneumonia' }, { diagnosis: 'Septic shock' }],
    });

    const history = await save(manager, '/patient-history', id, patientHistoryBody);
    expect(history.status).toBe(200);
    expect(history.body.patientHistoryInformation).toMatchObject(patientHistoryBody);
    // Each save answered the case as it now is: the last one carries every section.
    expect(history.body).toMatchObject({
      referrerInformation: { lastName: 'Nguyen' },
      intensivistInformation: { caseIntensivistId: intensivistId },
      patientInformation: { hospitalURN: 'UR778899' },
    });
    expect(history.body.lastModified).not.toBe(info.body.lastModified);

    // The presentation follows the patient's hospital and the first diagnosis.
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'Telehealth'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({
      healthCareProviderId: hospital(2),
      principalProblem: 'Community-acquired pneumonia',
    });
    const actions = (
      await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, String(id)))
    )
      .map((a) => a.action)
      .filter((a) => a.startsWith('telehealth.') && a.endsWith('.update'));
    expect(actions).toEqual(
      expect.arrayContaining([
        'telehealth.referrer.update',
        'telehealth.intensivist.update',
        'telehealth.patient-information.update',
        'telehealth.patient-history.update',
      ]),
    );
  });

  it('name each invalid field of the section', async () => {
    const { id } = await freshCase();
    const checks: Array<[string, object, string]> = [
      [
        '/referrer',
        referrerBody(hospital(), callTakerId, { contactNumber: '0123456789012345' }),
        'contactNumber',
      ],
      ['/referrer', referrerBody(hospital(), callTakerId, { hospitalId: 999999 }), 'hospitalId'],
      ['/referrer', referrerBody(hospital(), callTakerId, { callTaker: 999999 }), 'callTaker'],
      ['/intensivist', {}, 'caseIntensivistId'],
      ['/intensivist', { caseIntensivistId: await userId(t, TH_READ) }, 'caseIntensivistId'],
      ['/patient-information', patientInformationBody(hospital(), { hospitalURN: '' }), 'hospitalURN'],
      ['/patient-information', patientInformationBody(hospital(), { patientWeight: -1 }), 'patientWeight'],
      ['/patient-information', patientInformationBody(hospital(), { patientWeight: null }), 'patientWeight'],
      ['/patient-information', patientInformationBody(hospital(), { patientHeight: -5 }), 'patientHeight'],
      [
        '/patient-information',
        patientInformationBody(hospital(), { dateOfAdmissionCriticalCare: undefined }),
        'dateOfAdmissionCriticalCare',
      ],
      [
        '/patient-information',
        patientInformationBody(hospital(), { icuAdmissionDiagnoses: [] }),
        'icuAdmissionDiagnoses',
      ],
      [
        '/patient-information',
        patientInformationBody(hospital(), {
          icuAdmissionDiagnoses: [{ diagnosis: 'Sepsis' }, { diagnosis: '' }],
        }),
        'icuAdmissionDiagnoses.1.diagnosis',
      ],
      [
        '/patient-information',
        patientInformationBody(hospital(), { healthCareProviderId: 999999 }),
        'healthCareProviderId',
      ],
      ['/patient-history', { ...patientHistoryBody, historyOfPresentingCase: '' }, 'historyOfPresentingCase'],
    ];
    for (const [path, body, field] of checks) {
      const res = await save(manager, path, id, body);
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(fieldNames(res.body), `${path} ${field}`).toContain(field);
    }
    // A number out of its limit is refused with the limit named, never clamped.
    const negative = await save(
      manager,
      '/patient-information',
      id,
      patientInformationBody(hospital(), { patientWeight: -1 }),
    );
    expect(fieldsOf(negative.body)[0]?.message).toMatch(/0/);
    // Critical care before the hospital admission (issue 24): refused at the later field, both named.
    const hospitalAt = (patientInformationBody(hospital()) as { dateOfAdmissionCriticalCare: string })
      .dateOfAdmissionCriticalCare;
    const early = new Date(Date.parse(hospitalAt) - 60 * 60_000).toISOString();
    const outOfOrder = await save(
      manager,
      '/patient-information',
      id,
      patientInformationBody(hospital(), {
        dateOfAdmissionHospital: hospitalAt,
        dateOfAdmissionCriticalCare: early,
      }),
    );
    expect(outOfOrder.status).toBe(400);
    expect(fieldsOf(outOfOrder.body)).toContainEqual({
      field: 'dateOfAdmissionCriticalCare',
      message: 'Date of admission to critical care cannot be before Date of admission to hospital',
    });
    expect((await reader.get(`${BASE}/${id}`)).body.patientInformation).toBeNull();
  });

  it('answer 409 to a stale save, save a forced one, and need lastModified otherwise', async () => {
    const { id } = await freshCase();
    const before = (await manager.get(`${BASE}/${id}`)).body.lastModified as string;
    expect((await save(manager, '/patient-history', id, patientHistoryBody)).status).toBe(200);
    const stale = await manager.put(`${BASE}/patient-history`, {
      id,
      lastModified: before,
      ...patientHistoryBody,
    });
    expect(stale.status).toBe(409);
    const forced = await manager.put(`${BASE}/patient-history`, {
      id,
      lastModified: before,
      forceUpdate: true,
      ...patientHistoryBody,
      allergies: 'None known',
    });
    expect(forced.status).toBe(200);
    expect(forced.body.patientHistoryInformation.allergies).toBe('None known');
    const unversioned = await manager.put(`${BASE}/patient-history`, { id, ...patientHistoryBody });
    expect(unversioned.status).toBe(400);
    expect(fieldNames(unversioned.body)).toContain('lastModified');
    const noVersion = await manager.put(`${BASE}/intensivist`, {
      id,
      caseIntensivistId: intensivistId,
      lastModified: undefined,
      forceUpdate: false,
    });
    expect(fieldsOf(noVersion.body)).toEqual([{ field: 'lastModified', message: expect.any(String) }]);
  });

  it('answer 401, 403 to Read users, and 404 for unknown cases', async () => {
    const { id } = await freshCase();
    const body = { id, lastModified: new Date().toISOString(), ...patientHistoryBody };
    expect((await apiClient(t.baseUrl).put(`${BASE}/patient-history`, body)).status).toBe(401);
    for (const path of [
      '/referrer',
      '/intensivist',
      '/patient-information',
      '/patient-history',
      '/consultations',
      '',
    ]) {
      expect((await reader.put(`${BASE}${path}`, body)).status, path).toBe(403);
    }
    const missing = await manager.put(`${BASE}/patient-history`, { ...body, id: 999999 });
    expect(missing.status).toBe(404);
  });
});

describe('PUT /api/telehealth/case/consultations', () => {
  it('adds consultations newest first and lets only the newest change', async () => {
    const { id } = await freshCase();
    const first = await save(manager, '/consultations', id, { consultation: consultationBody() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.consultations).toHaveLength(1);
    const firstId = first.body.consultations[0].id as number;
    expect(first.body.consultations[0]).toMatchObject({
      caseId: id,
      disability: { glascoComaScore: 15 },
      circulationAndInfusion: { infusions: [{ name: 'Noradrenaline' }] },
    });

    const second = await save(manager, '/consultations', id, {
      consultation: consultationBody({ breathing: { respiratorySupportType: 0 } }),
    });
    expect(second.status).toBe(200);
    const [newest, older] = second.body.consultations;
    expect(older.id).toBe(firstId);
    expect(newest.id).toBeGreaterThan(firstId);
    // Room air fixes FiO2 at 21 (spec 2 §4.10).
    expect(newest.breathing).toMatchObject({ respiratorySupportType: 0, estimatedFiO2: 21 });

    const editOlder = await save(manager, '/consultations', id, {
      consultation: { ...consultationBody(), id: firstId },
    });
    expect(editOlder.status).toBe(400);
    expect(fieldsOf(editOlder.body)).toEqual([
      { field: 'consultation.id', message: M.onlyNewestConsultation },
    ]);
    const unknown = await save(manager, '/consultations', id, {
      consultation: { ...consultationBody(), id: 999999 },
    });
    expect(unknown.status).toBe(404);

    // Editing the newest keeps its creation time; inotropes No clears infusions, doses, urine, balance.
    const edited = await save(manager, '/consultations', id, {
      consultation: {
        ...consultationBody(),
        id: newest.id,
        createdOn: new Date(Date.now() - 86_400_000).toISOString(),
        circulationAndInfusion: {
          ...consultationBody().circulationAndInfusion,
          inotropesAdministered: false,
        },
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.consultations).toHaveLength(2);
    expect(edited.body.consultations[0]).toMatchObject({
      id: newest.id,
      createdOn: newest.createdOn,
      circulationAndInfusion: { infusions: [], medications: [], urineOutput: null, fluidBalance: null },
    });
    const audits = (
      await t.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'telehealth_consultation'))
    )
      .filter((a) => a.entityId === String(newest.id))
      .map((a) => a.action);
    expect(audits).toEqual(
      expect.arrayContaining(['telehealth.consultation.create', 'telehealth.consultation.update']),
    );
  });

  it('names the breathing rule fields and refuses negative numbers', async () => {
    const { id } = await freshCase();
    const niv = consultationBody();
    const missingTidal = await save(manager, '/consultations', id, {
      consultation: { ...niv, breathing: { ...niv.breathing, tidalVolume: null } },
    });
    expect(missingTidal.status).toBe(400);
    expect(fieldNames(missingTidal.body)).toEqual(['consultation.breathing.tidalVolume']);
    const invasive = await save(manager, '/consultations', id, {
      consultation: { ...niv, breathing: { ...niv.breathing, respiratorySupportType: 3 } },
    });
    expect(fieldNames(invasive.body).sort()).toEqual([
      'consultation.breathing.mode',
      'consultation.breathing.peakInspiratoryPressure',
      'consultation.breathing.plateauPressure',
    ]);
    const mask = await save(manager, '/consultations', id, {
      consultation: { ...niv, breathing: { respiratorySupportType: 1, flowRate: 4 } },
    });
    expect(fieldNames(mask.body)).toEqual(['consultation.breathing.flowRate']);
    const negative = await save(manager, '/consultations', id, {
      consultation: { ...niv, circulationAndInfusion: { heartRate: -1 } },
    });
    expect(fieldNames(negative.body)).toEqual(['consultation.circulationAndInfusion.heartRate']);
    expect((await manager.get(`${BASE}/${id}`)).body.consultations).toEqual([]);
  });

  it('answers 409 when another consultation was saved meanwhile', async () => {
    const { id } = await freshCase();
    const before = (await manager.get(`${BASE}/${id}`)).body.lastModified;
    expect((await save(admin, '/consultations', id, { consultation: consultationBody() })).status).toBe(200);
    const stale = await manager.put(`${BASE}/consultations`, {
      id,
      lastModified: before,
      consultation: consultationBody(),
    });
    expect(stale.status).toBe(409);
  });
});

describe('PUT /api/telehealth/case (whole case, closing)', () => {
  async function filledCase() {
    const { id, patient } = await freshCase();
    await save(manager, '/intensivist', id, { caseIntensivistId: intensivistId });
    await save(manager, '/patient-information', id, patientInformationBody(hospital()));
    await save(manager, '/patient-history', id, patientHistoryBody);
    return { id, patient, current: (await manager.get(`${BASE}/${id}`)).body };
  }

  it('saves every section at once, 409 when stale, forced when asked', async () => {
    const { current } = await filledCase();
    const body = wholeCaseOf(current, {
      patientHistoryInformation: { ...patientHistoryBody, allergies: 'Latex' },
    });
    const saved = await manager.put(BASE, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.patientHistoryInformation.allergies).toBe('Latex');
    const stale = await manager.put(BASE, body);
    expect(stale.status).toBe(409);
    const forced = await manager.put(BASE, { ...body, forceUpdate: true });
    expect(forced.status).toBe(200);
    const bad = await manager.put(BASE, {
      ...wholeCaseOf(forced.body),
      patientInformation: { ...body.patientInformation, healthCareProviderId: 999999 },
    });
    expect(fieldNames(bad.body)).toEqual(['patientInformation.healthCareProviderId']);
    const invalid = await manager.put(BASE, {
      ...wholeCaseOf(forced.body),
      referrerInformation: { ...body.referrerInformation, contactNumber: '' },
    });
    expect(fieldNames(invalid.body)).toEqual(['referrerInformation.contactNumber']);
  });

  it('closes only with an outcome; a closed case is read-only except for system admins', async () => {
    const { id, current } = await filledCase();
    const noOutcome = await manager.put(
      BASE,
      wholeCaseOf(current, {
        outcomeInformation: { outcome: null, closedDateTime: new Date().toISOString() },
      }),
    );
    expect(fieldsOf(noOutcome.body)).toEqual([
      { field: 'outcomeInformation.outcome', message: M.closeNeedsOutcome },
    ]);
    const transferWithout = await manager.put(
      BASE,
      wholeCaseOf(current, { outcomeInformation: { outcome: 2, closedDateTime: null } }),
    );
    expect(fieldsOf(transferWithout.body)).toEqual([
      { field: 'outcomeInformation.outcome', message: M.outcomeTransferOnlyByRequest },
    ]);

    const closed = await manager.put(
      BASE,
      wholeCaseOf(current, { outcomeInformation: { outcome: 1, closedDateTime: new Date().toISOString() } }),
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.closedDateTime).not.toBeNull();
    expect(closed.body.outcomeInformation).toEqual({
      outcome: 1,
      closedDateTime: closed.body.closedDateTime,
    });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'telehealth.case.close'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'Telehealth'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ isActive: false, status: 'Closed' });

    const refused = await save(manager, '/patient-history', id, patientHistoryBody);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.caseClosedReadOnly);
    expect((await save(manager, '/consultations', id, { consultation: consultationBody() })).status).toBe(
      403,
    );
    expect((await manager.post(`${BASE}/${id}/transfer`, transferRequest)).status).toBe(403);
    const byAdmin = await save(admin, '/patient-history', id, {
      ...patientHistoryBody,
      allergies: 'Corrected',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.closedDateTime).toBe(closed.body.closedDateTime);
  });

  it('forces the outcome to Transfer once requested, and refuses closing after a rejected or completed transfer', async () => {
    const { id } = await filledCase();
    const submitted = await manager.post(`${BASE}/${id}/transfer`, {
      ...transferRequest,
      plannedDestination: { location: { hospitalId: hospital(3) } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.hasRequested).toBe(true);
    expect((await manager.put(`${BASE}/${id}/transfer`, transferRequest)).status).toBe(404);

    const current = (await manager.get(`${BASE}/${id}`)).body;
    expect(current).toMatchObject({ transferStatus: 'requested', outcomeInformation: { outcome: 2 } });
    const saved = await manager.put(
      BASE,
      wholeCaseOf(current, { outcomeInformation: { outcome: null, closedDateTime: null } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.outcomeInformation.outcome).toBe(2);

    for (const status of ['rejected', 'completed'] as const) {
      await t.db
        .update(transferRequests)
        .set({ status })
        .where(and(eq(transferRequests.module, 'telehealth'), eq(transferRequests.caseId, id)));
      const now = (await manager.get(`${BASE}/${id}`)).body;
      expect(now.transferStatus).toBe(status);
      const close = await manager.put(
        BASE,
        wholeCaseOf(now, { outcomeInformation: { outcome: 2, closedDateTime: new Date().toISOString() } }),
      );
      expect(fieldsOf(close.body), status).toEqual([
        { field: 'outcomeInformation.closedDateTime', message: M.closeRefusedByTransfer },
      ]);
      expect((await manager.get(`${BASE}/${id}`)).body.closedDateTime).toBeNull();
    }
  });

  it('lets a requested (accepted) transfer case close with outcome Transfer', async () => {
    const { id } = await filledCase();
    await manager.post(`${BASE}/${id}/transfer`, transferRequest);
    const current = (await manager.get(`${BASE}/${id}`)).body;
    const closed = await manager.put(
      BASE,
      wholeCaseOf(current, { outcomeInformation: { outcome: 2, closedDateTime: new Date().toISOString() } }),
    );
    expect(closed.status).toBe(200);
    expect(closed.body.outcomeInformation.outcome).toBe(2);
  });
});

describe('GET and POST /api/telehealth/case/{id}/transfer', () => {
  it('reads and submits through the shared transfer mount', async () => {
    const { id } = await freshCase();
    const none = await reader.get(`${BASE}/${id}/transfer`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ hasRequested: false, request: null });
    expect((await reader.post(`${BASE}/${id}/transfer`, transferRequest)).status).toBe(403);
    expect((await apiClient(t.baseUrl).get(`${BASE}/${id}/transfer`)).status).toBe(401);
    expect((await manager.get(`${BASE}/999999/transfer`)).status).toBe(404);
    const bad = await manager.post(`${BASE}/${id}/transfer`, { ...transferRequest, initialObservations: {} });
    expect(bad.status).toBe(400);
    const ok = await manager.post(`${BASE}/${id}/transfer`, transferRequest);
    expect(ok.status).toBe(200);
    expect(ok.body.referralInformation.status).toBe('requested');
  });
});

describe('DELETE /api/telehealth/case/{id}/delete', () => {
  it('needs a reason, is for system admins only, soft-deletes, hides the presentation and e-mails', async () => {
    const { id, patient } = await freshCase();
    const noReason = await admin.delete(`${BASE}/${id}/delete?id=${id}&reasonForDeletion=`);
    expect(fieldsOf(noReason.body)).toEqual([
      { field: 'reasonForDeletion', message: M.deleteReasonRequired },
    ]);
    expect(
      (
        await clientFor(t, TH_ADMIN).then((c) =>
          c.delete(`${BASE}/${id}/delete?id=${id}&reasonForDeletion=dup`),
        )
      ).status,
    ).toBe(403);
    expect(
      fieldNames((await admin.delete(`${BASE}/${id}/delete?id=${id + 1}&reasonForDeletion=dup`)).body),
    ).toEqual(['id']);

    const res = await admin.delete(`${BASE}/${id}/delete?id=${id}&reasonForDeletion=Duplicate%20call`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(true);
    expect((await admin.get(`${BASE}/${id}`)).status).toBe(404);
    expect((await admin.delete(`${BASE}/${id}/delete?id=${id}&reasonForDeletion=again`)).status).toBe(404);
    const journey = await admin.get(`/api/ccmp/patientprofiles/${patient.id}/presentations`);
    expect(
      (journey.body as Array<{ id: number; discriminator: string }>).some(
        (p) => p.id === id && p.discriminator === 'Telehealth',
      ),
    ).toBe(false);
    const mails = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recipient, 'admin@scout.example'));
    expect(mails.some((m) => m.body.includes(`TH${id}`) && m.body.includes('Duplicate call'))).toBe(true);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'telehealth.case.delete'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(id))).toBe(true);
    expect((await manager.post(BASE, newCaseBody(patient.id, hospital(), callTakerId))).status).toBe(201);
  });
});

describe('patient merge', () => {
  it('moves the merged profile’s Telehealth case and its journey row to the surviving profile', async () => {
    expect(t.app.patientReferences.list()).toContainEqual({
      table: 'telehealth_cases',
      column: 'patient_profile_id',
    });
    const { id, patient: source } = await freshCase();
    const target = await newPatient(t);
    const merged = await admin.put('/api/ccmp/patientprofiles/mergeprofiles', {
      targetProfileId: target.id,
      sourceProfileId: source.id,
      mergeResolutions: [],
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const moved = await admin.get(`${BASE}/${id}`);
    expect(moved.body).toMatchObject({ patientProfileId: target.id, patientProfile: { id: target.id } });
    const journey = (await admin.get(`/api/ccmp/patientprofiles/${target.id}/presentations`)).body as Array<{
      id: number;
      discriminator: string;
    }>;
    expect(journey).toContainEqual(expect.objectContaining({ id, discriminator: 'Telehealth' }));
  });
});
