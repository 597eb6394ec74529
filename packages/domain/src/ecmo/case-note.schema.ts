import { z } from 'zod';
import { NOTE_TYPES, VROUND_CHANGES } from './case-options.ts';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from './dates.ts';
import { ECMO_LIMITS as L } from './limits.ts';
import { ECMO_MESSAGES as M } from './messages.ts';
import {
  ALWAYS,
  issueAdder,
  optionalEnum,
  requiredEnum,
  requiredPastDateTime,
  requireWhen,
  sectionMetaShape,
} from './schema-helpers.ts';

/**
 * A case note (spec 2 §3.4, §4.8, §5.4): POST {ea}/cases/{id}/notes and PUT {ea}/cases/notes/{noteId}.
 * Conversation date/time, type and text are required; text at most 10,000 letters. Conversation
 * With is required for a Conversation note (at most 512) and cleared for the others; the Vround
 * change is optional and kept only on a Vround note.
 */
export function makeCaseNoteSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z
    .object({
      typeOfNote: requiredEnum(NOTE_TYPES),
      conversationDateTime: requiredPastDateTime(now, timeZone),
      conversationWith: z
        .string()
        .trim()
        .max(L.conversationWith, M.conversationWithTooLong)
        .nullish()
        .transform((v) => (v ? v : null)),
      vroundChange: optionalEnum(VROUND_CHANGES),
      note: z.string({ error: M.required }).trim().min(1, M.required).max(L.noteText, M.noteTooLong),
      ...sectionMetaShape,
    })
    .superRefine((v, ctx) => {
      requireWhen(issueAdder(ctx), v.typeOfNote === 'Conversation', v.conversationWith, ['conversationWith']);
    }, ALWAYS)
    .transform((v) => ({
      ...v,
      conversationWith: v.typeOfNote === 'Conversation' ? v.conversationWith : null,
      vroundChange: v.typeOfNote === 'Vround' ? v.vroundChange : null,
    }));
}
export const caseNoteSchema = makeCaseNoteSchema();
export type CaseNoteInput = z.input<typeof caseNoteSchema>;
export type CaseNoteValues = z.output<typeof caseNoteSchema>;

/** A note as GET {ea}/cases/{id}/notes lists it. */
export const caseNoteSchemaOut = z.object({
  id: z.number().int(),
  typeOfNote: z.enum(NOTE_TYPES),
  conversationDateTime: z.string(),
  createdOn: z.string(),
  createdBy: z.string(),
  conversationWith: z.string().nullable(),
  vroundChange: z.enum(VROUND_CHANGES).nullable(),
  note: z.string(),
  lastModified: z.string(),
});
export type CaseNote = z.infer<typeof caseNoteSchemaOut>;
