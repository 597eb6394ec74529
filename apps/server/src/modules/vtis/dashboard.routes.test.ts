import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { ADMIN, newPatient, userId } from '../../test/support/cases.ts';
import * as vst from '../../test/support/vst.ts';
import {
  CONSULTS,
  closedConsultWithFollowup,
  createConsult,
  type Ids,
  newConsultBody,
  VTIS_ADMIN,
  VTIS_MANAGE,
  VTIS_ONLY,
  VTIS_READ,
} from '../../test/support/vtis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let limited: ApiClient;
let hospitals: number[];
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [admin, manager, reader, limited] = await Promise.all([
    clientFor(t, ADMIN),
    clientFor(t, VTIS_MANAGE),
    clientFor(t, VTIS_READ),
    clientFor(t, VTIS_ONLY),
  ]);
  hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VTIS_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
});
afterAll(() => t?.close());

type Row = {
  id: number;
  studyId: string;
  type: string;
  vtisStatus: string;
  hospitalId: number;
  vtisFollowupConsults: Array<{ id: number; type: string; consultId: number; vtisStatus: string }>;
  hospitalDocumentation: { id: number; type: string; consultId: number; status: string } | null;
};
const search = async (api: ApiClient, query = '') => {
  const res = await api.get(`${CONSULTS}/search?pageSize=100${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { vtisConsults: Row[]; totalRecordsCount: number };
};

describe('GET /api/vtis/consults/search', () => {
  it('lists the demo consults in every state, newest first, with follow-ups and documentation as child rows', async () => {
    const { vtisConsults, totalRecordsCount } = await search(reader);
    expect(totalRecordsCount).toBeGreaterThanOrEqual(5);
    const statuses = vtisConsults.map((c) => c.vtisStatus);
    expect(statuses).toEqual(expect.arrayContaining(['PENDING', 'INPATIENT', 'DECLINED', 'CLOSED']));
    const withDocs = vtisConsults.filter((c) => c.hospitalDocumentation);
    expect(withDocs.map((c) => c.hospitalDocumentation?.status).sort()).toEqual(['CLOSED', 'OPEN']);
    for (const c of withDocs) {
      expect(c.hospitalDocumentation).toMatchObject({
        id: c.id,
        type: 'HospitalDocumentation',
        consultId: c.id,
      });
    }
    const followups = vtisConsults.flatMap((c) => c.vtisFollowupConsults);
    expect(followups.map((f) => f.vtisStatus).sort()).toEqual(['CLOSED', 'INPATIENT']);
    expect(followups.every((f) => f.type === 'VtisFollowup')).toBe(true);
    const noChildren = await search(reader, '&includeFollowUps=false');
    expect(noChildren.vtisConsults.flatMap((c) => c.vtisFollowupConsults)).toEqual([]);
  });

  it('filters by keyword (study ID, follow-up study ID, name, URN), hospital, neurologist and call time', async () => {
    const patient = await newPatient(t, { lastName: 'Dashsearch', firstName: 'Dora' });
    const { consult: id, followup } = await closedConsultWithFollowup(manager, patient.id, {
      ...ids,
      hospitalId: hospitals[3] as number,
    });
    const only = async (query: string) => (await search(reader, query)).vtisConsults.map((c) => c.id);
    expect(await only(`&keyword=VTIS${id}`)).toEqual([id]);
    expect(await only(`&keyword=vtisfu${followup}`)).toEqual([id]);
    expect(await only('&keyword=dashsea')).toEqual([id]);
    expect(await only('&keyword=dora%20dashsearch')).toEqual([id]);
    expect(await only('&keyword=VST1')).toEqual([]);
    expect(await only(`&hospitalId=${hospitals[3]}`)).toContain(id);
    expect(await only(`&neurologistId=${ids.specialistId}`)).toContain(id);
    expect(await only(`&neurologistId=${ids.callTakerId}`)).not.toContain(id);
    expect(await only('&fromDate=2000-01-01T00:00:00&toDate=2000-01-02T00:00:00')).toEqual([]);
    const bad = await reader.get(
      `${CONSULTS}/search?fromDate=2026-02-01T00:00:00&toDate=2026-01-01T00:00:00`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['toDate']);
  });

  it('pages 10 at a time by default, answers 304 to an unchanged poll, and audits the read', async () => {
    const first = await reader.get(`${CONSULTS}/search`);
    expect(first.body.vtisConsults.length).toBeLessThanOrEqual(10);
    const tag = first.headers.get('etag') as string;
    expect(tag).toMatch(/^W\//);
    const again = await reader.send('GET', `${CONSULTS}/search`, { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    await createConsult(manager, newConsultBody((await newPatient(t)).id, ids));
    const changed = await reader.send('GET', `${CONSULTS}/search`, { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vtis.consult.list'))
      .orderBy(auditEvents.id);
    expect(audits.length).toBeGreaterThan(0);
    expect((await apiClient(t.baseUrl).get(`${CONSULTS}/search`)).status).toBe(401);
  });

  it('lists only the consults of the providers of a Manage user of a specific provider', async () => {
    const atMine = await createConsult(manager, newConsultBody((await newPatient(t)).id, ids));
    const elsewhere = await createConsult(
      manager,
      newConsultBody((await newPatient(t)).id, { ...ids, hospitalId: hospitals[4] as number }),
    );
    const seen = (await search(limited)).vtisConsults;
    expect(seen.map((c) => c.id)).toContain(atMine);
    expect(seen.map((c) => c.id)).not.toContain(elsewhere);
    const mine = new Set(hospitals.slice(0, 2));
    expect(seen.every((c) => mine.has(c.hospitalId))).toBe(true);
    expect((await limited.get(`${CONSULTS}/${elsewhere}`)).status).toBe(404);
    expect((await search(admin)).vtisConsults.map((c) => c.id)).toEqual(
      expect.arrayContaining([atMine, elsewhere]),
    );
  });
});

describe('GET /api/vtis/consults/patientHistory', () => {
  it("lists the patient's VST and VTIS records, newest first, 5 a page", async () => {
    const patient = await newPatient(t);
    const vstManager = await clientFor(t, vst.VST_MANAGE);
    const vstId = await vst.closedConsult(vstManager, patient.id, ids);
    const { consult, followup } = await closedConsultWithFollowup(manager, patient.id, ids);
    const res = await reader.get(`${CONSULTS}/patientHistory?patientProfileId=${patient.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totalRecordsCount).toBe(3);
    expect(res.body.records.map((r: { studyId: string }) => r.studyId).sort()).toEqual(
      [`VST${vstId}`, `VTIS${consult}`, `VTISFU${followup}`].sort(),
    );
    const vtisRow = res.body.records.find((r: { recordType: string }) => r.recordType === 'VtisConsult');
    expect(vtisRow).toMatchObject({
      recordId: consult,
      followups: [followup],
      specialist: 'Vera Strokeadmin',
    });
    // A VTIS-only user sees the VTIS records only.
    const vtisOnly = await limited.get(
      `${CONSULTS}/patientHistory?patientProfileId=${patient.id}&pageSize=5`,
    );
    expect(vtisOnly.body.records.map((r: { recordType: string }) => r.recordType).sort()).toEqual([
      'VtisConsult',
      'VtisFollowup',
    ]);
    const page2 = await reader.get(
      `${CONSULTS}/patientHistory?patientProfileId=${patient.id}&pageSize=2&pageNumber=2`,
    );
    expect(page2.body).toMatchObject({ totalRecordsCount: 3 });
    expect(page2.body.records).toHaveLength(1);
    const missing = await reader.get(`${CONSULTS}/patientHistory`);
    expect(missing.status).toBe(400);
  });
});
