import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
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
  consultSections,
  createConsult,
  createFollowup,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ALL_SCRIPT_NAMES,
  pdfText,
  SCRIPT_NAMES,
  SCRIPT_PDF_OK,
  scriptPdfReport,
} from '../stroke/pdf/pdf-text.ts';
import { referrerSection } from './demo-sections.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';
import { VST_SERVICE_NAME } from './pdf/record-pdf.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let ids: Ids;
let noBox: Ids;
let consultId: number;
let followupId: number;
let lastName: string;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader, ecmoOnly] = await Promise.all([
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
    clientFor(t, 'ecmo.manage@scout.example'),
  ]);
  const hospitals = await providerIds(t);
  const callTakerId = await userId(t, 'calltaker@scout.example');
  const specialistId = await userId(t, VST_ADMIN);
  ids = { hospitalId: hospitals[0] as number, specialistId, callTakerId };
  noBox = { hospitalId: hospitals[1] as number, specialistId, callTakerId };
  // The first hospital shares files too; the second has its fax switched off.
  await t.db
    .update(healthCareProviders)
    .set({ boxEnabled: true })
    .where(eq(healthCareProviders.id, ids.hospitalId));
  await t.db
    .update(healthCareProviders)
    .set({ faxEdEnabled: false })
    .where(eq(healthCareProviders.id, noBox.hospitalId));
  const patient = await newPatient(t, { lastName: 'Pdfpatient' });
  lastName = patient.lastName;
  consultId = await closedConsult(manager, patient.id, ids);
  followupId = await createFollowup(manager, newFollowupBody(consultId, patient.id, ids));
});
afterAll(() => t?.close());

describe('GET /api/vst/form/generate/{type}?id=', () => {
  it('answers the consult as a PDF (base64) with the service name, study ID, patient on every page and page numbers', async () => {
    const res = await reader.get(`${API}/form/generate/consult?id=${consultId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fileName: `VST${consultId}.pdf`, contentType: 'application/pdf' });
    const pdf = Buffer.from(res.body.base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(VST_SERVICE_NAME);
    expect(text).toContain(`VST Consult VST${consultId}`);
    expect(text).toContain(`Patient: ${lastName.toUpperCase()}, Pat`);
    expect(text).toContain('Page 1 of');
    // Every saved section in form order, with the field labels and option labels of the domain.
    const order = [
      'Referrer',
      'Patient Information',
      'Neurologist Information',
      'Clinical Presentation Information',
      'Imaging Details',
      'VST Diagnosis Details',
      'Recommended Management',
      'Technical Consultation Information',
      'Hospital Agreement',
    ];
    const positions = order.map((title) => text.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Left MCA syndrome');
    const pages = (text.match(/Page \d+ of (\d+)/g) ?? []).length;
    expect(pages).toBeGreaterThan(0);
    expect(text.split(`Patient: ${lastName.toUpperCase()}`).length - 1).toBe(pages);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.consult.pdf'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(consultId))).toBe(true);
  });

  it('prints names in every script as typed, in embedded subset fonts, who produced it and when, and not the mandatory-fields toggle (issue 23)', async () => {
    const patient = await newPatient(t, { ...SCRIPT_NAMES.patient });
    const at = callAt();
    const id = await createConsult(manager, {
      ...newConsultBody(patient.id, ids, at),
      referrerInformation: { ...referrerSection(at, ids.hospitalId), ...SCRIPT_NAMES.referrer },
    });
    const patientInformation = {
      ...consultSections(at, ids).patientInformation,
      mandatoryFields: 'On',
      patientCurrentLocation: SCRIPT_NAMES.others.join('\n'),
    };
    const saved = await saveSections(manager, CONSULTS, id, { patientInformation });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await reader.get(`${API}/form/generate/consult?id=${id}`);
    expect(res.status).toBe(200);
    const pdf = Buffer.from(res.body.base64, 'base64');
    const [me] = await t.db.select({ name: users.displayName }).from(users).where(eq(users.email, VST_READ));
    expect(scriptPdfReport(pdf, ALL_SCRIPT_NAMES, me?.name ?? '?')).toEqual(SCRIPT_PDF_OK);
    expect(pdfText(pdf)).not.toContain('Mandatory Fields');
  });

  it('prints a follow-up, and answers 400, 401, 403 and 404', async () => {
    const res = await reader.get(`${API}/form/generate/followup?id=${followupId}`);
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(res.body.base64, 'base64'));
    expect(text).toContain(`VST Follow up VSTFU${followupId}`);
    expect(text).toContain(`VST${consultId}`);
    expect((await reader.get(`${API}/form/generate/clinic?id=${consultId}`)).status).toBe(400);
    expect((await reader.get(`${API}/form/generate/consult`)).status).toBe(400);
    expect((await apiClient(t.baseUrl).get(`${API}/form/generate/consult?id=${consultId}`)).status).toBe(401);
    expect((await ecmoOnly.get(`${API}/form/generate/consult?id=${consultId}`)).status).toBe(403);
    const missing = await reader.get(`${API}/form/generate/consult?id=999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.consultNotFound);
  });
});

describe('POST /api/vst/form/send/fax and /form/send/box', () => {
  it('sends the PDF through the adapters, records each send and lists them', async () => {
    const fax = await manager.post(`${API}/form/send/fax`, { id: consultId, serviceType: 'consult' });
    expect(fax.status, JSON.stringify(fax.body)).toBe(200);
    expect(fax.body).toMatchObject({
      channel: 'fax',
      recordType: 'Consult',
      recordId: consultId,
      studyId: `VST${consultId}`,
      hospitalId: ids.hospitalId,
      destination: expect.stringMatching(/^0355500/),
      sentBy: expect.any(String),
      result: 'sent',
      error: null,
    });
    const box = await manager.post(`${API}/form/send/box`, { id: followupId, serviceType: 'followup' });
    expect(box.status, JSON.stringify(box.body)).toBe(200);
    expect(box.body).toMatchObject({
      channel: 'box',
      recordType: 'Followup',
      studyId: `VSTFU${followupId}`,
      result: 'sent',
    });
    const [row] = await t.db.select().from(vstFormSends).where(eq(vstFormSends.id, fax.body.id));
    const [outbox] = await t.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.id, row?.outboundMessageId ?? 0));
    expect(outbox).toMatchObject({ channel: 'fax', recipient: fax.body.destination, status: 'recorded' });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.followup.box'))
      .orderBy(auditEvents.id);
    expect(audit.some((a) => a.entityId === String(followupId))).toBe(true);
    const listed = await reader.get(`${API}/form/sends?id=${consultId}&serviceType=consult`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([fax.body]);
  });

  it('refuses a channel the hospital has not enabled, and answers 400, 401, 403 and 404', async () => {
    const patient = await newPatient(t);
    const elsewhere = await createConsult(manager, newConsultBody(patient.id, noBox));
    const body = { id: elsewhere, serviceType: 'consult' };
    expect((await manager.post(`${API}/form/send/fax`, body)).body.fieldErrors).toEqual([
      { field: 'id', message: S.faxNotEnabled },
    ]);
    expect((await manager.post(`${API}/form/send/box`, body)).body.fieldErrors).toEqual([
      { field: 'id', message: S.boxNotEnabled },
    ]);
    const invalid = await manager.post(`${API}/form/send/fax`, { id: elsewhere, serviceType: 'clinic' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors.map((f: { field: string }) => f.field)).toContain('serviceType');
    expect((await apiClient(t.baseUrl).post(`${API}/form/send/fax`, body)).status).toBe(401);
    expect((await reader.post(`${API}/form/send/fax`, body)).status).toBe(403);
    expect((await manager.post(`${API}/form/send/fax`, { id: 999999, serviceType: 'consult' })).status).toBe(
      404,
    );
    expect((await reader.get(`${API}/form/sends?id=999999&serviceType=consult`)).status).toBe(404);
  });
});
