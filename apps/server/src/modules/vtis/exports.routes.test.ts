import { ACCESS_LEVEL, PLATFORM_APP } from '@scout/domain/access/roles';
import { formatDate } from '@scout/domain/cases/dates';
import { AUSCR_HEADER, auscrRow } from '@scout/domain/vtis/auscr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../tools/sign-in.ts';
import { auditEvents, patientProfiles, userHealthCareProviders } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds, tokenFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  API,
  CONSULTS,
  closedConsultWithFollowup,
  completeDocumentation,
  DOCUMENTATION,
  EXPORTER,
  type Ids,
  VTIS_ADMIN,
  VTIS_MANAGE,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/test-users.ts';
import { CSV_BOM, csvCell, parseCsv } from '../stroke/csv.ts';

const EXPORT = `${API}/vtisdataexport/generate`;

let t: TestApp;
let exporter: ApiClient;
let manager: ApiClient;
let ids: Ids;
let documented: number;
let patient: typeof patientProfiles.$inferSelect;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [exporter, manager] = await Promise.all([clientFor(t, EXPORTER), clientFor(t, VTIS_MANAGE)]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VTIS_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  patient = await newPatient(t, {
    lastName: 'Registry',
    firstName: '=Formula',
    addressSuburb: 'Bendigo',
    addressPostcode: '3550',
    addressCountryCode: 1101,
  });
  documented = (await closedConsultWithFollowup(manager, patient.id, ids)).consult;
  await completeDocumentation(manager, documented);
  expect((await manager.patch(`${DOCUMENTATION}/${documented}/complete`)).status).toBe(200);
});
afterAll(() => t?.close());

/** A POST answered as raw text (the CSV), with the exporter's token. */
async function postCsv(path: string, body: unknown, email = EXPORTER) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(t, email)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // ignoreBOM keeps the byte order mark in the text (fetch's text() would drop it).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}
const auscrBody = (vtisSearchQuery: unknown = null) => ({
  category: 'VtisConsult',
  searchQuery: null,
  sections: null,
  vtisSearchQuery,
});

describe('the CSV writer', () => {
  it('quotes, doubles quotes and defuses formulas but not numbers', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+61412345678')).toBe("'+61412345678");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-1')).toBe('-1');
    expect(csvCell('-2.5')).toBe('-2.5');
    expect(csvCell(null)).toBe('');
  });
});

describe('POST /api/vtis/vtisdataexport/generate/auscr', () => {
  it('streams AUSCR_Report.csv: one row per consult with hospital documentation, field by field as its records', async () => {
    const res = await postCsv(`${EXPORT}/auscr`, auscrBody());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('AUSCR_Report.csv');
    expect(res.text.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...AUSCR_HEADER]);
    // The two seeded consults with documentation (one open, one completed) and this one.
    expect(rows).toHaveLength(3);
    const row = rows.find((r) => r[0] === `VTIS${documented}`) as string[];
    expect(row).toBeDefined();
    const cell = (variable: string) => row[AUSCR_HEADER.indexOf(variable)];

    // Field by field, against the records it came from (read back through the API).
    const consult = (await exporter.get(`${CONSULTS}/${documented}`)).body;
    const doc = (await exporter.get(`${CONSULTS}/${documented}/hospital-documentation`)).body;
    const [profile] = await t.db.select().from(patientProfiles).where(eq(patientProfiles.id, patient.id));
    const hospital = (
      (await exporter.get(`${API}/hospitals`)).body as Array<{ id: number; name: string }>
    ).find((h) => h.id === ids.hospitalId);
    const expected = auscrRow({
      studyId: consult.studyId,
      hospitalName: hospital?.name ?? null,
      patient: { ...profile, age: consult.patient.age },
      patientInformation: consult.patientInformation,
      patientHistory: consult.patientHistory,
      diagnosisDetails: consult.diagnosisDetails,
      ...doc.hospitalDocumentation,
    });
    expect(row).toEqual(
      expected.map((v) => (/^[=+\-@\t\r]/.test(v) && !/^-?\d+(\.\d+)?$/.test(v) ? `'${v}` : v)),
    );
    // And a few cells checked without the domain's mapping.
    expect(cell('Last name')).toBe('Registry');
    expect(cell('First name')).toBe("'=Formula");
    expect(cell('Date of birth')).toBe(formatDate('1970-03-04'));
    expect(cell('Hospital Medical Record Number (MRN)')).toBe('UR7731');
    expect(cell('Medicare number')).toBe('21234567011');
    expect(cell('Hospital name')).toBe(hospital?.name);
    expect(cell('ICD-10 code 1')).toBe('I63.9');
    expect(cell('ICD-10 code 4')).toBe('F17.2');
    expect(cell('Date of discharge')).toBe(
      formatDate(doc.hospitalDocumentation.dischargeInformation.hospitalDischargeDate),
    );
    expect(cell('Discharge destination')).toBe('Inpatient rehabilitation');

    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vtis.auscr.export'))
      .orderBy(auditEvents.id);
    expect(audits.at(-1)?.after).toMatchObject({ rowCount: 3, filter: null });
  });

  it('applies the filters; 204 when nothing is found', async () => {
    const one = await postCsv(`${EXPORT}/auscr`, auscrBody({ keyword: `VTIS${documented}` }));
    expect(parseCsv(one.text)).toHaveLength(2);
    const none = await postCsv(
      `${EXPORT}/auscr`,
      auscrBody({ fromDate: '2000-01-01T00:00:00', toDate: '2000-01-31T00:00:00', hospitalId: null }),
    );
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vtis.auscr.export'))
      .orderBy(auditEvents.id);
    expect(audits.at(-1)?.after).toMatchObject({ rowCount: 0, filter: { fromDate: '2000-01-01T00:00:00' } });
    const invalid = await postCsv(`${EXPORT}/auscr`, auscrBody({ fromDate: 'yesterday' }));
    expect(invalid.status).toBe(400);
  });

  it('needs the AuSCR export privilege', async () => {
    expect((await postCsv(`${EXPORT}/auscr`, auscrBody(), VTIS_MANAGE)).status).toBe(403);
    expect((await postCsv(`${EXPORT}/auscr`, auscrBody(), 'vst.admin@scout.example')).status).toBe(403);
    expect((await apiClient(t.baseUrl).post(`${EXPORT}/auscr`, auscrBody())).status).toBe(401);
  });

  it('exports only the consults of the providers of a limited exporter', async () => {
    // A Manage user with the AuSCR privilege, limited to another provider: none of the rows above.
    const hospitals = await providerIds(t);
    const user = await createTestUser(t.db, {
      isVtisUser: true,
      vtisAccess: ACCESS_LEVEL.Manage,
      canExportVtisAuscrData: true,
    });
    await t.db.insert(userHealthCareProviders).values({
      userId: user.id,
      healthCareProviderId: hospitals[6] as number,
      platformAppId: PLATFORM_APP.VTIS,
    });
    const { accessToken } = await signIn(t.baseUrl, user.email, TEST_PASSWORD);
    const res = await fetch(`${t.baseUrl}${EXPORT}/auscr`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(auscrBody()),
    });
    expect(res.status).toBe(204);
    const all = await postCsv(`${EXPORT}/auscr`, auscrBody(), 'admin@scout.example');
    expect(parseCsv(all.text)).toHaveLength(4);
  });
});

describe('the VTIS consult and follow-up CSV', () => {
  it('lists the columns by section, from the field declarations', async () => {
    const res = await exporter.get(`${EXPORT}/csv/columns?category=VtisConsult`);
    expect(res.status).toBe(200);
    const sections = res.body as Array<{
      sectionId: string;
      columns: Array<{ id: string; name: string; isChecked: boolean }>;
    }>;
    expect(sections.map((s) => s.sectionId)).toEqual(
      expect.arrayContaining(['record', 'referrerInformation', 'patientHistory', 'diagnosisDetails']),
    );
    expect(sections.find((s) => s.sectionId === 'diagnosisDetails')?.columns).toContainEqual(
      expect.objectContaining({ id: 'diagnosisDetails.strokeType', isChecked: true }),
    );
    expect((await manager.get(`${EXPORT}/csv/columns?category=VtisConsult`)).status).toBe(403);
    expect((await exporter.get(`${EXPORT}/csv/columns?category=Consult`)).status).toBe(400);
  });

  it('exports the checked columns of the consults, and the follow-ups, with labels; 204 when empty', async () => {
    const columns = (await exporter.get(`${EXPORT}/csv/columns?category=VtisConsult`)).body as Array<{
      sectionId: string;
      sectionName: string;
      columns: Array<{ id: string; name: string; isChecked: boolean }>;
    }>;
    const picked = columns.map((s) => ({
      ...s,
      columns: s.columns.map((c) => ({
        ...c,
        isChecked: [
          'record.studyId',
          'record.patientLastName',
          'diagnosisDetails.strokeType',
          'patientInformation.countryOfBirthCode',
        ].includes(c.id),
      })),
    }));
    const res = await postCsv(`${EXPORT}/csv`, {
      category: 'VtisConsult',
      vtisSearchQuery: { keyword: `VTIS${documented}` },
      sections: picked,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('VTIS_VtisConsult_Report.csv');
    const [header, ...rows] = parseCsv(res.text);
    // In the picker's order: record, patient information, diagnosis.
    expect(header).toEqual(['Study ID', 'Patient Last Name', 'Country of Birth', 'Stroke Type']);
    expect(rows).toEqual([[`VTIS${documented}`, 'Registry', 'Australia', 'Ischaemic Stroke']]);
    const followups = await postCsv(`${EXPORT}/csv`, {
      category: 'VtisFollowup',
      vtisSearchQuery: { keyword: `VTIS${documented}` },
      sections: null,
    });
    expect(followups.status).toBe(200);
    const [fHeader, ...fRows] = parseCsv(followups.text);
    expect(fHeader?.slice(0, 2)).toEqual(['Study ID', 'VTIS Consult Study ID']);
    expect(fRows).toHaveLength(1);
    expect(fRows[0]?.[1]).toBe(`VTIS${documented}`);
    const empty = await postCsv(`${EXPORT}/csv`, {
      category: 'VtisConsult',
      vtisSearchQuery: { keyword: 'VTIS999999' },
      sections: null,
    });
    expect(empty.status).toBe(204);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vtis.consult.export'))
      .orderBy(auditEvents.id);
    expect(audits.map((a) => (a.after as { rowCount: number }).rowCount)).toEqual(
      expect.arrayContaining([1, 0]),
    );
    expect((await postCsv(`${EXPORT}/csv`, { category: 'VtisConsult' }, VTIS_MANAGE)).status).toBe(403);
  });
});
