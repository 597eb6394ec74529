import { API_MESSAGES } from '@scout/domain/shell/messages';
import { VTIS_MESSAGES as M } from '@scout/domain/vtis/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, presentations, vtisConsults } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  callAt,
  completeConsult,
  createConsult,
  type Ids,
  newConsultBody,
  saveSections,
  VTIS_ADMIN,
  VTIS_MANAGE,
  VTIS_READ,
  vtisConsultSections,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, ecmoOnly] = await Promise.all([
    clientFor(t, VTIS_MANAGE),
    clientFor(t, VTIS_READ),
    clientFor(t, 'ecmo.manage@scout.example'),
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

describe('POST /api/vtis/consults', () => {
  it('creates a pending consult with its presentation and audit; GET answers it', async () => {
    const patient = await newPatient(t);
    const at = callAt();
    const res = await manager.post(CONSULTS, newConsultBody(patient.id, ids, at));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    expect(res.body).toEqual({ data: { id } });

    const got = await reader.get(`${CONSULTS}/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id,
      studyId: `VTIS${id}`,
      type: 'VtisConsult',
      patientProfileId: patient.id,
      patient: { id: patient.id, lastName: patient.lastName },
      isActive: true,
      closedOn: null,
      isPending: true,
      isDeclined: false,
      vtisStatus: 'PENDING',
      isHospitalDocumentationRequired: false,
      vtisHospitalDocumentationStatus: null,
      vtisFollowupConsults: [],
      vstConsultId: null,
      consultInformation: { declinedBy: null, declinedAt: null, reasonForDeclining: null },
      callDateTime: at.toISOString(),
      callTaker: ids.callTakerId,
      referrerInformation: { referrerHospitalId: ids.hospitalId, referrerLastName: 'Lee' },
      patientInformation: null,
      diagnosisDetails: null,
    });
    expect(await auditActions('vtis.consult.create', id)).toHaveLength(1);
    expect(await auditActions('vtis.consult.read', id)).toHaveLength(1);
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'VTIS'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ studyId: `VTIS${id}`, status: 'Pending', isActive: true });
  });

  it('names each invalid field, and refuses unknown patients, call takers and hospitals', async () => {
    const missing = await manager.post(CONSULTS, { patientProfileId: 1 });
    expect(missing.status).toBe(400);
    expect(fieldNames(missing.body)).toEqual(expect.arrayContaining(['callTakerId', 'callDateTime']));
    const patient = await newPatient(t);
    const future = await manager.post(CONSULTS, {
      ...newConsultBody(patient.id, ids),
      callDateTime: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.status).toBe(400);
    expect(fieldNames(future.body)).toContain('callDateTime');
    const noPatient = await manager.post(CONSULTS, newConsultBody(99_999_999, ids));
    expect(fieldsOf(noPatient.body)).toEqual([{ field: 'patientProfileId', message: S.patientNotFound }]);
    const noHospital = await manager.post(
      CONSULTS,
      newConsultBody(patient.id, { ...ids, hospitalId: 99_999 }),
    );
    expect(fieldsOf(noHospital.body)).toEqual([
      { field: 'referrerInformation.referrerHospitalId', message: S.unknownHospital },
    ]);
    const noCallTaker = await manager.post(
      CONSULTS,
      newConsultBody(patient.id, { ...ids, callTakerId: 99_999 }),
    );
    expect(fieldsOf(noCallTaker.body)).toEqual([{ field: 'callTakerId', message: S.unknownUser }]);
  });

  it('answers 401 without a token and 403 to a VTIS Read user and a user without VTIS', async () => {
    const patient = await newPatient(t);
    expect((await apiClient(t.baseUrl).post(CONSULTS, newConsultBody(patient.id, ids))).status).toBe(401);
    const refused = await reader.post(CONSULTS, newConsultBody(patient.id, ids));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(API_MESSAGES.forbidden);
    expect((await ecmoOnly.post(CONSULTS, newConsultBody(patient.id, ids))).status).toBe(403);
    expect((await ecmoOnly.get(`${CONSULTS}/1`)).status).toBe(403);
  });
});

describe('GET /api/vtis/consults/{id}', () => {
  it('answers 404 for a consult that does not exist', async () => {
    const res = await reader.get(`${CONSULTS}/999999`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.consultNotFound);
  });
});

describe('PUT /api/vtis/consults', () => {
  it('saves the listed sections, clears and derives, takes the consult on, and answers the whole consult', async () => {
    const { id, at } = await freshConsult();
    const sections = vtisConsultSections(at, ids);
    const res = await saveSections(manager, CONSULTS, id, {
      patientInformation: { ...sections.patientInformation, countryOfBirth: 'Typed name' },
      neurologistInformation: sections.neurologistInformation,
      patientHistory: { ...sections.patientHistory, timeAccuracy: 'Unknown' },
      diagnosisDetails: {
        ...sections.diagnosisDetails,
        strokeType: 'Haemorrhagic',
        causeOfStroke: 'Other',
        causeOfStrokeOtherNotes: 'Amyloid',
      },
      // Sent but not listed: ignored.
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id,
      isPending: false,
      vtisStatus: 'INPATIENT',
      // The names of the picked codes, whatever was typed.
      patientInformation: {
        countryOfBirthCode: 1101,
        countryOfBirth: 'Australia',
        spokenLanguageCode: '1201',
      },
      neurologistInformation: { specialistId: ids.specialistId, specialist: 'Vera Strokeadmin' },
      // Time unknown hides (clears) the onset time.
      patientHistory: { timeAccuracy: 'Unknown', strokeOnsetTime: null },
      // The stroke type differs from the working diagnosis: revised Yes.
      diagnosisDetails: {
        strokeType: 'Haemorrhagic',
        diagnosisRevised: 'Yes',
        causeOfStrokeOtherNotes: 'Amyloid',
      },
      imagingDetails: null,
    });
    const [row] = await t.db.select().from(vtisConsults).where(eq(vtisConsults.id, id));
    expect(row).toMatchObject({
      isPending: false,
      strokeType: 'Haemorrhagic',
      specialistId: ids.specialistId,
      patientHospitalUrn: 'UR7731',
      patientHospitalId: ids.hospitalId,
    });
    expect(await auditActions('vtis.consult.update', id)).toHaveLength(1);
  });

  it('names each rule that fails, by the body path', async () => {
    const { id, at } = await freshConsult();
    const sections = vtisConsultSections(at, ids);
    const res = await saveSections(manager, CONSULTS, id, {
      patientHistory: {
        ...sections.patientHistory,
        intravenousThrombolysisReceived: 'Yes',
        dateOfThrombolysis: null,
      },
      diagnosisDetails: { strokeType: 'NotStroke' },
      recommendedManagement: { ...sections.recommendedManagement, managementRecommendations: ['Other'] },
      patientInformation: { ...sections.patientInformation, medicareNumber: '123456789012' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_MESSAGES.validationFailed);
    expect(fieldNames(res.body)).toEqual(
      expect.arrayContaining([
        'patientHistory.dateOfThrombolysis',
        'diagnosisDetails.notStrokeDiagnosisDetails',
        'recommendedManagement.managementRecommendationsOther',
        'patientInformation.medicareNumber',
      ]),
    );
    const specialist = await saveSections(manager, CONSULTS, id, {
      neurologistInformation: { ...sections.neurologistInformation, specialistId: ids.callTakerId },
    });
    expect(fieldsOf(specialist.body)).toEqual([
      { field: 'neurologistInformation.specialistId', message: S.unknownSpecialist },
    ]);
    const missing = await manager.put(CONSULTS, {
      id,
      lastModified: new Date().toISOString(),
      forceUpdate: true,
      sectionsToUpdate: ['imagingDetails'],
    });
    expect(fieldNames(missing.body)).toContain('imagingDetails');
    expect((await reader.get(`${CONSULTS}/${id}`)).body.diagnosisDetails).toBeNull();
  });

  it('answers 409 to a stale save, applies a forced one, and 400 without either', async () => {
    const { id, at } = await freshConsult();
    const first = (await manager.get(`${CONSULTS}/${id}`)).body.lastModified;
    const imaging = { imagingDetails: vtisConsultSections(at, ids).imagingDetails };
    expect((await saveSections(manager, CONSULTS, id, imaging)).status).toBe(200);
    const body = {
      id,
      sectionsToUpdate: ['imagingDetails'],
      imagingDetails: { imagingResults: 'Repeat CT clear' },
    };
    const stale = await manager.put(CONSULTS, { ...body, lastModified: first });
    expect(stale.status).toBe(409);
    const forced = await manager.put(CONSULTS, { ...body, lastModified: first, forceUpdate: true });
    expect(forced.status).toBe(200);
    expect(forced.body.imagingDetails).toEqual({ imagingResults: 'Repeat CT clear' });
    const none = await manager.put(CONSULTS, body);
    expect(none.status).toBe(400);
    expect(fieldNames(none.body)).toEqual(['lastModified']);
  });

  it('answers 401, 403 for a VTIS Read user and 404 for an unknown consult', async () => {
    const { id } = await freshConsult();
    const body = {
      id,
      lastModified: new Date().toISOString(),
      forceUpdate: true,
      sectionsToUpdate: ['imagingDetails'],
      imagingDetails: { imagingResults: 'x' },
    };
    expect((await apiClient(t.baseUrl).put(CONSULTS, body)).status).toBe(401);
    expect((await reader.put(CONSULTS, body)).status).toBe(403);
    expect((await manager.put(CONSULTS, { ...body, id: 999999 })).status).toBe(404);
  });
});

describe('GET /api/vtis/consults/{id}/status', () => {
  it('is true while nothing changed since, false after a save', async () => {
    const { id, at } = await freshConsult();
    const first = (await reader.get(`${CONSULTS}/${id}`)).body.lastModified;
    const status = (since: string) =>
      reader.get(`${CONSULTS}/${id}/status?lastModified=${encodeURIComponent(since)}`);
    expect((await status(first)).body).toBe(true);
    await saveSections(manager, CONSULTS, id, {
      imagingDetails: vtisConsultSections(at, ids).imagingDetails,
    });
    expect((await status(first)).body).toBe(false);
    const missing = await reader.get(`${CONSULTS}/${id}/status`);
    expect(missing.status).toBe(400);
    expect(fieldNames(missing.body)).toContain('lastModified');
    expect(
      (await reader.get(`${CONSULTS}/999999/status?lastModified=${encodeURIComponent(first)}`)).status,
    ).toBe(404);
    expect((await apiClient(t.baseUrl).get(`${CONSULTS}/${id}/status?lastModified=x`)).status).toBe(401);
  });
});

describe('lookups', () => {
  it('lists hospitals, call takers, VTIS neurologists, and countries and languages from 3 letters', async () => {
    expect((await reader.get('/api/vtis/hospitals')).body.length).toBeGreaterThan(2);
    const neurologists = (await reader.get('/api/vtis/vtisNeurologists')).body as Array<{
      displayName: string;
    }>;
    expect(neurologists.map((n) => n.displayName)).toEqual(
      expect.arrayContaining(['Vera Strokeadmin', 'Ivan Inpatient']),
    );
    expect(neurologists.map((n) => n.displayName)).not.toContain('Violet Strokereader');
    expect((await reader.get('/api/vtis/users')).body.length).toBeGreaterThan(0);
    const countries = await reader.get('/api/vtis/countries?term=austr');
    expect(countries.body).toEqual(expect.arrayContaining([{ code: 1101, name: 'Australia' }]));
    const languages = await reader.get('/api/vtis/languages?term=engl');
    expect(languages.body).toEqual(expect.arrayContaining([{ code: '1201', name: 'English' }]));
    const short = await reader.get('/api/vtis/countries?term=au');
    expect(short.status).toBe(400);
    expect(fieldsOf(short.body)).toEqual([{ field: 'term', message: M.searchTooShort }]);
    expect((await ecmoOnly.get('/api/vtis/hospitals')).status).toBe(403);
  });
});

describe('a complete consult', () => {
  it('saves every section at once', async () => {
    const patient = await newPatient(t);
    const id = await completeConsult(manager, patient.id, ids);
    const got = (await reader.get(`${CONSULTS}/${id}`)).body;
    expect(got).toMatchObject({
      vtisStatus: 'INPATIENT',
      technicalConsultationInformation: { technicalSuccess: 'Successful' },
    });
  });
});
