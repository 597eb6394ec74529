import type { ProviderScope } from '@scout/domain/access/provider-scope';
import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import type {
  EditPatientNote,
  NewPatientNote,
  PatientNote,
  PatientNotesParams,
} from '@scout/domain/reperfusion/patient-note.schema';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit, recordRead } from '../../lib/audit.ts';
import { assertFresh } from '../../lib/concurrency.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { CaseContext } from '../cases/case-module.ts';
import { userNames } from '../stroke/lookups.repo.ts';
import { reperfusionService as cases } from './module.ts';
import * as repo from './notes.repo.ts';

/**
 * Patient notes (spec 3 §3.8, §4.9, §5.10, §7.3): the Comments of a reperfusion case. A note's
 * record is its application's ('vst-reperfusion-case': the case whose id is `foreignId`), and the
 * note's patient must be that case's: a note is read and written only through a case the user sees
 * (deleted, out of scope or another patient's: 404). Writes are audited `vst.patient-note.<verb>`;
 * the list, which shows the notes' text, `vst.patient-note.list`. The shared case notes
 * (modules/cases/notes) are typed ECMO and Telehealth notes with a stamp appended to the text, a
 * different shape (domain patient-note.schema.ts), so these keep their own tables; the edit rule
 * is the same (the replaced text kept, 409 on a stale lastModified unless forceUpdate).
 */

const ENTITY = 'vst_patient-note';
const action = (verb: string) => `vst.patient-note.${verb}`;

/** 404 unless the note's record is a case the user sees, of that patient. */
async function requireRecord(
  db: Db | Tx,
  scope: ProviderScope,
  key: { patientProfileId: number; foreignId: number },
): Promise<void> {
  const row = await cases.find(db, key.foreignId, scope);
  if (!row || row.patientProfileId !== key.patientProfileId) throw notFound(M.caseNotFound);
}

/** Notes as the API answers them, with their authors' and editors' names. */
async function views(db: Db | Tx, notes: repo.PatientNoteRow[]): Promise<PatientNote[]> {
  const edits = await repo.editsOf(
    db,
    notes.map((n) => n.id),
  );
  const names = await userNames(db, [...notes.map((n) => n.createdBy), ...edits.map((e) => e.editedBy)]);
  return notes.map((n) => ({
    id: n.id,
    patientProfileId: n.patientProfileId,
    application: n.application as PatientNote['application'],
    foreignId: n.foreignId,
    content: n.content,
    metadataJson: n.metadataJson,
    createdOn: n.createdOn.toISOString(),
    createdBy: names.get(n.createdBy) ?? '',
    lastModified: n.lastModified.toISOString(),
    editHistory: edits
      .filter((e) => e.noteId === n.id)
      .map((e) => ({
        editedAt: e.editedAt.toISOString(),
        editedBy: names.get(e.editedBy) ?? '',
        content: e.content,
      })),
  }));
}

async function viewOf(db: Db | Tx, note: repo.PatientNoteRow): Promise<PatientNote> {
  const [view] = await views(db, [note]);
  if (!view) throw new Error('no view of a note');
  return view;
}

/** GET /patientnotes/{patientProfileId}/{application}/{foreignId}: newest first. */
export async function listNotes(ctx: CaseContext, params: PatientNotesParams): Promise<PatientNote[]> {
  await requireRecord(ctx.db, ctx.scope, params);
  const notes = await views(ctx.db, await repo.notesOf(ctx.db, params));
  await recordRead(ctx.db, ctx.actor, {
    action: action('list'),
    entityType: ENTITY,
    after: { ...params, count: notes.length },
  });
  return notes;
}

/** POST /patientnotes: a note by the signed-in user ("New note must have content", the schema's). */
export function createNote(ctx: CaseContext, input: NewPatientNote): Promise<PatientNote> {
  return ctx.db.transaction(async (tx) => {
    await requireRecord(tx, ctx.scope, input);
    const note = await repo.insertNote(tx, {
      patientProfileId: input.patientProfileId,
      application: input.application,
      foreignId: input.foreignId,
      content: input.content,
      metadataJson: input.metadataJson,
      createdBy: ctx.user.id,
    });
    await recordAudit(tx, ctx.actor, {
      action: action('create'),
      entityType: ENTITY,
      entityId: note.id,
      after: note,
    });
    return viewOf(tx, note);
  });
}

/**
 * PUT /patientnotes/{id}: the new text and metadata; the replaced text joins the edit history with
 * the editor and the time (§3.8 editHistory). 409 on a stale lastModified unless forceUpdate.
 */
export function editNote(ctx: CaseContext, id: number, input: EditPatientNote): Promise<PatientNote> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findNoteForUpdate(tx, id);
    if (!before) throw notFound(M.noteNotFound);
    await requireRecord(tx, ctx.scope, before);
    assertFresh(before.lastModified, input);
    const after = await repo.editNote(tx, before, {
      content: input.content,
      metadataJson: input.metadataJson,
      editedBy: ctx.user.id,
    });
    await recordAudit(tx, ctx.actor, {
      action: action('update'),
      entityType: ENTITY,
      entityId: id,
      before,
      after,
    });
    return viewOf(tx, after);
  });
}
