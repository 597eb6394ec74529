import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import {
  APPLICATION,
  fieldErrors,
  NOTES,
  type ReperfusionFixture,
  reperfusionConsult,
  startRegisterApp,
} from '../../test/support/reperfusion.ts';
import { type Ids, VST_MANAGE } from '../../test/support/vst.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;
let ecmoOnly: ApiClient;
let ids: Ids;
let managerName: string;

beforeAll(async () => {
  ({ t, manager, reader, ecmoOnly, ids } = await startRegisterApp());
  const [me] = await t.db.select().from(users).where(eq(users.email, VST_MANAGE));
  managerName = me?.displayName ?? '';
});
afterAll(() => t?.close());

const listPath = (c: ReperfusionFixture) => `${NOTES}/${c.patientProfileId}/${APPLICATION}/${c.id}`;
const newNote = (c: ReperfusionFixture, content: string) => ({
  patientProfileId: c.patientProfileId,
  application: APPLICATION,
  foreignId: c.id,
  content,
  metadataJson: null,
});

describe('patient notes of a reperfusion case', () => {
  it('adds notes, lists them newest first with their author, and audits', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    expect((await reader.get(listPath(c))).body).toEqual([]);
    const first = await manager.post(NOTES, newNote(c, '  Imaging requested from the referring hospital.  '));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      patientProfileId: c.patientProfileId,
      application: APPLICATION,
      foreignId: c.id,
      content: 'Imaging requested from the referring hospital.',
      metadataJson: null,
      createdOn: expect.any(String),
      createdBy: managerName,
      lastModified: expect.any(String),
      editHistory: [],
    });
    const second = await manager.post(NOTES, {
      ...newNote(c, 'Fax received.'),
      metadataJson: '{"source":"fax"}',
    });
    const list = await reader.get(listPath(c));
    expect(list.status).toBe(200);
    expect(list.body.map((n: { id: number }) => n.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[0].metadataJson).toBe('{"source":"fax"}');
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(first.body.id)))
      .orderBy(auditEvents.id);
    expect(audits.map((a) => a.action)).toContain('vst.patient-note.create');
  });

  it('refuses a note without content, with bad metadata, or for an unknown application', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const blank = await manager.post(NOTES, newNote(c, '   '));
    expect(blank.status).toBe(400);
    expect(fieldErrors(blank.body)).toEqual([{ field: 'content', message: M.noteContentRequired }]);
    const missing = await manager.post(NOTES, { ...newNote(c, ''), content: undefined });
    expect(fieldErrors(missing.body)).toEqual([{ field: 'content', message: M.noteContentRequired }]);
    const metadata = await manager.post(NOTES, { ...newNote(c, 'x'), metadataJson: '[1]' });
    expect(fieldErrors(metadata.body)).toEqual([{ field: 'metadataJson', message: M.metadataJsonInvalid }]);
    const app = await manager.post(NOTES, { ...newNote(c, 'x'), application: 'ecmo' });
    expect(fieldErrors(app.body).map((f) => f.field)).toEqual(['application']);
    expect((await manager.get(`${NOTES}/${c.patientProfileId}/ecmo/${c.id}`)).status).toBe(400);
  });

  it('edits a note: the history grows by the replaced text with the editor; stale answers 409 until forced', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'ecr');
    const created = (await manager.post(NOTES, newNote(c, 'First text.'))).body;
    const edited = await manager.put(`${NOTES}/${created.id}`, {
      content: 'Second text.',
      metadataJson: null,
      lastModified: created.lastModified,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.id,
      content: 'Second text.',
      createdOn: created.createdOn,
    });
    expect(edited.body.editHistory).toEqual([
      { editedAt: edited.body.lastModified, editedBy: managerName, content: 'First text.' },
    ]);
    const stale = await manager.put(`${NOTES}/${created.id}`, {
      content: 'Third.',
      lastModified: created.lastModified,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MESSAGES.conflict);
    const forced = await manager.put(`${NOTES}/${created.id}`, {
      content: 'Third.',
      lastModified: created.lastModified,
      forceUpdate: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.editHistory.map((e: { content: string }) => e.content)).toEqual([
      'First text.',
      'Second text.',
    ]);
    const blank = await manager.put(`${NOTES}/${created.id}`, {
      content: '',
      lastModified: forced.body.lastModified,
    });
    expect(fieldErrors(blank.body)).toEqual([{ field: 'content', message: M.noteContentRequired }]);
    const noVersion = await manager.put(`${NOTES}/${created.id}`, { content: 'Fourth.' });
    expect(noVersion.status).toBe(400);
    expect(fieldErrors(noVersion.body).map((f) => f.field)).toEqual(['lastModified']);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(created.id)))
      .orderBy(auditEvents.id);
    expect(audits.filter((a) => a.action === 'vst.patient-note.update')).toHaveLength(2);
  });

  it('Read users read but cannot write notes; no VST access 403; 401 without a token', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const created = (await manager.post(NOTES, newNote(c, 'A note.'))).body;
    expect((await reader.get(listPath(c))).status).toBe(200);
    expect((await reader.post(NOTES, newNote(c, 'Mine.'))).status).toBe(403);
    expect((await reader.put(`${NOTES}/${created.id}`, { content: 'x', forceUpdate: true })).status).toBe(
      403,
    );
    expect((await ecmoOnly.get(listPath(c))).status).toBe(403);
    expect((await apiClient(t.baseUrl).get(listPath(c))).status).toBe(401);
    expect((await apiClient(t.baseUrl).post(NOTES, newNote(c, 'x'))).status).toBe(401);
  });

  it('answers 404 for a record that is no case, another patient, or an unknown note', async () => {
    const c = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const other = await reperfusionConsult(t, manager, ids, 'thrombolysed');
    const plain = await reperfusionConsult(t, manager, ids, 'none');
    expect((await manager.get(listPath(plain))).status).toBe(404);
    expect((await manager.post(NOTES, newNote(plain, 'x'))).status).toBe(404);
    const wrongPatient = await manager.post(NOTES, {
      ...newNote(c, 'x'),
      patientProfileId: other.patientProfileId,
    });
    expect(wrongPatient.status).toBe(404);
    expect(wrongPatient.body.message).toBe(M.caseNotFound);
    expect((await manager.get(`${NOTES}/${other.patientProfileId}/${APPLICATION}/${c.id}`)).status).toBe(404);
    const missing = await manager.put(`${NOTES}/999999`, { content: 'x', forceUpdate: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.noteNotFound);
  });
});
