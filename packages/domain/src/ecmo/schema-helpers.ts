import { z } from 'zod';
import { DB_INT_MAX, ID_MESSAGES } from '../api/ids.ts';
import { DEFAULT_TIME_ZONE, type Now, pastDateError, pastDateTimeError } from './dates.ts';
import { ECMO_LIMITS } from './limits.ts';
import { atLeastMessage, atMostMessage, ECMO_MESSAGES as M, noMoreThanMessage } from './messages.ts';

/**
 * Building blocks of the ECMO section schemas. Conventions:
 * - Optional values accept null, undefined or (text) '' and come out as null, so a form can send
 *   what its inputs hold and the server stores one "empty".
 * - Conditional requirements live in `check*` functions that take an `AddIssue`; section schemas
 *   run them with `ALWAYS` so conditional errors show together with the field errors.
 * - Fields the spec hides behind an answer are cleared (null) by the section's transform, so
 *   stored data never holds a value the user could not see.
 */

/** Reports an issue at a path relative to the object being checked. */
export type AddIssue = (path: PropertyKey[], message?: string) => void;

/** An AddIssue that writes into a zod refinement context, under an optional path prefix. */
export function issueAdder(ctx: z.RefinementCtx, prefix: PropertyKey[] = []): AddIssue {
  return (path, message = M.required) =>
    ctx.addIssue({ code: 'custom', path: [...prefix, ...path], message });
}

/** Nests an AddIssue under a sub-path. */
export function nested(add: AddIssue, prefix: PropertyKey[]): AddIssue {
  return (path, message) => add([...prefix, ...path], message);
}

/**
 * Run a refinement even when some fields already failed, so every error shows at once. Check
 * functions therefore read values defensively (optional chaining, blank checks only).
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** True for null, undefined, a blank string or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Adds 'Required' at `path` when `condition` holds and the value is blank. */
export function requireWhen(add: AddIssue, condition: boolean, value: unknown, path: PropertyKey[]): void {
  if (condition && isBlank(value)) add(path, M.required);
}

export const requiredText = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, noMoreThanMessage(max));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, noMoreThanMessage(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredId = z
  .number({ error: M.required })
  .int(M.required)
  .positive(M.required)
  .max(DB_INT_MAX, ID_MESSAGES.tooLarge);
export const optionalId = z
  .number({ error: M.enterNumber })
  .int()
  .positive()
  .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
  .nullish()
  .transform((v) => v ?? null);

interface NumberRule {
  min?: number;
  max?: number;
  int?: boolean;
}

function numberOf(rule: NumberRule, typeMessage: string) {
  let s = z.number({ error: typeMessage });
  if (rule.int) s = s.int(M.wholeNumber);
  if (rule.min !== undefined) s = s.min(rule.min, atLeastMessage(rule.min));
  if (rule.max !== undefined) s = s.max(rule.max, atMostMessage(rule.max));
  return s;
}

export const requiredNumber = (rule: NumberRule = {}) => numberOf(rule, M.required);
export const optionalNumber = (rule: NumberRule = {}) =>
  numberOf(rule, M.enterNumber)
    .nullish()
    .transform((v) => v ?? null);

export const requiredBoolean = z.boolean({ error: M.required });
export const optionalBoolean = z
  .boolean()
  .nullish()
  .transform((v) => v ?? null);

/** A required choice from a list. */
export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: M.required });
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

const isoDateTime = z.iso.datetime({
  offset: true,
  error: (issue) => (blankInput(issue.input) ? M.required : M.invalidDate),
});
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
  if (isoDateTime.safeParse(v).success) return true;
  ctx.addIssue({ code: 'custom', message: M.invalidDate });
  return false;
}

function checkPast(v: string, ctx: z.RefinementCtx, now: Now, timeZone: string) {
  const error = pastDateTimeError(v, now(), timeZone);
  if (error) ctx.addIssue({ code: 'custom', message: error });
}

/** A past-event date-time (spec 2 §5.3): ISO with offset, no future day, none before 1900. */
export function requiredPastDateTime(now: Now, timeZone: string = DEFAULT_TIME_ZONE) {
  return isoDateTime.superRefine((v, ctx) => {
    // String checks do not abort: skip the past rule when the format already failed.
    if (isoDateTime.safeParse(v).success) checkPast(v, ctx, now, timeZone);
  });
}
/** The same rule for an optional (or conditionally required) date-time; blank comes out as null. */
export function optionalPastDateTime(now: Now, timeZone: string = DEFAULT_TIME_ZONE) {
  return optionalChecked((v, ctx) => {
    if (checkIsoDateTime(v, ctx)) checkPast(v, ctx, now, timeZone);
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
    .max(ECMO_LIMITS.email, M.emailTooLong)
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
