import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import { API_MESSAGES } from '@scout/domain/shell/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, caseNoteVersions } from '../../../db/schema/index.ts';
import { clientFor } from '../../../test/clients.ts';
import type { ApiClient } from '../../../test/http.ts';
import { ADMIN, ECMO_MANAGE, ECMO_READ, startCasePartsApp, TEST_BASE } from '../../../test/support/cases.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let manager: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  t = await startCasePartsApp();
  manager = await clientFor(t, ECMO_MANAGE);
  reader = await clientFor(t, ECMO_READ);
});
afterAll(() => t?.close());

const progress = {
  typeOfNote: 'Progress',
  conversationDateTime: '2026-01-10T09:30:00+11:00',
  note: 'Patient stable on VA ECMO.',
};

describe('case notes', () => {
  it('adds notes and lists them newest first', async () => {
    const first = await manager.post(`${TEST_BASE}/1/notes`, progress);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      typeOfNote: 'Progress',
      note: 'Patient stable on VA ECMO.',
      conversationWith: null,
      vroundChange: null,
      createdBy: expect.any(String),
    });
    const second = await manager.post(`${TEST_BASE}/1/notes`, {
      typeOfNote: 'Vround',
      conversationDateTime: '2026-01-11T09:30:00+11:00',
      vroundChange: 'Change of circuit',
      conversationWith: 'ignored for a Vround note',
      note: 'Circuit changed.',
    });
    expect(second.body).toMatchObject({ vroundChange: 'Change of circuit', conversationWith: null });

    const list = await reader.get(`${TEST_BASE}/1/notes`);
    expect(list.status).toBe(200);
    expect(list.body.map((n: { id: number }) => n.id)).toEqual([second.body.id, first.body.id]);
    expect((await reader.get(`${TEST_BASE}/2/notes`)).body).toEqual([]);
  });

  it('needs Conversation With on a Conversation note, and keeps the text limits', async () => {
    const noWith = await manager.post(`${TEST_BASE}/1/notes`, { ...progress, typeOfNote: 'Conversation' });
    expect(noWith.status).toBe(400);
    expect(noWith.body.fieldErrors).toContainEqual({ field: 'conversationWith', message: M.required });

    const tooLongWith = await manager.post(`${TEST_BASE}/1/notes`, {
      ...progress,
      typeOfNote: 'Conversation',
      conversationWith: 'x'.repeat(513),
    });
    expect(tooLongWith.body.fieldErrors).toContainEqual({
      field: 'conversationWith',
      message: M.conversationWithTooLong,
    });

    const tooLong = await manager.post(`${TEST_BASE}/1/notes`, { ...progress, note: 'x'.repeat(10_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toContainEqual({ field: 'note', message: M.noteTooLong });

    const blank = await manager.post(`${TEST_BASE}/1/notes`, {
      typeOfNote: 'Progress',
      conversationDateTime: '',
      note: ' ',
    });
    expect(blank.status).toBe(400);
    const fields = blank.body.fieldErrors.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['conversationDateTime', 'note']));

    const ok = await manager.post(`${TEST_BASE}/1/notes`, {
      ...progress,
      typeOfNote: 'Conversation',
      conversationWith: 'Dr Smith (ICU consultant)',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.conversationWith).toBe('Dr Smith (ICU consultant)');
  });

  it('stamps an edit, keeps the previous version and audits both writes', async () => {
    const created = (await manager.post(`${TEST_BASE}/2/notes`, progress)).body;
    const edited = await manager.put(`${TEST_BASE}/notes/${created.id}`, {
      ...progress,
      note: 'Patient stable; lactate falling.',
      lastModified: created.lastModified,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.note).toMatch(
      /^Patient stable; lactate falling\.\n-+\nEdited \d\d\/\d\d\/\d{4} \d\d:\d\d by /,
    );
    expect(edited.body.createdOn).toBe(created.createdOn);

    const versions = await t.db
      .select()
      .from(caseNoteVersions)
      .where(eq(caseNoteVersions.noteId, created.id));
    expect(versions.map((v) => v.note)).toEqual(['Patient stable on VA ECMO.']);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(created.id)))
      .orderBy(auditEvents.id);
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['test.case-note.create', 'test.case-note.update']),
    );

    const stale = await manager.put(`${TEST_BASE}/notes/${created.id}`, {
      ...progress,
      lastModified: created.lastModified,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MESSAGES.conflict);
    const forced = await manager.put(`${TEST_BASE}/notes/${created.id}`, {
      ...progress,
      lastModified: created.lastModified,
      forceUpdate: true,
    });
    expect(forced.status).toBe(200);
  });

  it('refuses writes to read-only users and answers 404 for unknown cases and notes', async () => {
    const created = (await manager.post(`${TEST_BASE}/1/notes`, progress)).body;
    expect((await reader.post(`${TEST_BASE}/1/notes`, progress)).status).toBe(403);
    expect((await reader.put(`${TEST_BASE}/notes/${created.id}`, progress)).status).toBe(403);
    const admin = await clientFor(t, ADMIN);
    expect((await admin.get(`${TEST_BASE}/999/notes`)).status).toBe(404);
    expect((await admin.post(`${TEST_BASE}/999/notes`, progress)).status).toBe(404);
    expect((await admin.put(`${TEST_BASE}/notes/999999`, progress)).status).toBe(404);
    // A closed case is read-only for everyone, its notes still listed.
    expect((await admin.post(`${TEST_BASE}/3/notes`, progress)).status).toBe(403);
    expect((await admin.get(`${TEST_BASE}/3/notes`)).status).toBe(200);
  });
});
