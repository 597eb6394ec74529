import { formatDate } from '@scout/domain/cases/dates';
import { REPORT_MESSAGES } from '@scout/domain/reports/messages';
import { VST_CONSULT_SECTION_NAMES } from '@scout/domain/vst/sections';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, healthCareProviders, users, vstConsults } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds, tokenFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import {
  API,
  CONSULTS,
  closedConsult,
  createFollowup,
  type Ids,
  newFollowupBody,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { CSV_BOM, parseCsv } from '../stroke/csv.ts';

const EXPORT = `${API}/vstdataexport/generate`;
const EXPORTER = 'exporter@scout.example';

type Section = {
  sectionId: string;
  sectionName: string;
  columns: Array<{ id: string; name: string; isChecked: boolean }>;
};

let t: TestApp;
let exporter: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;
let consultId: number;
let followupId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [exporter, manager, reader] = await Promise.all([
    clientFor(t, EXPORTER),
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
  ]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[1] as number,
    specialistId: await userId(t, VST_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
  const patient = await newPatient(t, { lastName: 'Exportcase', firstName: '=Formula' });
  consultId = await closedConsult(manager, patient.id, ids);
  followupId = await createFollowup(manager, newFollowupBody(consultId, patient.id, ids));
});
afterAll(() => t?.close());

/** A POST answered as raw text (the CSV), BOM kept. */
async function postCsv(body: unknown, email = EXPORTER) {
  const res = await fetch(`${t.baseUrl}${EXPORT}/csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor(t, email)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}

async function columnsOf(category: string): Promise<Section[]> {
  const res = await exporter.get(`${EXPORT}/csv/columns?category=${category}`);
  expect(res.status).toBe(200);
  return res.body as Section[];
}
const ticked = (sections: Section[], chosen: string[]) =>
  sections.map((s) => ({
    ...s,
    columns: s.columns.map((c) => ({ ...c, isChecked: chosen.includes(c.id) })),
  }));

describe('access (spec 3 §6: the VST export privilege)', () => {
  it('answers 401 without a token and 403 to Read and Manage users without the privilege', async () => {
    const anonymous = apiClient(t.baseUrl);
    expect((await anonymous.get(`${EXPORT}/csv/columns?category=Consult`)).status).toBe(401);
    expect((await anonymous.post(`${EXPORT}/csv`, { category: 'Consult' })).status).toBe(401);
    for (const user of [reader, manager]) {
      expect((await user.get(`${EXPORT}/csv/columns?category=Consult`)).status).toBe(403);
      expect((await user.post(`${EXPORT}/csv`, { category: 'Consult', sections: null })).status).toBe(403);
    }
  });
});

describe('GET /api/vst/vstdataexport/generate/csv/columns', () => {
  it('lists the consult form sections with their columns from the field declarations', async () => {
    const sections = await columnsOf('Consult');
    // Every data section of the consult form, in form order, after the record's own columns.
    expect(sections.map((s) => s.sectionId)).toEqual(['record', ...VST_CONSULT_SECTION_NAMES]);
    const diagnosis = sections.find((s) => s.sectionId === 'diagnosisDetails');
    expect(diagnosis?.sectionName).toBe('VST Diagnosis Details');
    expect(diagnosis?.columns[0]).toEqual({
      id: 'diagnosisDetails.strokeType',
      name: 'Stroke Type',
      isChecked: true,
    });
  });

  it('lists the follow-up form sections, with the consult study ID; 400 naming an unknown category', async () => {
    const sections = await columnsOf('Followup');
    expect(sections.map((s) => s.sectionId)).toContain('followupConsultationInformation');
    expect(sections[0]?.columns.map((c) => c.id).slice(0, 2)).toEqual([
      'record.studyId',
      'record.consultStudyId',
    ]);
    const bad = await exporter.get(`${EXPORT}/csv/columns?category=VtisConsult`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('category');
  });
});

describe('POST /api/vst/vstdataexport/generate/csv', () => {
  it('streams VST_Consult_Report.csv with the ticked columns, values as people read them', async () => {
    const chosen = [
      'record.studyId',
      'record.patientLastName',
      'record.patientFirstName',
      'referrerInformation.referrerHospitalId',
      'neurologistInformation.specialistId',
      'clinicalPresentationInformation.clinicalPresentationNIHSS',
      'diagnosisDetails.strokeType',
      'technicalConsultationInformation.consultType',
    ];
    const res = await postCsv({
      category: 'Consult',
      searchQuery: { keyword: `VST${consultId}`, hospitalId: null },
      sections: ticked(await columnsOf('Consult'), chosen),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('VST_Consult_Report.csv');
    expect(res.headers.get('x-row-count')).toBe('1');
    expect(res.text.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([
      'Study ID',
      'Patient Last Name',
      'Patient First Name',
      // The patient's section has a Hospital too: each carries its section (issue 23 item 5).
      'Referrer Hospital',
      'Neurologist/Stroke Specialist',
      'NIHSS',
      'Stroke Type',
      'Consult Type',
    ]);
    // Against the record as the API reads it.
    const consult = (await exporter.get(`${CONSULTS}/${consultId}`)).body;
    const [hospital] = await t.db
      .select({ name: healthCareProviders.name })
      .from(healthCareProviders)
      .where(eq(healthCareProviders.id, ids.hospitalId));
    const [specialist] = await t.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.id, ids.specialistId));
    expect(rows).toEqual([
      [
        consult.studyId,
        'Exportcase',
        "'=Formula",
        hospital?.name,
        specialist?.name,
        String(consult.clinicalPresentationInformation.clinicalPresentationNIHSS),
        'Ischaemic Stroke',
        'Phone Only (No video consultation)',
      ],
    ]);
  });

  it('exports every column of every consult the filters find (none: all), as the register holds them', async () => {
    const res = await postCsv({ category: 'Consult', searchQuery: null, sections: null });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.text);
    const all = (await columnsOf('Consult')).flatMap((s) => s.columns.map((c) => c.name));
    expect(header).toEqual(all);
    const stored = await t.db
      .select({ id: vstConsults.id, callDateTime: vstConsults.callDateTime })
      .from(vstConsults)
      .where(isNull(vstConsults.deletedAt));
    expect(rows.map((r) => r[0]).sort()).toEqual(stored.map((c) => `VST${c.id}`).sort());
    expect(res.headers.get('x-row-count')).toBe(String(stored.length));
    const mine = rows.find((r) => r[0] === `VST${consultId}`) as string[];
    expect(mine[header?.indexOf('Status') ?? -1]).toBe('Closed');
    expect(mine[header?.indexOf('Patient Date of Birth') ?? -1]).toBe(formatDate('1970-03-04'));
  });

  it('exports the follow-ups of the found consults with their consult study ID', async () => {
    const res = await postCsv({
      category: 'Followup',
      searchQuery: { keyword: `VST${consultId}` },
      sections: ticked(await columnsOf('Followup'), [
        'record.studyId',
        'record.consultStudyId',
        'followupConsultationInformation.reasonForFollowup',
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('VST_Followup_Report.csv');
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual(['Study ID', 'VST Consult Study ID', 'Reason for Follow Up']);
    expect(rows).toEqual([[`VSTFU${followupId}`, `VST${consultId}`, '']]);
  });

  it('answers 204 when nothing is found, audited with the filter and the row count', async () => {
    const none = await postCsv({
      category: 'Consult',
      searchQuery: { fromDate: '2000-01-01T00:00:00', toDate: '2000-01-31T23:59:59' },
      sections: null,
    });
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.consult.export'))
      .orderBy(auditEvents.id);
    expect(audits.at(-1)?.after).toMatchObject({ rowCount: 0, filter: { fromDate: '2000-01-01T00:00:00' } });
    expect(audits.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ rowCount: 1, filter: { keyword: `VST${consultId}` } }),
    );
    const stored = await t.db
      .select({ id: vstConsults.id })
      .from(vstConsults)
      .where(isNull(vstConsults.deletedAt));
    expect(audits.map((a) => a.after)).toContainEqual(
      expect.objectContaining({ rowCount: stored.length, filter: null }),
    );
    expect(audits.at(-1)?.userEmail).toBe(EXPORTER);
  });

  it('names what is wrong: a From after To, no column ticked, an unknown column, a bad category', async () => {
    const range = await postCsv({
      category: 'Consult',
      searchQuery: { fromDate: '2026-03-31T00:00:00', toDate: '2026-03-01T00:00:00' },
      sections: null,
    });
    expect(range.status).toBe(400);
    expect(range.text).toContain(REPORT_MESSAGES.fromAfterTo);
    expect(range.text).toContain('toDate');
    const sections = await columnsOf('Consult');
    const none = await postCsv({ category: 'Consult', sections: ticked(sections, []) });
    expect(none.status).toBe(400);
    expect(none.text).toContain(REPORT_MESSAGES.noColumnChosen);
    const forged = await postCsv({
      category: 'Consult',
      sections: [
        {
          sectionId: 'x',
          sectionName: 'X',
          columns: [{ id: 'patient.password', name: 'P', isChecked: true }],
        },
      ],
    });
    expect(forged.status).toBe(400);
    expect(forged.text).toContain(REPORT_MESSAGES.unknownColumn('patient.password'));
    const category = await postCsv({ category: 'Clinic', sections: null });
    expect(category.status).toBe(400);
    expect(category.text).toContain('category');
  });
});
