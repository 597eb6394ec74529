import { z } from 'zod';
import { DB_INT_MAX, ID_MESSAGES } from '../api/ids.ts';
import { DEFAULT_TIME_ZONE, type Now, pastDateError, pastDateTimeError } from './dates.ts';
import { CASE_LIMITS } from './limits.ts';
import { atLeastMessage, atMostMessage, CASE_MESSAGES as M, noMoreThanMessage } from './messages.ts';
import { PLAUSIBLE_RANGES, type PlausibleKind, rangeMessage } from './plausibility.ts';

/**
 * Field builders for case-module section schemas that are also response schemas. They hold no
 * `transform` (fastify-type-provider-zod serialises responses with `z.encode`, which refuses
 * one-way transforms), so one schema validates the save body and describes the case the server
 * answers. Conventions:
 * - An optional field accepts null or a missing key and comes out as null (`.nullable().default(null)`).
 * - Numbers keep what was typed: a value outside its limit is an error naming the limit, never
 *   clamped (GUIDE working rules; spec 2 §5.7 "numeric fields minimum 0").
 * - Conditional requirements live in `check*` functions taking an `AddIssue`, run with `ALWAYS`
 *   so they show together with the field errors.
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
 * Run a cross-field refinement even when some fields are still blank, so every error shows at
 * once; never on a field of the wrong type (api/cross-field.ts). Check functions therefore see each
 * field as its own type or blank, and read blanks defensively (optional chaining, blank checks).
 */
export { ALWAYS } from '../api/cross-field.ts';

/** True for null, undefined, a blank string or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Adds 'Required' (or `message`, e.g. a checkbox group's "at least one") at `path` when
 * `condition` holds and the value is blank.
 */
export function requireWhen(
  add: AddIssue,
  condition: boolean,
  value: unknown,
  path: PropertyKey[],
  message: string = M.required,
): void {
  if (condition && isBlank(value)) add(path, message);
}

/** A required text, trimmed, at most `max` letters. */
export const requiredText = (max: number, tooLong: string = noMoreThanMessage(max)) =>
  z.string({ error: M.required }).trim().min(1, M.required).max(max, tooLong);

/** An optional text, trimmed, at most `max` letters; null when absent ('' is kept as typed). */
export const optionalText = (max: number, tooLong: string = noMoreThanMessage(max)) =>
  z.string({ error: M.required }).trim().max(max, tooLong).nullable().default(null);

export type NumberRule =
  | { min?: number; max?: number; int?: boolean; plausible?: never }
  /** A body measurement or vital sign: its range and message are plausibility.ts' (one place). */
  | { plausible: PlausibleKind; int?: boolean; min?: never; max?: never };

/** A number with the rule's limits; `typeMessage` is the message when it is missing or not a number. */
export function numberOf(rule: NumberRule, typeMessage: string) {
  let s = z.number({ error: typeMessage });
  if (rule.int) s = s.int(M.wholeNumber);
  if (rule.plausible) {
    const { min, max } = PLAUSIBLE_RANGES[rule.plausible];
    const message = rangeMessage(rule.plausible);
    return s.min(min, message).max(max, message);
  }
  if (rule.min !== undefined) s = s.min(rule.min, atLeastMessage(rule.min));
  if (rule.max !== undefined) s = s.max(rule.max, atMostMessage(rule.max));
  return s;
}

export const requiredNumber = (rule: NumberRule = {}) => numberOf(rule, M.required);
export const optionalNumber = (rule: NumberRule = {}) =>
  numberOf(rule, M.enterNumber).nullable().default(null);

/**
 * An optional clinical score: a whole number from `min` to `max`, or one of `codes` (e.g. 99, "not
 * assessable"). Anything else is an error with `message`, which names the limit; never clamped.
 */
export function optionalScore(
  rule: { min: number; max: number; codes?: readonly number[] },
  message: string,
) {
  const codes = rule.codes ?? [];
  return z
    .number({ error: M.enterNumber })
    .int(message)
    .refine((v) => (v >= rule.min && v <= rule.max) || codes.includes(v), message)
    .nullable()
    .default(null);
}

export const requiredId = z
  .number({ error: M.required })
  .int(M.required)
  .positive(M.required)
  .max(DB_INT_MAX, ID_MESSAGES.tooLarge);
export const optionalId = z
  .number({ error: M.enterNumber })
  .int(ID_MESSAGES.invalid)
  .positive(ID_MESSAGES.invalid)
  .max(DB_INT_MAX, ID_MESSAGES.tooLarge)
  .nullable()
  .default(null);

export const requiredBoolean = z.boolean({ error: M.required });
export const optionalBoolean = z.boolean({ error: M.required }).nullable().default(null);

/** A required choice from a text list. */
export const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: M.required });
/** An optional choice from a text list. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: M.required }).nullable().default(null);

/** A required choice from a numbered list (GCS, outcome, respiratory support). */
export const requiredCode = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.literal(values, { error: M.required });
/** An optional choice from a numbered list. */
export const optionalCode = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.literal(values, { error: M.required }).nullable().default(null);

/** A multi-select: each value once; 'None' (when the list has it) not combined with others. */
export const multiChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: M.required }))
    .default([])
    .superRefine((list, ctx) => {
      if (new Set(list).size !== list.length) ctx.addIssue({ code: 'custom', message: M.duplicateChoice });
      if (list.length > 1 && (list as readonly string[]).includes('None')) {
        ctx.addIssue({ code: 'custom', message: M.noneWithOthers });
      }
    });

const blankInput = (input: unknown) => input === undefined || input === null || input === '';

/** An ISO 8601 date-time with an offset ('Required' when blank). */
export const requiredDateTime = z.iso.datetime({
  offset: true,
  error: (issue) => (blankInput(issue.input) ? M.required : M.invalidDate),
});
/** The same, optional; null when absent. */
export const optionalDateTime = requiredDateTime.nullable().default(null);

const isoDate = z.iso.date({ error: (issue) => (blankInput(issue.input) ? M.required : M.invalidDate) });

function pastDateTimeCheck(now: Now, timeZone: string) {
  return (v: string, ctx: z.core.$RefinementCtx<string>) => {
    // String checks do not abort: skip the past rule when the format already failed.
    if (!requiredDateTime.safeParse(v).success) return;
    const error = pastDateTimeError(v, now(), timeZone);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  };
}

/** A past-event date-time (spec 2 §5.3): ISO with offset, no future day, none before 1900. */
export function requiredPastDateTime(now: Now, timeZone: string = DEFAULT_TIME_ZONE) {
  return requiredDateTime.superRefine(pastDateTimeCheck(now, timeZone));
}
/** The same rule for an optional date-time; null when absent. */
export function optionalPastDateTime(now: Now, timeZone: string = DEFAULT_TIME_ZONE) {
  return requiredPastDateTime(now, timeZone).nullable().default(null);
}

/** An optional calendar date (YYYY-MM-DD); null when absent. */
export const optionalDate = isoDate.nullable().default(null);

/** An optional past calendar date (YYYY-MM-DD), checked against `today()` (service time zone). */
export function optionalPastDate(today: () => string) {
  return z
    .string({ error: M.invalidDate })
    .superRefine((v, ctx) => {
      const error = pastDateError(v, today());
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .nullable()
    .default(null);
}

/** Referrer-style email: optional, valid, under 256 letters (spec 2 §5.1, §5.7); '' means none. */
export const emailAddress = (invalidMessage: string) =>
  z
    .string()
    .trim()
    .max(CASE_LIMITS.email, M.emailTooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, invalidMessage)
    .nullable()
    .default(null);

/**
 * The conflict fields of every section save (GUIDE §3.4): the `lastModified` the client loaded
 * (an update with a stale value answers 409) and `forceUpdate` to overwrite after the dialog.
 */
export const saveMetaShape = {
  lastModified: z.iso.datetime({ offset: true, error: M.required }),
  forceUpdate: z.boolean().optional(),
};
