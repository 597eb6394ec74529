/**
 * Never-lost drafts of the shared case parts (issue 15 item 2): a note being added ('notes-new')
 * or edited ('notes-{id}') and a transfer request being entered ('transfer-new') are drafts of the
 * same routes, and their save deletes the saving user's draft in its transaction; a refused save
 * keeps it.
 */
import { PART_DRAFT_KEYS } from '@scout/domain/cases/section-draft';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { clientFor, providerIds } from '../../test/clients.ts';
import type { ApiClient } from '../../test/http.ts';
import { newPatient, userId } from '../../test/support/cases.ts';
import { createCase, newCaseBody } from '../../test/support/ecmo.ts';
import {
  createCase as createTelehealthCase,
  newCaseBody as newTelehealthCase,
  BASE as TELEHEALTH,
  TH_MANAGE,
} from '../../test/support/telehealth.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { transferRequest } from '../cases/transfers/test-request.ts';

let t: TestApp;
let ecmoManager: ApiClient;
let ecmoAdmin: ApiClient;
let hospital: number;
let callTakerId: number;

beforeAll(async () => {
  t = await startTestApp({ seed: seedDemoData });
  [ecmoManager, ecmoAdmin] = await Promise.all([
    clientFor(t, 'ecmo.manage@scout.example'),
    clientFor(t, 'ecmo.admin@scout.example'),
  ]);
  hospital = (await providerIds(t))[0] ?? 0;
  callTakerId = await userId(t, 'calltaker@scout.example');
});
afterAll(async () => {
  await t?.close();
});

const NOTES = (id: number) => `/api/ecmo/cases/${id}/notes`;
const note = { typeOfNote: 'Progress', conversationDateTime: '2026-01-10T09:30:00+11:00', note: 'Stable.' };

const sectionsOf = async (api: ApiClient, module: string, id: number) => {
  const res = await api.get(`/api/drafts/${module}/${id}`);
  expect(res.status).toBe(200);
  return (res.body as Array<{ section: string }>).map((d) => d.section).sort();
};

const draft = async (api: ApiClient, module: string, id: number, section: string) => {
  const res = await api.put(`/api/drafts/${module}/${id}/${section}`, { values: { note: 'typed so far' } });
  expect(res.status).toBe(204);
};

async function newEcmoCase() {
  const patient = await newPatient(t);
  return createCase(ecmoManager, newCaseBody(patient.id, hospital, callTakerId));
}

describe('the parts’ draft keys', () => {
  it('are taken by the drafts routes; a malformed or overlong key is refused (400)', async () => {
    const id = await newEcmoCase();
    await draft(ecmoManager, 'ecmo', id, PART_DRAFT_KEYS.newNote);
    await draft(ecmoManager, 'ecmo', id, PART_DRAFT_KEYS.editedNote(12));
    await draft(ecmoManager, 'ecmo', id, PART_DRAFT_KEYS.transfer);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual(['notes-12', 'notes-new', 'transfer-new']);
    for (const bad of ['notes.new', `n${'x'.repeat(64)}`, '-notes'])
      expect((await ecmoManager.put(`/api/drafts/ecmo/${id}/${bad}`, { values: {} })).status).toBe(400);
  });
});

describe('a note save deletes the saving user’s draft of it', () => {
  it('an added note takes the author’s notes-new draft (audited); other users’ and the edits’ drafts stay', async () => {
    const id = await newEcmoCase();
    await draft(ecmoManager, 'ecmo', id, 'notes-new');
    await draft(ecmoManager, 'ecmo', id, 'notes-999');
    await draft(ecmoManager, 'ecmo', id, 'referrer');
    await draft(ecmoAdmin, 'ecmo', id, 'notes-new');

    const added = await ecmoManager.post(NOTES(id), note);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual(['notes-999', 'referrer']);
    expect(await sectionsOf(ecmoAdmin, 'ecmo', id)).toEqual(['notes-new']);
    const [purge] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'draft.section.delete'), eq(auditEvents.entityId, `ecmo/${id}/notes-new`)),
      )
      .orderBy(auditEvents.id);
    expect(purge?.userId).toBe(await userId(t, 'ecmo.manage@scout.example'));
    expect(purge?.after).toEqual({ cause: 'saved' });
  });

  it('an edited note takes the author’s draft of that note only', async () => {
    const id = await newEcmoCase();
    const added = await ecmoManager.post(NOTES(id), note);
    const noteId = added.body.id as number;
    await draft(ecmoManager, 'ecmo', id, `notes-${noteId}`);
    await draft(ecmoManager, 'ecmo', id, 'notes-new');
    const edited = await ecmoManager.put(`/api/ecmo/cases/notes/${noteId}`, {
      ...note,
      note: 'Edited.',
      lastModified: added.body.lastModified,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual(['notes-new']);
  });

  it('a refused save (400 invalid, 409 stale edit) keeps the draft', async () => {
    const id = await newEcmoCase();
    const added = await ecmoManager.post(NOTES(id), note);
    const noteId = added.body.id as number;
    await draft(ecmoManager, 'ecmo', id, 'notes-new');
    await draft(ecmoManager, 'ecmo', id, `notes-${noteId}`);

    expect((await ecmoManager.post(NOTES(id), { ...note, note: ' ' })).status).toBe(400);
    const stale = await ecmoManager.put(`/api/ecmo/cases/notes/${noteId}`, {
      ...note,
      lastModified: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(stale.status).toBe(409);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual([`notes-${noteId}`, 'notes-new'].sort());
  });
});

describe('a transfer request deletes the submitter’s draft of it', () => {
  it('Telehealth: a stored request takes the transfer-new draft; a refused one (409 already requested) keeps it', async () => {
    const manager = await clientFor(t, TH_MANAGE);
    const id = await createTelehealthCase(
      manager,
      newTelehealthCase((await newPatient(t)).id, hospital, callTakerId),
    );
    const body = {
      ...transferRequest,
      referral: {
        ...transferRequest.referral,
        patient: { ...transferRequest.referral.patient, location: { hospitalId: hospital, unit: 'ICU' } },
      },
      plannedDestination: { location: { hospitalId: hospital } },
    };
    await draft(manager, 'telehealth', id, 'transfer-new');
    const submitted = await manager.post(`${TELEHEALTH}/${id}/transfer`, body);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(await sectionsOf(manager, 'telehealth', id)).toEqual([]);

    await draft(manager, 'telehealth', id, 'transfer-new');
    expect((await manager.post(`${TELEHEALTH}/${id}/transfer`, body)).status).toBe(409);
    expect(await sectionsOf(manager, 'telehealth', id)).toEqual(['transfer-new']);
  });

  it('ECMO: a request refused before the clinical details are complete (400) keeps the draft', async () => {
    const id = await newEcmoCase();
    await draft(ecmoManager, 'ecmo', id, 'transfer-new');
    expect((await ecmoManager.put(`/api/ecmo/cases/${id}/transfer`, transferRequest)).status).toBe(400);
    expect(await sectionsOf(ecmoManager, 'ecmo', id)).toEqual(['transfer-new']);
  });
});
