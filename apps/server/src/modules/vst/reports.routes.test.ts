import { REPORT_MESSAGES } from '@scout/domain/reports/messages';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, healthCareProviders, vstConsults } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds, tokenFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  API,
  createConsult,
  createFollowup,
  type Ids,
  newConsultBody,
  newFollowupBody,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const REPORTS = `${API}/vstreports`;
const EXPORTER = 'exporter@scout.example';
const MINUTE = 60_000;
const RANGE = { fromDate: '2025-02-01T00:00:00', toDate: '2025-03-31T23:59:59' };

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let hospitalA: string;
let hospitalB: string;

/**
 * The records of the report (before the demo's, which are recent): in February 2025 three consults
 * at hospital A (one thrombolysed, one accepted for ECR, one referred for ECR and refused), in
 * March one consult and one follow-up at hospital B; specialist contact 10, 20, 30 and 40 minutes
 * after the call; the thrombolysed patient's door to needle 60 minutes.
 */
async function seedReportRecords() {
  const hospitals = await providerIds(t);
  const specialistId = await userId(t, VST_ADMIN);
  const callTakerId = await userId(t, 'calltaker@scout.example');
  const a: Ids = { hospitalId: hospitals[4] as number, specialistId, callTakerId };
  const b: Ids = { hospitalId: hospitals[5] as number, specialistId, callTakerId };
  const names = await t.db.select().from(healthCareProviders);
  hospitalA = names.find((h) => h.id === a.hospitalId)?.name as string;
  hospitalB = names.find((h) => h.id === b.hospitalId)?.name as string;
  const patient = await newPatient(t, { lastName: 'Reportcase' });
  const consult = async (
    at: string,
    who: Ids,
    contactMinutes: number,
    management: Record<string, unknown>,
  ) => {
    const call = new Date(at);
    const id = await createConsult(manager, newConsultBody(patient.id, who, call));
    await t.db
      .update(vstConsults)
      .set({
        specialistDateTime: new Date(call.getTime() + contactMinutes * MINUTE),
        patientInformation: {
          patientHospitalId: who.hospitalId,
          hospitalTriageDateAndTime: new Date(call.getTime() - 10 * MINUTE).toISOString(),
        },
        patientHospitalId: who.hospitalId,
        reperfusionTherapiesDetails: management,
        // Closed (a follow-up is created only from a closed consult, §4.5).
        isActive: false,
        closedOn: new Date(call.getTime() + 60 * MINUTE),
      })
      .where(eq(vstConsults.id, id));
    return id;
  };
  const first = await consult('2025-02-10T01:00:00Z', a, 10, {
    tpaAdministered: 'Yes',
    tpaCommenceDateAndTime: '2025-02-10T01:50:00Z',
    patientRecommendedForECR: 'No',
  });
  await consult('2025-02-12T01:00:00Z', a, 20, {
    patientRecommendedForECR: 'Yes',
    patientAcceptedForECR: 'Yes',
  });
  await consult('2025-02-20T01:00:00Z', a, 30, {
    patientRecommendedForECR: 'Yes',
    patientAcceptedForECR: 'No',
  });
  await consult('2025-03-05T01:00:00Z', b, 40, { tpaAdministered: 'No' });
  await createFollowup(manager, newFollowupBody(first, patient.id, b, new Date('2025-03-06T01:00:00Z')));
}

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [manager, reader] = await Promise.all([clientFor(t, VST_MANAGE), clientFor(t, VST_READ)]);
  await seedReportRecords();
});
afterAll(() => t?.close());

async function postReport(type: string, body: unknown, email = EXPORTER) {
  const res = await fetch(`${t.baseUrl}${REPORTS}/${type}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(t, email)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function workbookOf(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}
/** A sheet's data rows (below the title and header rows) as plain values. */
const dataRows = (ws: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  ws.eachRow((row, n) => {
    if (n > 2) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('access (spec 3 §6: monthly and quarterly need the VST export privilege)', () => {
  it('answers 401 without a token and 403 to Read and Manage users without the privilege', async () => {
    expect((await apiClient(t.baseUrl).post(`${REPORTS}/monthly`, RANGE)).status).toBe(401);
    for (const user of [reader, manager]) {
      expect((await user.post(`${REPORTS}/monthly`, RANGE)).status).toBe(403);
      expect((await user.post(`${REPORTS}/quarterly`, RANGE)).status).toBe(403);
    }
  });
});

describe('POST /api/vst/vstreports/monthly', () => {
  it('answers Report_VST_Monthly.xlsx whose counts are the seeded records', async () => {
    const res = await postReport('monthly', RANGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('Report_VST_Monthly.xlsx');
    const wb = await workbookOf(res.bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Headline', 'Key Intervals', 'Chart Data']);

    const headline = wb.getWorksheet('Headline') as ExcelJS.Worksheet;
    expect(headline.getRow(1).getCell(1).value).toBe('VST Monthly Report: 01/02/2025 to 31/03/2025');
    expect((headline.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Month',
      'Hospital',
      'Consults',
      'Follow-ups',
      'Thrombolysed',
      'ECR Referred',
      'ECR Accepted',
    ]);
    expect(headline.getRow(2).font?.bold).toBe(true);
    expect(headline.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    expect(headline.getColumn(2).width).toBe(40);
    expect(dataRows(headline)).toEqual([
      ['2025-02', hospitalA, 3, 0, 1, 2, 1],
      ['2025-03', hospitalB, 1, 1, 0, 0, 0],
      ['Total', 'All hospitals', 4, 1, 1, 2, 1],
    ]);

    const intervals = dataRows(wb.getWorksheet('Key Intervals') as ExcelJS.Worksheet);
    expect(intervals).toEqual([
      ['Call to specialist contact (minutes)', 'All', 4, 25, 17.5, 32.5, 15],
      ['Call to specialist contact (minutes)', '2025-02', 3, 20, 15, 25, 10],
      ['Call to specialist contact (minutes)', '2025-03', 1, 40, 40, 40, 0],
      ['Door to needle (minutes)', 'All', 1, 60, 60, 60, 0],
      ['Door to needle (minutes)', '2025-02', 1, 60, 60, 60, 0],
      ['Door to needle (minutes)', '2025-03', 0],
    ]);

    const chart = wb.getWorksheet('Chart Data') as ExcelJS.Worksheet;
    expect(dataRows(chart)).toEqual([
      ['2025-02', 3, 0, 1, 2, 1, 20, 60],
      ['2025-03', 1, 1, 0, 0, 0, 40],
    ]);

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.monthly_report.export'))
      .orderBy(auditEvents.id);
    expect(audit?.userEmail).toBe(EXPORTER);
    expect(audit?.after).toMatchObject({ filter: RANGE, rowCount: 5 });
  });

  it('answers 204 for a range without records', async () => {
    const res = await postReport('monthly', {
      fromDate: '2000-01-01T00:00:00',
      toDate: '2000-03-31T23:59:59',
    });
    expect(res.status).toBe(204);
    expect(res.bytes.length).toBe(0);
  });

  it('needs both dates, From not after To (§5.10), naming the field', async () => {
    const api = await clientFor(t, EXPORTER);
    const missing = await api.post(`${REPORTS}/monthly`, { fromDate: RANGE.fromDate });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toContainEqual({ field: 'toDate', message: REPORT_MESSAGES.required });
    const none = await api.post(`${REPORTS}/quarterly`, {});
    expect(none.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'fromDate', message: REPORT_MESSAGES.required },
        { field: 'toDate', message: REPORT_MESSAGES.required },
      ]),
    );
    const reversed = await api.post(`${REPORTS}/monthly`, { fromDate: RANGE.toDate, toDate: RANGE.fromDate });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors).toContainEqual({
      field: 'toDate',
      message: REPORT_MESSAGES.fromAfterTo,
    });
  });
});

describe('POST /api/vst/vstreports/quarterly', () => {
  it('answers Report_VST_Quarterly.xlsx by financial quarter', async () => {
    const res = await postReport('quarterly', RANGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Report_VST_Quarterly.xlsx');
    const wb = await workbookOf(res.bytes);
    const headline = wb.getWorksheet('Headline') as ExcelJS.Worksheet;
    expect(headline.getRow(2).getCell(1).value).toBe('Quarter');
    // Within a period, hospitals by name.
    const byName = [
      [hospitalA, 3, 0, 1, 2, 1],
      [hospitalB, 1, 1, 0, 0, 0],
    ].sort((x, y) => String(x[0]).localeCompare(String(y[0])));
    expect(dataRows(headline)).toEqual([
      ...byName.map((r) => ['FY2024-25 Q3', ...r]),
      ['Total', 'All hospitals', 4, 1, 1, 2, 1],
    ]);
    expect(dataRows(wb.getWorksheet('Chart Data') as ExcelJS.Worksheet)).toEqual([
      ['FY2024-25 Q3', 4, 1, 1, 2, 1, 25, 60],
    ]);
  });
});
