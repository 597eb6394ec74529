import { z } from 'zod';
import { idParam } from '../api/ids.ts';
import { requiredId } from '../cases/fields.ts';
import { sectionMetaShape } from '../cases/schema-helpers.ts';
import { REPERFUSION_LIMITS as L } from './limits.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';

/**
 * Patient notes (spec 3 §3.8, §4.9, §5.10, §7.3): the Comments of a reperfusion case. A note
 * belongs to a patient profile, an application and a record of it (`foreignId`: the case's id);
 * the application of reperfusion cases is 'vst-reperfusion-case' (§9). The shared case notes of
 * cases/case-note.schema.ts (typed ECMO and Telehealth notes with a conversation time) do not fit
 * this shape; the text limit and its message are theirs (CASE_LIMITS.noteText, noteTooLong). Read
 * users cannot edit notes (§6: access/rules.ts `canEditVst`).
 */

/** The applications notes are kept for (§9: "Patient notes application value: vst-reperfusion-case"). */
export const PATIENT_NOTE_APPLICATION = 'vst-reperfusion-case';
export const PATIENT_NOTE_APPLICATIONS = [PATIENT_NOTE_APPLICATION] as const;
export type PatientNoteApplication = (typeof PATIENT_NOTE_APPLICATIONS)[number];

/** GET {api}/patientnotes/{patientProfileId}/{application}/{foreignId} (§7.3). */
export const patientNotesParamsSchema = z.object({
  patientProfileId: idParam(),
  application: z.enum(PATIENT_NOTE_APPLICATIONS),
  foreignId: idParam(),
});
export type PatientNotesParams = z.infer<typeof patientNotesParamsSchema>;

/** A note's text: required ("New note must have content", §5.10), at most 10,000 letters. */
const content = z
  .string({ error: M.noteContentRequired })
  .trim()
  .min(1, M.noteContentRequired)
  .max(L.noteText, M.noteTooLong);

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * metadataJson (§7.3): what the client keeps with a note, as JSON text; the spec does not say what.
 * SCOUT accepts a JSON object of at most 4,000 letters, or none.
 */
const metadataJson = z
  .string()
  .max(L.longText)
  .refine(isJsonObject, M.metadataJsonInvalid)
  .nullish()
  .transform((v) => v ?? null);

/** POST {api}/patientnotes (§7.3): patientProfileId, application, foreignId, content, metadataJson. */
export const newPatientNoteSchema = z.object({
  patientProfileId: requiredId,
  application: z.enum(PATIENT_NOTE_APPLICATIONS, { error: M.required }),
  foreignId: requiredId,
  content,
  metadataJson,
});
export type NewPatientNoteInput = z.input<typeof newPatientNoteSchema>;
export type NewPatientNote = z.output<typeof newPatientNoteSchema>;

/**
 * PUT {api}/patientnotes/{id} (§7.3): content and metadataJson; with the `lastModified` the client
 * loaded (a stale one answers 409, GUIDE §3.4) and `forceUpdate` after the conflict dialog.
 */
export const editPatientNoteSchema = z.object({ content, metadataJson, ...sectionMetaShape });
export type EditPatientNoteInput = z.input<typeof editPatientNoteSchema>;
export type EditPatientNote = z.output<typeof editPatientNoteSchema>;

/** One edit of a note (§3.8 editHistory): when, by whom, and the text the edit replaced. */
export const patientNoteEditSchema = z.object({
  editedAt: z.string(),
  editedBy: z.string(),
  content: z.string(),
});
export type PatientNoteEdit = z.infer<typeof patientNoteEditSchema>;

/** A note as the server answers it (§3.8), with its author (§4.9: "Created ... with the author"). */
export const patientNoteSchema = z.object({
  id: z.number().int(),
  patientProfileId: z.number().int(),
  application: z.enum(PATIENT_NOTE_APPLICATIONS),
  foreignId: z.number().int(),
  content: z.string(),
  metadataJson: z.string().nullable(),
  createdOn: z.string(),
  createdBy: z.string(),
  lastModified: z.string(),
  editHistory: z.array(patientNoteEditSchema),
});
export type PatientNote = z.infer<typeof patientNoteSchema>;
export const patientNotesResponseSchema = z.array(patientNoteSchema);
