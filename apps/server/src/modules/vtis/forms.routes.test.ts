import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  healthCareProviders,
  outboundMessages,
  users,
  vstFormSends,
} from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  API,
  CONSULTS,
  callAt,
  closedConsult,
  closedConsultWithFollowup,
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
import { referrerSection } from '../stroke/demo-sections.ts';
import { STROKE_SERVER_MESSAGES as S } from '../stroke/messages.ts';
import {
  ALL_SCRIPT_NAMES,
  pdfText,
  SCRIPT_NAMES,
  SCRIPT_PDF_OK,
  scriptPdfReport,
} from '../stroke/pdf/pdf-text.ts';
import { VTIS_SERVICE_NAME } from './pdf/record-pdf.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;
let noFax: Ids;
let consultId: number;
let followupId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, VTIS_MANAGE), clientFor(t, VTIS_READ)]);
  const hospitals = await providerIds(t);
  const callTakerId = await userId(t, 'calltaker@scout.example');
  const specialistId = await userId(t, VTIS_ADMIN);
  ids = { hospitalId: hospitals[2] as number, specialistId, callTakerId };
  noFax = { hospitalId: hospitals[3] as number, specialistId, callTakerId };
  // The first hospital has a VTIS fax line and shares files; the second has neither.
  await t.db
    .update(healthCareProviders)
    .set({ faxVtis: '0355509999', faxVtisEnabled: true, boxEnabled: true })
    .where(eq(healthCareProviders.id, ids.hospitalId));
  await t.db
    .update(healthCareProviders)
    .set({ faxVtis: null, faxVtisEnabled: false, boxEnabled: false })
    .where(eq(healthCareProviders.id, noFax.hospitalId));
  const patient = await newPatient(t, { lastName: 'Vtispdf', firstName: 'Paula' });
  ({ consult: consultId, followup: followupId } = await closedConsultWithFollowup(manager, patient.id, ids));
});
afterAll(() => t?.close());

describe('GET /api/vtis/form/generate/{recordType}', () => {
  it('is the PDF of a consult or follow-up, as base64, with its study ID and patient', async () => {
    const res = await reader.get(`${API}/form/generate/VtisConsult?id=${consultId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ fileName: `VTIS${consultId}.pdf`, contentType: 'application/pdf' });
    const pdf = Buffer.from(res.body.base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(VTIS_SERVICE_NAME);
    expect(text).toContain(`VTIS Consult VTIS${consultId}`);
    expect(text).toContain('VTISPDF, Paula');
    expect(text).toContain('Cardio-embolism');
    // Codes printed by their names (SACC, ASCL).
    expect(text).toContain('Australia');
    const followup = await reader.get(`${API}/form/generate/VtisFollowup?id=${followupId}`);
    expect(followup.status).toBe(200);
    expect(pdfText(Buffer.from(followup.body.base64, 'base64'))).toContain(`Follow up of`);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vtis.consult.pdf'))
      .orderBy(auditEvents.id);
    expect(audits.some((a) => a.entityId === String(consultId))).toBe(true);
  });

  it('prints names in every script as typed, in embedded subset fonts, who produced it and when, and not the required-fields toggle (issue 23)', async () => {
    const patient = await newPatient(t, { ...SCRIPT_NAMES.patient });
    const at = callAt();
    const id = await createConsult(manager, {
      ...newConsultBody(patient.id, ids, at),
      referrerInformation: {
        ...referrerSection(at, ids.hospitalId, { referrerHospitalUnit: 'Ward' }),
        ...SCRIPT_NAMES.referrer,
      },
    });
    const sections = vtisConsultSections(at, ids);
    const patientInformation = {
      ...sections.patientInformation,
      mandatoryFieldsOff: 'No',
      patientHospitalAddress: SCRIPT_NAMES.others.join('\n'),
    };
    const saved = await saveSections(manager, CONSULTS, id, { patientInformation });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await reader.get(`${API}/form/generate/VtisConsult?id=${id}`);
    expect(res.status).toBe(200);
    const pdf = Buffer.from(res.body.base64, 'base64');
    const [me] = await t.db.select({ name: users.displayName }).from(users).where(eq(users.email, VTIS_READ));
    expect(scriptPdfReport(pdf, ALL_SCRIPT_NAMES, me?.name ?? '?')).toEqual(SCRIPT_PDF_OK);
    expect(pdfText(pdf)).not.toContain('Required Fields Off');
  });

  it('answers 404, 400 for an unknown record type, 401 and 403', async () => {
    expect((await reader.get(`${API}/form/generate/VtisConsult?id=999999`)).status).toBe(404);
    expect((await reader.get(`${API}/form/generate/Consult?id=${consultId}`)).status).toBe(400);
    expect((await apiClient(t.baseUrl).get(`${API}/form/generate/VtisConsult?id=1`)).status).toBe(401);
    const ecmo = await clientFor(t, 'ecmo.read@scout.example');
    expect((await ecmo.get(`${API}/form/generate/VtisConsult?id=${consultId}`)).status).toBe(403);
  });
});

describe('POST /api/vtis/form/send/fax and /box', () => {
  it('sends the PDF to the hospital VTIS fax line and to Box, records and audits each send', async () => {
    const fax = await manager.post(`${API}/form/send/fax`, { id: consultId, recordType: 'VtisConsult' });
    expect(fax.status, JSON.stringify(fax.body)).toBe(200);
    expect(fax.body).toMatchObject({
      channel: 'fax',
      recordType: 'VtisConsult',
      recordId: consultId,
      studyId: `VTIS${consultId}`,
      destination: '0355509999',
      sentBy: 'Victor Strokemanager',
      result: 'sent',
    });
    const box = await manager.post(`${API}/form/send/box`, { id: followupId, recordType: 'VtisFollowup' });
    expect(box.status).toBe(200);
    expect(box.body).toMatchObject({
      channel: 'box',
      recordType: 'VtisFollowup',
      studyId: `VTISFU${followupId}`,
    });
    const rows = await t.db.select().from(vstFormSends).where(eq(vstFormSends.recordId, consultId));
    expect(rows.filter((r) => r.recordType === 'VtisConsult')).toHaveLength(1);
    const [outbox] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.id, rows[0]?.outboundMessageId as number));
    expect(outbox).toBeDefined();
    const sends = await reader.get(`${API}/form/sends?id=${consultId}&recordType=VtisConsult`);
    expect(sends.body).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vtis.consult.fax'))
      .orderBy(auditEvents.id);
    expect(audits.some((a) => a.entityId === String(consultId))).toBe(true);
  });

  it('refuses a hospital without the VTIS fax line or Box, a Read user and an unknown record', async () => {
    const patient = await newPatient(t);
    const other = await closedConsult(manager, patient.id, noFax);
    const fax = await manager.post(`${API}/form/send/fax`, { id: other, recordType: 'VtisConsult' });
    expect(fax.status).toBe(400);
    expect(fax.body.fieldErrors).toEqual([{ field: 'id', message: S.faxNotEnabled }]);
    const box = await manager.post(`${API}/form/send/box`, { id: other, recordType: 'VtisConsult' });
    expect(box.body.fieldErrors).toEqual([{ field: 'id', message: S.boxNotEnabled }]);
    expect(
      (await reader.post(`${API}/form/send/fax`, { id: consultId, recordType: 'VtisConsult' })).status,
    ).toBe(403);
    expect(
      (await manager.post(`${API}/form/send/fax`, { id: 999999, recordType: 'VtisConsult' })).status,
    ).toBe(404);
    const invalid = await manager.post(`${API}/form/send/fax`, { id: consultId });
    expect(invalid.body.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['recordType']);
  });
});
