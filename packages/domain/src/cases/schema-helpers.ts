import { z } from 'zod';
import { DB_INT_MAX, ID_MESSAGES } from '../api/ids.ts';
import { DEFAULT_TIME_ZONE, type Now, pastDateError, pastDateTimeError } from './dates.ts';
import { type NumberRule, numberOf, requiredDateTime } from './fields.ts';
import { CASE_LIMITS } from './limits.ts';
import { CASE_MESSAGES as M, noMoreThanMessage } from './messages.ts';

/**
 * Building blocks of request-only section schemas (ECMO sections, case notes, transfer requests).
 * Unlike fields.ts (schemas that also describe a response, so without transforms), these
 * normalise what a form sends:
 * - Optional values accept null, undefined or (text) '' and come out as null, so a form can send
 *   what its inputs hold and the server stores one "empty".
 * - Fields the spec hides behind an answer are cleared (null) by the section's transform, so
 *   stored data never holds a value the user could not see.
 * The required builders, the issue helpers and the past-date rule are fields.ts' (one definition).
 */
export {
  type AddIssue,
  ALWAYS,
  isBlank,
  issueAdder,
  nested,
  requiredBoolean,
  requiredEnum,
  requiredId,
  requiredNumber,
  requiredPastDateTime,
  requiredText,
  requireWhen,
} from './fields.ts';

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, noMoreThanMessage(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalId = z
  .number({ error: M.enterNumber })
  .int()
  .positive()
  .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
  .nullish()
  .transform((v) => v ?? null);

export const optionalNumber = (rule: NumberRule = {}) =>
  numberOf(rule, M.enterNumber)
    .nullish()
    .transform((v) => v ?? null);

export const optionalBoolean = z
  .boolean()
  .nullish()
  .transform((v) => v ?? null);

/** An optional choice from a list. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values, { error: M.required })
    .nullish()
    .transform((v) => v ?? null);

/** A multi-select: each value once; 'None' (when the list has it) not combined with others. */
export const multiChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: M.required }))
    .nullish()
    .transform((v) => v ?? [])
    .superRefine((list, ctx) => {
      if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: M.duplicateChoice });
      if (list.length > 1 && (list as readonly string[]).includes('None')) {
        ctx.addIssue({ code: 'custom', message: M.noneWithOthers });
      }
    });

const blankInput = (input: unknown) => input === undefined || input === null || input === '';
const isoDate = z.iso.date({ error: (issue) => (blankInput(issue.input) ? M.required : M.invalidDate) });

/** An optional string checked by `check` when present; '' and undefined come out as null. */
function optionalChecked(check: (v: string, ctx: z.RefinementCtx) => void) {
  return z
    .string({ error: M.invalidDate })
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .superRefine((v, ctx) => {
      if (v !== null) check(v, ctx);
    });
}

function checkIsoDateTime(v: string, ctx: z.RefinementCtx): boolean {
  if (requiredDateTime.safeParse(v).success) return true;
  ctx.addIssue({ code: 'custom', message: M.invalidDate });
  return false;
}

/** The past-event rule (spec 2 §5.3) for an optional (or conditionally required) date-time; blank comes out as null. */
export function optionalPastDateTime(now: Now, timeZone: string = DEFAULT_TIME_ZONE) {
  return optionalChecked((v, ctx) => {
    if (!checkIsoDateTime(v, ctx)) return;
    const error = pastDateTimeError(v, now(), timeZone);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
}

/** Any ISO date-time (no past rule), optional. */
export const optionalDateTime = optionalChecked((v, ctx) => {
  checkIsoDateTime(v, ctx);
});

/** An optional calendar date (YYYY-MM-DD). */
export const optionalDate = optionalChecked((v, ctx) => {
  if (!isoDate.safeParse(v).success) ctx.addIssue({ code: 'custom', message: M.invalidDate });
});

/** An optional past calendar date (YYYY-MM-DD), checked against `today()` (service time zone). */
export function optionalPastDate(today: () => string) {
  return optionalChecked((v, ctx) => {
    const error = pastDateError(v, today());
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
}

/** A required calendar date (YYYY-MM-DD). */
export const requiredDate = isoDate;

/** Referrer-style email: optional, valid, under 256 letters. */
export const emailAddress = (invalidMessage: string) =>
  z
    .string()
    .trim()
    .max(CASE_LIMITS.email, M.emailTooLong)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, invalidMessage);

/**
 * Every section body carries these for the save-conflict rule (GUIDE §3.4): the `lastModified`
 * the client loaded, and `forceUpdate` to overwrite after the conflict dialog.
 */
export const sectionMetaShape = {
  lastModified: z.iso.datetime({ offset: true }).optional(),
  forceUpdate: z.boolean().optional(),
};
