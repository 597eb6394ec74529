import { DIRECTOR_REVIEW_STATUS } from '@scout/domain/reperfusion/options';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, healthCareProviders, users } from '../../db/schema/index.ts';
import { clientFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import {
  REPERFUSION,
  type ReperfusionFixture,
  reperfusionConsult,
  saveCase,
  startRegisterApp,
} from '../../test/support/reperfusion.ts';
import { CONSULTS, type Ids, saveSections, VST_READ } from '../../test/support/vst.ts';
import type { TestApp } from '../../test/test-app.ts';
import { parseCsv } from '../stroke/csv.ts';
import { reperfusionManagement } from './demo-sections.ts';
import { REPERFUSION_EXPORT_HEADER } from './export.service.ts';

/**
 * The register's dashboard and export (spec 3 §2.11, §4.6, §7.3) over four cases called in June
 * 2025 (Melbourne standard time, +10:00), one in each state, and a consult that is no case.
 */
let t: TestApp;
let manager: ApiClient;
let exporter: ApiClient;
let ecmoOnly: ApiClient;
let ids: Ids;
let ecrHospitalId: number;
const cases = {} as Record<'pending' | 'secondary' | 'complete' | 'reviewed', ReperfusionFixture>;
let plain: ReperfusionFixture;

const JUNE = 'fromDate=2025-06-01T00:00:00&toDate=2025-06-30T23:59:59';
const EXPORT_JUNE = 'fromDate=2025-06-01&toDate=2025-06-30';

beforeAll(async () => {
  ({ t, manager, exporter, ecmoOnly, ids, ecrHospitalId } = await startRegisterApp());
  // Friday: Task Due the Monday after (+3 lands on Monday).
  cases.pending = await reperfusionConsult(t, manager, ids, 'thrombolysed', {
    at: new Date('2025-06-06T10:00:00+10:00'),
  });
  await saveCase(manager, cases.pending.id, {
    patientInformation: {
      hospitalTriageDateAndTime: '2025-06-06T09:35:00+10:00',
      triageTimeConfirmed: 'Yes',
      triageTimeConfirmedById: ids.specialistId,
    },
  });
  // Thursday: +3 is Sunday -> Monday 16 June; yet to be completed -> secondary Wednesday 18 June.
  cases.secondary = await reperfusionConsult(t, manager, ids, 'thrombolysed', {
    at: new Date('2025-06-12T15:00:00+10:00'),
  });
  await saveCase(manager, cases.secondary.id, {
    imagingDetails: { primaryImagingFollowUpStatus: 'Imaging yet to be completed' },
  });
  // Monday: due Thursday 19 June, done (fax received), ready for the director.
  cases.complete = await reperfusionConsult(t, manager, ids, 'thrombolysed', {
    at: new Date('2025-06-16T08:00:00+10:00'),
  });
  await saveCase(manager, cases.complete.id, {
    imagingDetails: { primaryImagingFollowUpStatus: 'Fax received', imagingUploadedToCase: 'Yes' },
  });
  // ECR at another hospital: no imaging follow-up (N/A); discharge summary received and reviewed.
  cases.reviewed = await reperfusionConsult(t, manager, ids, 'ecr', {
    ecrHospitalId,
    at: new Date('2025-06-20T11:00:00+10:00'),
  });
  const saved = await saveCase(manager, cases.reviewed.id, {
    reperfusionCaseDischargeSummary: {
      dischargeSummaryRequested: '2025-06-23T09:00:00+10:00',
      dischargeSummaryReceived: '2025-06-25T14:30:00+10:00',
    },
    reperfusionCaseDirectorReview: {
      reviewedByDirectorAt: '2025-07-01T10:00:00+10:00',
      evtUndertaken: 'Yes',
      patientOutcome: 'mRS 1 at 90 days; home',
      comments: '=HYPERLINK("x") reviewed, "good" outcome',
    },
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  plain = await reperfusionConsult(t, manager, ids, 'none', { at: new Date('2025-06-10T10:00:00+10:00') });
});
afterAll(() => t?.close());

const search = (api: ApiClient, query: string) => api.get(`${REPERFUSION}/search?${JUNE}&${query}`);
const idsOf = (body: { consults: Array<{ id: number }> }) => body.consults.map((c) => c.id);

describe('GET /api/vst/reperfusion-cases/search', () => {
  it('lists the cases newest first with the Task Due and director review values, and not the consult that is no case', async () => {
    const res = await search(manager, '');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totalRecordsCount).toBe(4);
    expect(idsOf(res.body)).toEqual([
      cases.reviewed.id,
      cases.complete.id,
      cases.secondary.id,
      cases.pending.id,
    ]);
    expect(idsOf(res.body)).not.toContain(plain.id);
    const [hospital, ecr] = await t.db
      .select({ id: healthCareProviders.id, nickName: healthCareProviders.nickName })
      .from(healthCareProviders)
      .where(inArray(healthCareProviders.id, [ids.hospitalId, ecrHospitalId]))
      .orderBy(healthCareProviders.id);
    const names = new Map([hospital, ecr].map((h) => [h?.id, h?.nickName]));
    const byId = new Map(res.body.consults.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(cases.pending.id)).toEqual({
      id: cases.pending.id,
      studyId: `VST${cases.pending.id}`,
      callDateTime: '2025-06-06T00:00:00.000Z',
      patientFirstName: expect.any(String),
      patientLastName: expect.any(String),
      referralHospitalName: names.get(ids.hospitalId),
      destinationHospitalName: names.get(ids.hospitalId),
      triageTime: '2025-06-06T09:35:00+10:00',
      directorReview: 'Awaiting',
      taskDueComplete: false,
      patientRequiresImagingFollowUp: true,
      primaryImagingFollowUpStatus: null,
    });
    expect(byId.get(cases.secondary.id)).toMatchObject({
      triageTime: '2025-06-12T04:30:00.000Z',
      directorReview: 'Awaiting',
      taskDueComplete: false,
      patientRequiresImagingFollowUp: true,
      primaryImagingFollowUpStatus: 'Imaging yet to be completed',
    });
    expect(byId.get(cases.complete.id)).toMatchObject({
      directorReview: 'Ready',
      taskDueComplete: true,
      patientRequiresImagingFollowUp: true,
      primaryImagingFollowUpStatus: 'Fax received',
    });
    expect(byId.get(cases.reviewed.id)).toMatchObject({
      destinationHospitalName: names.get(ecrHospitalId),
      directorReview: 'Reviewed',
      taskDueComplete: false,
      patientRequiresImagingFollowUp: false,
      primaryImagingFollowUpStatus: null,
    });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.reperfusion-case.list'))
      .orderBy(auditEvents.id);
    expect(audit.length).toBeGreaterThan(0);
  });

  it('filters by director review status, destination and referral hospital, keyword, and pages', async () => {
    const status = async (s: string) => idsOf((await search(manager, `directorReviewStatus=${s}`)).body);
    expect(await status(DIRECTOR_REVIEW_STATUS.Reviewed)).toEqual([cases.reviewed.id]);
    expect(await status(DIRECTOR_REVIEW_STATUS.Ready)).toEqual([cases.complete.id]);
    expect(await status(DIRECTOR_REVIEW_STATUS.Awaiting)).toEqual([cases.secondary.id, cases.pending.id]);
    expect(idsOf((await search(manager, `destinationHospitalId=${ecrHospitalId}`)).body)).toEqual([
      cases.reviewed.id,
    ]);
    expect((await search(manager, `referralHospitalId=${ids.hospitalId}`)).body.totalRecordsCount).toBe(4);
    expect((await search(manager, `referralHospitalId=${ecrHospitalId}`)).body.totalRecordsCount).toBe(0);
    expect(idsOf((await search(manager, `keyword=VST${cases.secondary.id}`)).body)).toEqual([
      cases.secondary.id,
    ]);
    const complete = (await manager.get(`${REPERFUSION}/${cases.complete.id}`)).body;
    const byName = await search(manager, `keyword=${encodeURIComponent(complete.patient.lastName)}`);
    expect(idsOf(byName.body)).toEqual([cases.complete.id]);
    const page2 = await search(manager, 'pageSize=2&pageNumber=2');
    expect(idsOf(page2.body)).toEqual([cases.secondary.id, cases.pending.id]);
    expect(page2.body.totalRecordsCount).toBe(4);
    const narrow = await manager.get(
      `${REPERFUSION}/search?fromDate=2025-06-12T00:00:00&toDate=2025-06-16T23:59:59`,
    );
    expect(idsOf(narrow.body)).toEqual([cases.complete.id, cases.secondary.id]);
  });

  it('drops a case from the list when its consult stops qualifying', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed', {
      at: new Date('2025-06-28T10:00:00+10:00'),
    });
    expect(idsOf((await search(manager, '')).body)).toContain(c.id);
    const none = { reperfusionTherapiesDetails: reperfusionManagement(c.at, 'none', ids.hospitalId) };
    expect((await saveSections(manager, CONSULTS, c.id, none)).status).toBe(200);
    const after = await search(manager, '');
    expect(idsOf(after.body)).not.toContain(c.id);
    expect(after.body.totalRecordsCount).toBe(4);
  });

  it('answers 304 to an unchanged poll, 401, 403 without VST access, 400 naming a bad filter', async () => {
    const first = await search(manager, '');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\//);
    const again = await manager.send('GET', `${REPERFUSION}/search?${JUNE}&`, {
      headers: { 'if-none-match': tag ?? '' },
    });
    expect(again.status).toBe(304);
    // An unchanged poll builds nothing (no audit row); a poll after a save gets the new page.
    const lists = async () =>
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'vst.reperfusion-case.list')))
        .length;
    const audited = await lists();
    const poll = () =>
      manager.send('GET', `${REPERFUSION}/search?${JUNE}&`, { headers: { 'if-none-match': tag ?? '' } });
    expect((await poll()).status).toBe(304);
    expect(await lists()).toBe(audited);
    // Saved again with the same answers: the case's lastModified is on the page, so the page changed.
    const secondary = await saveCase(manager, cases.secondary.id, {
      imagingDetails: { primaryImagingFollowUpStatus: 'Imaging yet to be completed' },
    });
    expect(secondary.status).toBe(200);
    const changed = await poll();
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(await lists()).toBe(audited + 1);
    expect((await apiClient(t.baseUrl).get(`${REPERFUSION}/search`)).status).toBe(401);
    expect((await ecmoOnly.get(`${REPERFUSION}/search`)).status).toBe(403);
    const reader = await clientFor(t, VST_READ);
    expect((await reader.get(`${REPERFUSION}/search`)).status).toBe(200);
    const bad = await manager.get(
      `${REPERFUSION}/search?fromDate=2025-06-31T00:00:00&directorReviewStatus=Maybe`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual([
      'directorReviewStatus',
      'fromDate',
    ]);
  });
});

describe('GET /api/vst/reperfusion-cases/export-data', () => {
  it('streams ReperfusionCasesDataExport.csv whose rows read back as the records, field by field', async () => {
    const res = await exporter.get(`${REPERFUSION}/export-data?${EXPORT_JUNE}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="ReperfusionCasesDataExport.csv"',
    );
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(REPERFUSION_EXPORT_HEADER);
    expect(new Set(header).size).toBe(header?.length);
    expect(rows).toHaveLength(4);
    const records = rows.map((r) => Object.fromEntries((header ?? []).map((h, i) => [h, r[i]])));
    const byStudy = new Map(records.map((r) => [r['Study ID'], r]));

    const hospitalRows = await t.db
      .select()
      .from(healthCareProviders)
      .where(inArray(healthCareProviders.id, [ids.hospitalId, ecrHospitalId]));
    const hospital = (id: number) => hospitalRows.find((h) => h.id === id);
    const [confirmer] = await t.db.select().from(users).where(eq(users.id, ids.specialistId));
    const blank = Object.fromEntries((header ?? []).map((h) => [h, '']));
    const load = async (f: ReperfusionFixture) => (await exporter.get(`${REPERFUSION}/${f.id}`)).body;
    const consultPart = async (f: ReperfusionFixture, destination: number) => {
      const c = await load(f);
      return {
        'Study ID': `VST${f.id}`,
        'Patient Name': `${c.patient.firstName} ${c.patient.lastName}`,
        'Referral Hospital': hospital(ids.hospitalId)?.nickName,
        'Destination Hospital': hospital(destination)?.nickName,
        'tPA Administered': 'Yes',
        Hospital: hospital(ids.hospitalId)?.name,
        'Hospital Unit': 'ED',
        'URN/THCI': 'UR4471',
      };
    };
    const thrombolysed = { 'Patient Recommended for ECR': 'No' };

    expect(byStudy.get(`VST${cases.pending.id}`)).toEqual({
      ...blank,
      ...(await consultPart(cases.pending, ids.hospitalId)),
      ...thrombolysed,
      'Date/Time': '06/06/2025 10:00',
      'Task Due': '09/06/2025',
      'Task Due Complete': 'No',
      'Director Review': 'Awaiting imaging or discharge summary',
      'Triage Time': '06/06/2025 09:35',
      'Triage Time Confirmed': 'Yes',
      'Triage Time Confirmed By': confirmer?.displayName,
    });
    expect(byStudy.get(`VST${cases.secondary.id}`)).toEqual({
      ...blank,
      ...(await consultPart(cases.secondary, ids.hospitalId)),
      ...thrombolysed,
      'Date/Time': '12/06/2025 15:00',
      'Task Due': '18/06/2025',
      'Task Due Complete': 'No',
      'Director Review': 'Awaiting imaging or discharge summary',
      'Triage Time': '12/06/2025 14:30',
      'Primary Imaging Follow-up Status': 'Imaging yet to be completed',
    });
    expect(byStudy.get(`VST${cases.complete.id}`)).toEqual({
      ...blank,
      ...(await consultPart(cases.complete, ids.hospitalId)),
      ...thrombolysed,
      'Date/Time': '16/06/2025 08:00',
      'Task Due': '19/06/2025',
      'Task Due Complete': 'Yes',
      'Director Review': 'Ready for review',
      'Triage Time': '16/06/2025 07:30',
      'Primary Imaging Follow-up Status': 'Fax received',
      'Imaging Uploaded to Case': 'Yes',
    });
    expect(byStudy.get(`VST${cases.reviewed.id}`)).toEqual({
      ...blank,
      ...(await consultPart(cases.reviewed, ecrHospitalId)),
      'Date/Time': '20/06/2025 11:00',
      'Task Due': 'N/A',
      'Director Review': 'Reviewed',
      'Triage Time': '20/06/2025 10:30',
      'Patient Recommended for ECR': 'Yes',
      'Patient Accepted for ECR': 'Yes',
      'Discharge Summary Requested': '23/06/2025 09:00',
      'Discharge Summary Received': '25/06/2025 14:30',
      'Reviewed by Director At': '01/07/2025 10:00',
      'EVT Undertaken': 'Yes',
      'Patient Outcome': 'mRS 1 at 90 days; home',
      // Formula cells are defused with a leading apostrophe (stroke/csv.ts).
      Comments: `'=HYPERLINK("x") reviewed, "good" outcome`,
    });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'vst.reperfusion-case.export'))
      .orderBy(auditEvents.id);
    expect(audit.at(-1)?.after).toMatchObject({
      rowCount: 4,
      filter: { fromDate: '2025-06-01', toDate: '2025-06-30' },
    });
  });

  it('keeps the dashboard filters, answers 204 when nothing matches, and needs the export privilege', async () => {
    const reviewed = await exporter.get(
      `${REPERFUSION}/export-data?${EXPORT_JUNE}&directorReviewStatus=Reviewed`,
    );
    expect(
      parseCsv(reviewed.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([`VST${cases.reviewed.id}`]);
    const none = await exporter.get(`${REPERFUSION}/export-data?fromDate=2019-01-01&toDate=2019-01-31`);
    expect(none.status).toBe(204);
    expect(none.body).toBe('');
    expect((await apiClient(t.baseUrl).get(`${REPERFUSION}/export-data`)).status).toBe(401);
    expect((await manager.get(`${REPERFUSION}/export-data?${EXPORT_JUNE}`)).status).toBe(403);
    const bad = await exporter.get(`${REPERFUSION}/export-data?fromDate=2025-06-01T00:00:00`);
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['fromDate']);
  });
});
