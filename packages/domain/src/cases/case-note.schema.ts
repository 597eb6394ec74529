import { z } from 'zod';
import { NOTE_TYPES, VROUND_CHANGES } from './case-options.ts';
import { DEFAULT_TIME_ZONE, type Now, systemNow } from './dates.ts';
import { CASE_LIMITS as L } from './limits.ts';
import { CASE_MESSAGES as M } from './messages.ts';
import {
  ALWAYS,
  issueAdder,
  optionalEnum,
  requiredEnum,
  requiredPastDateTime,
  requireWhen,
  sectionMetaShape,
} from './schema-helpers.ts';

/** Conversation With, checked only on a Conversation note (hidden fields take no part in validation). */
const conversationWithText = z
  .string()
  .trim()
  .max(L.conversationWith, M.conversationWithTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
const vroundChangeValue = optionalEnum(VROUND_CHANGES);

/**
 * A case note (spec 2 §3.4, §4.8, §5.4): POST {ea}/cases/{id}/notes and PUT {ea}/cases/notes/{noteId}.
 * Conversation date/time, type and text are required; text at most 10,000 letters. Conversation
 * With is required for a Conversation note (at most 512) and the Vround change is optional and kept
 * only on a Vround note. For the other types those fields are hidden: whatever they hold is not
 * validated and is stored as null.
 */
export function makeCaseNoteSchema(now: Now = systemNow, timeZone: string = DEFAULT_TIME_ZONE) {
  return z
    .object({
      typeOfNote: requiredEnum(NOTE_TYPES),
      conversationDateTime: requiredPastDateTime(now, timeZone),
      conversationWith: z.string().nullish(),
      vroundChange: z.string().nullish(),
      note: z.string({ error: M.required }).trim().min(1, M.required).max(L.noteText, M.noteTooLong),
      ...sectionMetaShape,
    })
    .superRefine((v, ctx) => {
      const add = issueAdder(ctx);
      if (v.typeOfNote === 'Conversation') {
        const text = conversationWithText.safeParse(v.conversationWith);
        if (!text.success) for (const issue of text.error.issues) add(['conversationWith'], issue.message);
        else requireWhen(add, true, text.data, ['conversationWith']);
      }
      if (v.typeOfNote === 'Vround') {
        const change = vroundChangeValue.safeParse(v.vroundChange);
        if (!change.success) for (const issue of change.error.issues) add(['vroundChange'], issue.message);
      }
    }, ALWAYS)
    .transform((v) => ({
      ...v,
      conversationWith:
        v.typeOfNote === 'Conversation'
          ? (conversationWithText.safeParse(v.conversationWith).data ?? null)
          : null,
      vroundChange:
        v.typeOfNote === 'Vround' ? (vroundChangeValue.safeParse(v.vroundChange).data ?? null) : null,
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
