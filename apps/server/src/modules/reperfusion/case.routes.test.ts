import { readFileSync } from 'node:fs';
import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client.ts';
import { vstConsults, vstReperfusionCases } from '../../db/schema/index.ts';
import { clientFor } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import {
  auditsOf,
  REPERFUSION,
  reperfusionConsult,
  saveCase,
  startRegisterApp,
} from '../../test/support/reperfusion.ts';
import { CONSULTS, type Ids, saveSections, VST_ADMIN } from '../../test/support/vst.ts';
import type { TestApp } from '../../test/test-app.ts';
import { reperfusionManagement } from './demo-sections.ts';

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

const audits = (action: string, id: number) => auditsOf(t, action, id);

describe('GET /api/vst/reperfusion-cases/:id', () => {
  it('answers a thrombolysed consult as a case with the consult read-only and the register sections null', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const res = await reader.get(`${REPERFUSION}/${c.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: c.id,
      studyId: `VST${c.id}`,
      patientProfileId: c.patientProfileId,
      callDateTime: c.at.toISOString(),
      callTaker: ids.callTakerId,
      referrerInformation: { referrerHospitalId: ids.hospitalId },
      neurologistInformation: { specialistId: ids.specialistId, specialist: expect.any(String) },
      diagnosisDetails: { strokeType: 'Ischaemic Stroke' },
      reperfusionTherapiesDetails: { tpaAdministered: 'Yes', patientRecommendedForECR: 'No' },
      patientInformation: {
        patientHospitalId: ids.hospitalId,
        patientHospitalUnit: 'ED',
        patientHospitalUrn: 'UR4471',
        hospitalTriageDateAndTime: before(c.at, 30),
        triageTimeConfirmed: null,
        triageTimeConfirmedById: null,
      },
      imagingDetails: null,
      reperfusionCaseDischargeSummary: null,
      reperfusionCaseDirectorReview: null,
    });
    expect(res.body).not.toHaveProperty('isActive');
    expect(await audits('vst.reperfusion-case.read', c.id)).toHaveLength(1);
  });

  it('answers 401 without a token, 403 without VST access, 404 for a consult that is no case or unknown', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const plain = await reperfusionConsult(t, manager, ids, 'none');
    expect((await apiClient(t.baseUrl).get(`${REPERFUSION}/${c.id}`)).status).toBe(401);
    expect((await ecmoOnly.get(`${REPERFUSION}/${c.id}`)).status).toBe(403);
    const notCase = await manager.get(`${REPERFUSION}/${plain.id}`);
    expect(notCase.status).toBe(404);
    expect(notCase.body.message).toBe(M.caseNotFound);
    expect((await manager.get(`${REPERFUSION}/999999`)).status).toBe(404);
    expect((await manager.get(`${REPERFUSION}/abc`)).status).toBe(400);
    // A path parameter over the router's limit answers 414 in the error shape (never a 500).
    const long = await manager.get(`/api/vst/patientnotes/1/vst-reperfusion-case/${'x'.repeat(5000)}`);
    expect(long.status).toBe(414);
    expect(long.body).toMatchObject({ statusCode: 414, message: expect.any(String) });
  });

  it('leaves the register when the consult no longer qualifies, and comes back with its answers', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const saved = await saveCase(manager, c.id, {
      imagingDetails: { primaryImagingFollowUpStatus: 'Fax received' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const management = (kind: 'none' | 'thrombolysed') => ({
      reperfusionTherapiesDetails: reperfusionManagement(c.at, kind, ids.hospitalId),
    });
    expect((await saveSections(manager, CONSULTS, c.id, management('none'))).status).toBe(200);
    expect((await manager.get(`${REPERFUSION}/${c.id}`)).status).toBe(404);
    expect((await saveSections(manager, CONSULTS, c.id, management('thrombolysed'))).status).toBe(200);
    const back = await manager.get(`${REPERFUSION}/${c.id}`);
    expect(back.body.imagingDetails).toMatchObject({ primaryImagingFollowUpStatus: 'Fax received' });
  });

  it('follows the consult: a deleted consult is no case', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'ecr', { ecrHospitalId });
    const admin = await clientFor(t, VST_ADMIN);
    expect((await admin.delete(`${CONSULTS}/${c.id}/delete?reasonForDeletion=Duplicate`)).status).toBe(200);
    expect((await manager.get(`${REPERFUSION}/${c.id}`)).status).toBe(404);
  });
});

describe('attachments of a reperfusion case (shared part)', () => {
  const pdfForm = (name = 'ct-follow-up.pdf') => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.7 follow-up CT')]), name);
    return form;
  };

  it('uploads, lists, downloads and deletes its own attachments; Read users list only; no case, 404', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const base = `${REPERFUSION}/${c.id}/attachments`;
    const upload = await manager.send('POST', base, { body: pdfForm() });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    expect((await reader.get(base)).body.map((a: { filename: string }) => a.filename)).toEqual([
      'ct-follow-up.pdf',
    ]);
    // The consult's attachments are its own.
    expect((await manager.get(`/api/vst/consults/${c.id}/attachments`)).body).toEqual([]);
    const download = await reader.get(`${base}/download/${upload.body.id}`);
    expect(download.status).toBe(200);
    expect((await reader.send('POST', base, { body: pdfForm() })).status).toBe(403);
    expect((await reader.delete(`${base}/${upload.body.id}`)).status).toBe(403);
    expect((await manager.delete(`${base}/${upload.body.id}`)).status).toBe(204);
    expect((await reader.get(base)).body).toEqual([]);
    const plain = await reperfusionConsult(t, manager, ids, 'none');
    expect((await manager.get(`${REPERFUSION}/${plain.id}/attachments`)).status).toBe(404);
  });
});

describe('demo data', () => {
  it('holds reperfusion cases in every state: pending imaging, secondary due, complete, director reviewed', async () => {
    const list = await manager.get(`${REPERFUSION}/search?pageSize=100`);
    const demo = list.body.consults.filter(
      (c: { callDateTime: string }) => Date.parse(c.callDateTime) > Date.now() - 15 * 86_400_000,
    );
    const states = demo.map((c: Record<string, unknown>) => [
      c.directorReview,
      c.patientRequiresImagingFollowUp,
      c.primaryImagingFollowUpStatus,
      c.taskDueComplete,
    ]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['Awaiting', true, null, false],
        ['Awaiting', true, 'Imaging yet to be completed', false],
        ['Ready', true, 'Fax received', true],
        ['Reviewed', false, null, false],
      ]),
    );
    const reviewed = demo.find(
      (c: { directorReview: string; patientRequiresImagingFollowUp: boolean }) =>
        c.directorReview === 'Reviewed' && !c.patientRequiresImagingFollowUp,
    );
    const notes = await manager.get(
      `/api/vst/patientnotes/${(await manager.get(`${REPERFUSION}/${reviewed.id}`)).body.patientProfileId}/vst-reperfusion-case/${reviewed.id}`,
    );
    expect(notes.body).toHaveLength(1);
  });
});

describe('migration 0022 backfill', () => {
  it('admits exactly the consults the domain rule admits, with the same destination hospital', async () => {
    const kinds = ['thrombolysed', 'ecr', 'none'] as const;
    for (const kind of kinds) await reperfusionConsult(t, manager, ids, kind, { ecrHospitalId });
    // A first ECR refusal accepted on further referral is ECR-related too (§4.6).
    const further = await reperfusionConsult(t, manager, ids, 'none');
    const management = {
      ...reperfusionManagement(further.at, 'none', ids.hospitalId),
      patientRecommendedForECR: 'Yes',
      ecrClinicianContacted: 'Dr A',
      patientAcceptedForECR: 'No',
      reasonForECRRefusal: 'No beds',
      furtherECRReferralUndertaken: 'Yes',
      secondaryECRReferralClinicianContacted: 'Dr B',
      secondaryECRReferralAccepted: 'Yes',
      acceptingHospitalForECR: ecrHospitalId,
      doorOutTime: new Date(further.at.getTime() + 50 * 60_000).toISOString(),
    };
    const saved = await saveSections(manager, CONSULTS, further.id, {
      reperfusionTherapiesDetails: management,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const migration = readFileSync(
      new URL('../../db/migrations/0022_reperfusion.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .find((s) => s.includes('INSERT INTO "vst_reperfusion_cases"'));
    const kept = async (db: Db | Tx) =>
      (
        await db
          .select({
            id: vstReperfusionCases.id,
            patientProfileId: vstReperfusionCases.patientProfileId,
            callDateTime: vstReperfusionCases.callDateTime,
            destinationHospitalId: vstReperfusionCases.destinationHospitalId,
          })
          .from(vstReperfusionCases)
          .innerJoin(vstConsults, eq(vstConsults.id, vstReperfusionCases.id))
          .where(and(eq(vstReperfusionCases.isCase, true), isNull(vstConsults.deletedAt)))
          .orderBy(vstReperfusionCases.id)
      ).map((r) => ({ ...r, callDateTime: r.callDateTime.toISOString() }));
    const bySave = await kept(t.db);
    expect(bySave.map((r) => r.id)).toContain(further.id);
    let byMigration: Awaited<ReturnType<typeof kept>> = [];
    // Run the backfill over an emptied register, read it, and roll back.
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM vst_reperfusion_cases`);
        await tx.execute(sql.raw(backfill ?? 'SELECT 1'));
        byMigration = await kept(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(byMigration).toEqual(bySave);
    expect(await kept(t.db)).toEqual(bySave);
  });
});
