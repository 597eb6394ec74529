import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test/http.ts';
import {
  auditsOf,
  fieldErrors,
  REPERFUSION,
  reperfusionConsult,
  saveCase,
  startRegisterApp,
} from '../../test/support/reperfusion.ts';
import { CONSULTS, type Ids } from '../../test/support/vst.ts';
import type { TestApp } from '../../test/test-app.ts';
import { REPERFUSION_SERVER_MESSAGES as S } from './messages.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let ids: Ids;
let ecrHospitalId: number;

beforeAll(async () => {
  ({ t, manager, reader, ecmoOnly, ids, ecrHospitalId } = await startRegisterApp());
});
afterAll(() => t?.close());

const MINUTE = 60_000;
const before = (at: Date, minutes: number) => new Date(at.getTime() - minutes * MINUTE).toISOString();
const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE).toISOString();

const audits = (action: string, id: number) => auditsOf(t, action, id);

describe('PUT /api/vst/reperfusion-cases', () => {
  it('saves a section, answers the whole case, audits it, and refuses a stale lastModified until forced', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const loaded = (await manager.get(`${REPERFUSION}/${c.id}`)).body;
    const imaging = {
      primaryImagingFollowUpStatus: 'Imaging yet to be completed',
      secondaryImagingFollowUpStatus: null,
    };
    const first = await manager.put(REPERFUSION, {
      id: c.id,
      lastModified: loaded.lastModified,
      sectionsToUpdate: ['imagingDetails'],
      imagingDetails: imaging,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.imagingDetails).toMatchObject(imaging);
    expect(first.body.lastModified).not.toBe(loaded.lastModified);
    const updates = await audits('vst.reperfusion-case.update', c.id);
    expect(updates).toHaveLength(1);

    const stale = await manager.put(REPERFUSION, {
      id: c.id,
      lastModified: loaded.lastModified,
      sectionsToUpdate: ['imagingDetails'],
      imagingDetails: { primaryImagingFollowUpStatus: 'Fax received' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MESSAGES.conflict);
    const consultConflict = await manager.put(CONSULTS, {
      id: c.id,
      lastModified: '2020-01-01T00:00:00.000Z',
      sectionsToUpdate: ['diagnosisDetails'],
      diagnosisDetails: { strokeType: 'Ischaemic Stroke' },
    });
    expect(stale.body).toEqual(consultConflict.body);

    const forced = await manager.put(REPERFUSION, {
      id: c.id,
      lastModified: loaded.lastModified,
      forceUpdate: true,
      sectionsToUpdate: ['imagingDetails'],
      imagingDetails: {
        primaryImagingFollowUpStatus: 'Fax received',
        secondaryImagingFollowUpStatus: 'Fax received',
      },
    });
    expect(forced.status).toBe(200);
    // The clearing rule: a secondary status goes only with a primary yet to be completed.
    expect(forced.body.imagingDetails).toMatchObject({
      primaryImagingFollowUpStatus: 'Fax received',
      secondaryImagingFollowUpStatus: null,
    });
  });

  it('status: true until the case changes', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const loaded = (await manager.get(`${REPERFUSION}/${c.id}`)).body;
    const status = () =>
      reader.get(`${REPERFUSION}/${c.id}/status?lastModified=${encodeURIComponent(loaded.lastModified)}`);
    expect((await status()).body).toBe(true);
    await saveCase(manager, c.id, { imagingDetails: { primaryImagingFollowUpStatus: 'Fax received' } });
    expect((await status()).body).toBe(false);
    expect(
      (
        await reader.get(
          `${REPERFUSION}/999999/status?lastModified=${encodeURIComponent(loaded.lastModified)}`,
        )
      ).status,
    ).toBe(404);
    expect((await reader.get(`${REPERFUSION}/${c.id}/status`)).status).toBe(400);
  });

  it('keeps Patient Information to the triage confirmation: the consult hospital stands; confirmed-by cleared unless Yes', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const triage = before(c.at, 20);
    const missing = await saveCase(manager, c.id, {
      patientInformation: { hospitalTriageDateAndTime: triage, triageTimeConfirmed: 'Yes' },
    });
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toContainEqual({
      field: 'patientInformation.triageTimeConfirmedById',
      message: CASE_MESSAGES.required,
    });
    const unknown = await saveCase(manager, c.id, {
      patientInformation: { triageTimeConfirmed: 'Yes', triageTimeConfirmedById: 999999 },
    });
    expect(fieldErrors(unknown.body)).toEqual([
      { field: 'patientInformation.triageTimeConfirmedById', message: S.unknownConfirmer },
    ]);
    const saved = await saveCase(manager, c.id, {
      patientInformation: {
        patientHospitalId: ecrHospitalId,
        patientHospitalUnit: 'Ward',
        hospitalTriageDateAndTime: triage,
        triageTimeConfirmed: 'Yes',
        triageTimeConfirmedById: ids.specialistId,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.patientInformation).toMatchObject({
      patientHospitalId: ids.hospitalId,
      patientHospitalUnit: 'ED',
      hospitalTriageDateAndTime: triage,
      triageTimeConfirmed: 'Yes',
      triageTimeConfirmedById: ids.specialistId,
    });
    const no = await saveCase(manager, c.id, {
      patientInformation: { ...saved.body.patientInformation, triageTimeConfirmed: 'No' },
    });
    expect(no.body.patientInformation).toMatchObject({
      triageTimeConfirmed: 'No',
      triageTimeConfirmedById: null,
    });
    const late = await saveCase(manager, c.id, {
      patientInformation: { hospitalTriageDateAndTime: after(c.at, 5) },
    });
    expect(fieldErrors(late.body).map((f) => f.field)).toEqual([
      'patientInformation.hospitalTriageDateAndTime',
    ]);
  });

  it('requires the shown director review fields once reviewed-at is set, and clears the hidden ones', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    await saveCase(manager, c.id, {
      imagingDetails: { primaryImagingFollowUpStatus: 'Fax received', imagingUploadedToCase: 'Yes' },
    });
    const reviewedAt = new Date(Date.now() - 60_000).toISOString();
    const incomplete = await saveCase(manager, c.id, {
      reperfusionCaseDirectorReview: { reviewedByDirectorAt: reviewedAt },
    });
    expect(incomplete.status).toBe(400);
    expect(fieldErrors(incomplete.body)).toEqual([
      { field: 'reperfusionCaseDirectorReview.haemorrhage', message: CASE_MESSAGES.required },
    ]);
    const noDescription = await saveCase(manager, c.id, {
      reperfusionCaseDirectorReview: { reviewedByDirectorAt: reviewedAt, haemorrhage: 'Yes' },
    });
    expect(fieldErrors(noDescription.body)).toEqual([
      { field: 'reperfusionCaseDirectorReview.anatomicDescription', message: CASE_MESSAGES.required },
    ]);
    const reviewed = await saveCase(manager, c.id, {
      reperfusionCaseDirectorReview: {
        reviewedByDirectorAt: reviewedAt,
        haemorrhage: 'Yes',
        anatomicDescription: 'PH2',
        evtUndertaken: 'Yes',
        patientOutcome: 'Not shown without a discharge summary',
        comments: 'Reviewed at the monthly meeting.',
      },
    });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.reperfusionCaseDirectorReview).toMatchObject({
      haemorrhage: 'Yes',
      anatomicDescription: 'PH2',
      evtUndertaken: null,
      patientOutcome: null,
      comments: 'Reviewed at the monthly meeting.',
    });
    const future = await saveCase(manager, c.id, {
      reperfusionCaseDirectorReview: {
        ...reviewed.body.reperfusionCaseDirectorReview,
        reviewedByDirectorAt: after(new Date(), 60),
      },
    });
    expect(fieldErrors(future.body)).toEqual([
      { field: 'reperfusionCaseDirectorReview.reviewedByDirectorAt', message: M.notInFuture },
    ]);
  });

  it('keeps the discharge summary dates rule: received after requested and not in the future, and only with a request', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'ecr', { ecrHospitalId });
    const requested = after(c.at, 30);
    const early = await saveCase(manager, c.id, {
      reperfusionCaseDischargeSummary: {
        dischargeSummaryRequested: requested,
        dischargeSummaryReceived: after(c.at, 10),
      },
    });
    expect(early.status).toBe(400);
    expect(fieldErrors(early.body)).toEqual([
      {
        field: 'reperfusionCaseDischargeSummary.dischargeSummaryReceived',
        message: M.dischargeReceivedBeforeRequested,
      },
    ]);
    const future = await saveCase(manager, c.id, {
      reperfusionCaseDischargeSummary: {
        dischargeSummaryRequested: requested,
        dischargeSummaryReceived: after(new Date(), 60),
      },
    });
    expect(fieldErrors(future.body)).toEqual([
      { field: 'reperfusionCaseDischargeSummary.dischargeSummaryReceived', message: M.notInFuture },
    ]);
    const orphan = await saveCase(manager, c.id, {
      reperfusionCaseDischargeSummary: { dischargeSummaryReceived: after(c.at, 40) },
    });
    expect(orphan.status).toBe(200);
    expect(orphan.body.reperfusionCaseDischargeSummary).toEqual({
      dischargeSummaryRequested: null,
      dischargeSummaryReceived: null,
    });
    const ok = await saveCase(manager, c.id, {
      reperfusionCaseDischargeSummary: {
        dischargeSummaryRequested: requested,
        dischargeSummaryReceived: after(c.at, 40),
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.reperfusionCaseDischargeSummary.dischargeSummaryReceived).toBe(after(c.at, 40));
  });

  it('names a missing or malformed section and an unknown one', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const absent = await saveCase(manager, c.id, {}, { sectionsToUpdate: ['imagingDetails'] });
    expect(absent.status).toBe(400);
    expect(fieldErrors(absent.body).map((f) => f.field)).toEqual(['imagingDetails']);
    const bad = await saveCase(manager, c.id, { imagingDetails: { primaryImagingFollowUpStatus: 'Lost' } });
    expect(fieldErrors(bad.body).map((f) => f.field)).toEqual([
      'imagingDetails.primaryImagingFollowUpStatus',
    ]);
    const unknown = await saveCase(manager, c.id, { diagnosisDetails: {} });
    expect(unknown.status).toBe(400);
    expect(fieldErrors(unknown.body)[0]?.field).toMatch(/^sectionsToUpdate/);
  });

  it('refuses 401, 403 for Read and non-VST users, 404 for a consult that is no case', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const plain = await reperfusionConsult(t, manager, ids, 'none');
    const body = (id: number) => ({
      id,
      lastModified: '2020-01-01T00:00:00.000Z',
      forceUpdate: true,
      sectionsToUpdate: ['imagingDetails'],
      imagingDetails: { primaryImagingFollowUpStatus: 'Fax received' },
    });
    expect((await apiClient(t.baseUrl).put(REPERFUSION, body(c.id))).status).toBe(401);
    expect((await reader.put(REPERFUSION, body(c.id))).status).toBe(403);
    expect((await ecmoOnly.put(REPERFUSION, body(c.id))).status).toBe(403);
    const noCase = await manager.put(REPERFUSION, body(plain.id));
    expect(noCase.status, JSON.stringify(noCase.body)).toBe(404);
    const noVersion = await manager.put(REPERFUSION, { ...body(c.id), lastModified: undefined });
    expect(fieldErrors(noVersion.body)).toEqual([{ field: 'lastModified', message: CASE_MESSAGES.required }]);
  });
});
