import { CASE_MESSAGES } from '@scout/domain/cases/messages';
import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, presentations, vstConsults } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { ADMIN, newPatient, userId } from '../../test/support/cases.ts';
import {
  CONSULTS,
  callAt,
  closedConsult,
  completeConsult,
  consultSections,
  createConsult,
  createFollowup,
  FOLLOWUP,
  type Ids,
  newConsultBody,
  newFollowupBody,
  saveSections,
  VST_ADMIN,
  VST_MANAGE,
  VST_READ,
} from '../../test/support/vst.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { VST_SERVER_MESSAGES as S } from './messages.ts';

let t: TestApp;
let admin: ApiClient;
let vstAdmin: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let ids: Ids;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [admin, vstAdmin, manager, reader] = await Promise.all([
    clientFor(t, ADMIN),
    clientFor(t, VST_ADMIN),
    clientFor(t, VST_MANAGE),
    clientFor(t, VST_READ),
  ]);
  const hospitals = await providerIds(t);
  ids = {
    hospitalId: hospitals[0] as number,
    specialistId: await userId(t, VST_ADMIN),
    callTakerId: await userId(t, 'calltaker@scout.example'),
  };
});
afterAll(() => t?.close());

type Body = { fieldErrors?: Array<{ field: string; message: string }> };
const fieldsOf = (body: Body) => body.fieldErrors ?? [];
const fieldNames = (body: Body) => fieldsOf(body).map((f) => f.field);

async function freshConsult(at: Date = callAt()) {
  const patient = await newPatient(t);
  const id = await createConsult(manager, newConsultBody(patient.id, ids, at));
  return { id, patient, at };
}

async function auditActions(action: string, id: number) {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(auditEvents.id);
  return rows.filter((a) => a.entityId === String(id));
}

describe('GET /api/vst/consults/{id}/status', () => {
  it('is true while nothing changed since, false after a save', async () => {
    const { id, at } = await freshConsult();
    const first = (await reader.get(`${CONSULTS}/${id}`)).body.lastModified;
    const status = (since: string) =>
      reader.get(`${CONSULTS}/${id}/status?lastModified=${encodeURIComponent(since)}`);
    expect((await status(first)).body).toBe(true);
    await saveSections(manager, CONSULTS, id, {
      diagnosisDetails: consultSections(at, ids).diagnosisDetails,
    });
    expect((await status(first)).body).toBe(false);
    const missing = await reader.get(`${CONSULTS}/${id}/status`);
    expect(missing.status).toBe(400);
    expect(fieldNames(missing.body)).toContain('lastModified');
    expect(
      (await reader.get(`${CONSULTS}/999999/status?lastModified=${encodeURIComponent(first)}`)).status,
    ).toBe(404);
    expect((await apiClient(t.baseUrl).get(`${CONSULTS}/${id}/status?lastModified=x`)).status).toBe(401);
  });
});

describe('PATCH /api/vst/consults/{id}/deactivate', () => {
  it('refuses an incomplete consult, closes a complete one, then keeps it read-only', async () => {
    const { id, at } = await freshConsult();
    const incomplete = await manager.patch(`${CONSULTS}/${id}/deactivate`);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe(S.closeNeedsCompleteRecord);
    expect(fieldNames(incomplete.body)).toContain('diagnosisDetails');
    expect((await reader.patch(`${CONSULTS}/${id}/deactivate`)).status).toBe(403);

    await completeConsult(manager, id, ids, at);
    const closed = await manager.patch(`${CONSULTS}/${id}/deactivate`);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({
      isActive: false,
      closedOn: expect.any(String),
      vtisConsultAutomaticallyCreated: false,
      vtisConsultId: null,
    });
    expect(await auditActions('vst.consult.close', id)).toHaveLength(1);
    const got = (await manager.get(`${CONSULTS}/${id}`)).body;
    expect(got).toMatchObject({ isActive: false, closedOn: closed.body.closedOn });
    const [presentation] = await t.db
      .select()
      .from(presentations)
      .where(and(eq(presentations.discriminator, 'VST'), eq(presentations.caseId, id)));
    expect(presentation).toMatchObject({ isActive: false, status: 'Closed' });

    // Closed: read-only for a Manage user (403); a VST Admin may still Edit and Save and Exit.
    const sections = { diagnosisDetails: { strokeType: 'TIA', diagnosisDetails: 'Resolved' } };
    const refused = await saveSections(manager, CONSULTS, id, sections);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.recordReadOnly);
    expect((await manager.patch(`${CONSULTS}/${id}/deactivate`)).status).toBe(403);
    const edited = await saveSections(vstAdmin, CONSULTS, id, sections);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ isActive: false, diagnosisDetails: { strokeType: 'TIA' } });
    const again = await vstAdmin.patch(`${CONSULTS}/${id}/deactivate`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(S.alreadyClosed);
  });

  it('answers 401 and 404', async () => {
    expect((await apiClient(t.baseUrl).patch(`${CONSULTS}/1/deactivate`)).status).toBe(401);
    expect((await manager.patch(`${CONSULTS}/999999/deactivate`)).status).toBe(404);
  });
});

describe('DELETE /api/vst/consults/{id}/delete', () => {
  it('needs the delete permission and a reason; the consult is then gone', async () => {
    const patient = await newPatient(t);
    const id = await closedConsult(manager, patient.id, ids);
    const reason = 'reasonForDeletion=Entered%20twice';
    expect((await apiClient(t.baseUrl).delete(`${CONSULTS}/${id}/delete?${reason}`)).status).toBe(401);
    expect((await reader.delete(`${CONSULTS}/${id}/delete?${reason}`)).status).toBe(403);
    expect((await manager.delete(`${CONSULTS}/${id}/delete?${reason}`)).status).toBe(403);
    const noReason = await vstAdmin.delete(`${CONSULTS}/${id}/delete`);
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toContainEqual({
      field: 'reasonForDeletion',
      message: CASE_MESSAGES.deleteReasonRequired,
    });
    const deleted = await vstAdmin.delete(`${CONSULTS}/${id}/delete?${reason}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe(true);
    expect((await manager.get(`${CONSULTS}/${id}`)).status).toBe(404);
    expect((await vstAdmin.delete(`${CONSULTS}/${id}/delete?${reason}`)).status).toBe(404);
    const [row] = await t.db.select().from(vstConsults).where(eq(vstConsults.id, id));
    expect(row).toMatchObject({ deletionReason: 'Entered twice' });
    expect(await auditActions('vst.consult.delete', id)).toHaveLength(1);
    // A consult with a follow-up: the follow-up goes first.
    const patient2 = await newPatient(t);
    const parent = await closedConsult(manager, patient2.id, ids);
    const child = await createFollowup(manager, newFollowupBody(parent, patient2.id, ids));
    const refused = await vstAdmin.delete(`${CONSULTS}/${parent}/delete?${reason}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(S.deleteFollowupsFirst);
    expect((await vstAdmin.delete(`${FOLLOWUP}/${child}/delete?${reason}`)).status).toBe(200);
    expect((await vstAdmin.delete(`${CONSULTS}/${parent}/delete?${reason}`)).status).toBe(200);
    // A system admin deletes too.
    const other = await closedConsult(manager, (await newPatient(t)).id, ids);
    expect((await admin.delete(`${CONSULTS}/${other}/delete?${reason}`)).status).toBe(200);
  });
});
