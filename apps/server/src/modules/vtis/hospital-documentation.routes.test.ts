import { HOSPITAL_DOCUMENTATION_MESSAGES as HM } from '@scout/domain/vtis/hospital-documentation-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, healthCareProviders, users, vtisHospitalDocumentation } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds, tokenFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { ADMIN, newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  closedConsult,
  completeConsult,
  completeDocumentation,
  DOCUMENTATION,
  hospitalDocumentationSections,
  type Ids,
  saveSections,
  VTIS_ADMIN,
  VTIS_MANAGE,
  VTIS_READ,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';
import { pdfText, SCRIPT_NAMES, SCRIPT_PDF_OK, scriptPdfReport } from '../stroke/pdf/pdf-text.ts';

let t: TestApp;
let sysadmin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [sysadmin, manager, reader] = await Promise.all([
    clientFor(t, ADMIN),
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
const load = (api: ApiClient, id: number) => api.get(`${CONSULTS}/${id}/hospital-documentation`);
const save = (
  api: ApiClient,
  id: number,
  sections: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => saveSections(api, DOCUMENTATION, id, sections, extra, `${CONSULTS}/${id}/hospital-documentation`);

async function auditActions(action: string, id: number) {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(auditEvents.id);
  return rows.filter((a) => a.entityId === String(id));
}

describe('GET /api/vtis/consults/{id}/hospital-documentation', () => {
  it('answers the documentation of a closed consult, 404 for one without', async () => {
    const patient = await newPatient(t, { lastName: 'Docpatient' });
    const open = await completeConsult(manager, patient.id, ids);
    const none = await load(reader, open);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(HM.notFound);
    const id = await closedConsult(manager, (await newPatient(t)).id, ids);
    const res = await load(reader, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      studyId: `VTIS${id}`,
      strokeType: 'Ischaemic',
      patientInformation: { patientHospitalUrn: 'UR7731' },
      hospitalDocumentation: {
        closedOn: null,
        lastModified: expect.any(String),
        admissionDetails: null,
        dischargeInformation: null,
      },
    });
    expect(await auditActions('vtis.hospital-documentation.read', id)).toHaveLength(1);
    expect((await apiClient(t.baseUrl).get(`${CONSULTS}/${id}/hospital-documentation`)).status).toBe(401);
    expect((await load(reader, 999999)).status).toBe(404);
  });
});

describe('PUT /api/vtis/consults/hospital-documentation', () => {
  it('saves the listed sections, computes the length of stay, and checks each rule by the body path', async () => {
    const id = await closedConsult(manager, (await newPatient(t)).id, ids);
    const sections = hospitalDocumentationSections();
    const res = await save(manager, id, {
      admissionDetails: sections.admissionDetails,
      dischargeInformation: { ...sections.dischargeInformation, lengthOfStay: 99 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.hospitalDocumentation).toMatchObject({
      admissionDetails: sections.admissionDetails,
      // Computed from the dates, whatever is sent.
      dischargeInformation: { lengthOfStay: 5, icd10Code1: 'I63.9' },
      clinicalInformation: null,
    });
    const [row] = await t.db
      .select()
      .from(vtisHospitalDocumentation)
      .where(eq(vtisHospitalDocumentation.id, id));
    expect(row).toMatchObject({
      hospitalAdmissionDate: sections.admissionDetails.hospitalAdmissionDate,
      hospitalDischargeDate: sections.dischargeInformation.hospitalDischargeDate,
    });
    expect(await auditActions('vtis.hospital-documentation.update', id)).toHaveLength(1);

    const invalid = await save(manager, id, {
      dischargeInformation: {
        ...sections.dischargeInformation,
        icd10Code2: 'stroke',
        dischargeDestination: 'Other',
      },
      secondaryPrevention: { didPatientOrFamilyReceiveInformation: 'Yes' },
    });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid.body)).toEqual(
      expect.arrayContaining([
        { field: 'dischargeInformation.icd10Code2', message: HM.icd10Code },
        { field: 'dischargeInformation.dischargeDestinationOther', message: HM.required },
        { field: 'secondaryPrevention.antithromboticsPrescribedAtDischarge', message: HM.required },
      ]),
    );
  });

  it('answers 409 to a stale save and applies a forced one; 403 for a Read user; 404 without documentation', async () => {
    const id = await closedConsult(manager, (await newPatient(t)).id, ids);
    const first = (await load(manager, id)).body.hospitalDocumentation.lastModified;
    const admission = { admissionDetails: hospitalDocumentationSections().admissionDetails };
    expect((await save(manager, id, admission)).status).toBe(200);
    const body = { id, sectionsToUpdate: ['admissionDetails'], ...admission, lastModified: first };
    expect((await manager.put(DOCUMENTATION, body)).status).toBe(409);
    expect((await manager.put(DOCUMENTATION, { ...body, forceUpdate: true })).status).toBe(200);
    expect((await reader.put(DOCUMENTATION, { ...body, forceUpdate: true })).status).toBe(403);
    const open = await completeConsult(manager, (await newPatient(t)).id, ids);
    expect((await manager.put(DOCUMENTATION, { ...body, id: open, forceUpdate: true })).status).toBe(404);
  });
});

describe('PATCH /api/vtis/consults/hospital-documentation/{id}/complete', () => {
  it('refuses incomplete documentation, closes complete documentation, then only a system admin may change it', async () => {
    const id = await closedConsult(manager, (await newPatient(t)).id, ids);
    const incomplete = await manager.patch(`${DOCUMENTATION}/${id}/complete`);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(S.closeNeedsCompleteRecord);
    expect(fieldNames(incomplete.body)).toEqual(
      expect.arrayContaining(['admissionDetails', 'dischargeInformation']),
    );
    expect((await reader.patch(`${DOCUMENTATION}/${id}/complete`)).status).toBe(403);
    await completeDocumentation(manager, id);
    const closed = await manager.patch(`${DOCUMENTATION}/${id}/complete`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.hospitalDocumentation.closedOn).toEqual(expect.any(String));
    expect(await auditActions('vtis.hospital-documentation.close', id)).toHaveLength(1);
    expect((await manager.get(`${CONSULTS}/${id}`)).body.vtisHospitalDocumentationStatus).toBe('CLOSED');

    const change = {
      admissionDetails: {
        ...hospitalDocumentationSections().admissionDetails,
        hospitalAdmissionTime: '15:00',
      },
    };
    const refused = await save(manager, id, change);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(HM.readOnly);
    expect((await manager.patch(`${DOCUMENTATION}/${id}/complete`)).status).toBe(403);
    const corrected = await save(sysadmin, id, change);
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.hospitalDocumentation.admissionDetails.hospitalAdmissionTime).toBe('15:00');
    const twice = await sysadmin.patch(`${DOCUMENTATION}/${id}/complete`);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(S.alreadyClosed);
    expect((await manager.patch(`${DOCUMENTATION}/999999/complete`)).status).toBe(404);
  });
});

describe('GET /api/vtis/consults/{id}/discharge-summary', () => {
  it('is a PDF with the study ID, the patient name, the documentation and the hospital letterhead', async () => {
    await t.db
      .update(healthCareProviders)
      .set({
        dischargeSummaryContactNumber: '03 5550 7777',
        dischargeSummaryHeaderSection: 'Stroke Unit, Level 4',
        dischargeSummaryFooterSection: 'Please send questions to the stroke liaison nurse.',
      })
      .where(eq(healthCareProviders.id, ids.hospitalId));
    const patient = await newPatient(t, { lastName: 'Summarypatient', firstName: 'Sue' });
    const id = await closedConsult(manager, patient.id, ids);
    await completeDocumentation(manager, id);
    const token = await tokenFor(t, VTIS_READ);
    const res = await fetch(`${t.baseUrl}${CONSULTS}/${id}/discharge-summary`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`Discharge_Summary_VTIS${id}.pdf`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Discharge Summary VTIS${id}`);
    expect(text).toContain('SUMMARYPATIENT, Sue');
    expect(text).toContain('Stroke Unit, Level 4');
    expect(text).toContain('03 5550 7777');
    expect(text).toContain('I63.9');
    expect(text).toContain('Inpatient rehabilitation');
    expect(await auditActions('vtis.hospital-documentation.discharge-summary', id)).toHaveLength(1);
  });

  it('prints names in every script as typed, in embedded subset fonts, with who produced it and when (issue 23)', async () => {
    const names = [...Object.values(SCRIPT_NAMES.referrer), ...SCRIPT_NAMES.others];
    await t.db
      .update(healthCareProviders)
      .set({ dischargeSummaryHeaderSection: names.join('\n') })
      .where(eq(healthCareProviders.id, ids.hospitalId));
    const patient = await newPatient(t, { ...SCRIPT_NAMES.patient });
    const id = await closedConsult(manager, patient.id, ids);
    await completeDocumentation(manager, id);
    const res = await fetch(`${t.baseUrl}${CONSULTS}/${id}/discharge-summary`, {
      headers: { authorization: `Bearer ${await tokenFor(t, VTIS_READ)}` },
    });
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    const [me] = await t.db.select({ name: users.displayName }).from(users).where(eq(users.email, VTIS_READ));
    expect(scriptPdfReport(pdf, [SCRIPT_NAMES.patientLine, ...names], me?.name ?? '?')).toEqual(
      SCRIPT_PDF_OK,
    );
  });

  it('answers 404 without documentation, 401 and 403', async () => {
    const open = await completeConsult(manager, (await newPatient(t)).id, ids);
    expect((await reader.get(`${CONSULTS}/${open}/discharge-summary`)).status).toBe(404);
    expect((await apiClient(t.baseUrl).get(`${CONSULTS}/${open}/discharge-summary`)).status).toBe(401);
    const ecmo = await clientFor(t, 'ecmo.read@scout.example');
    expect((await ecmo.get(`${CONSULTS}/${open}/discharge-summary`)).status).toBe(403);
  });
});
