import type { z } from 'zod';

/**
 * When a cross-field refinement (`.superRefine(check, ALWAYS)`) runs on an object whose fields
 * already failed, and why that is safe by construction (issue 23 item 4).
 *
 * zod 4 skips a refinement after an aborting issue (a value of the wrong type, an unlisted
 * option) unless the refinement has a `when`. SCOUT's forms show every problem at once, so the
 * conditional rules ("'Other' requires its text") should also run when a required field is still
 * blank. But then the rule sees the raw input of the failed fields: `{"anticoagulants": 1}` reached
 * `v.anticoagulants?.includes('Other')` and answered 500.
 *
 * The check functions are written for the values a form holds: every field is its own type, or
 * blank (null, undefined, '' — `isBlank`). `ALWAYS` runs the rule exactly when that holds: the value
 * is an object and every aborting issue so far (at any depth, the paths are relative to this
 * object) is about a blank value. Any other aborting issue — a number where a list belongs, a
 * text where an object belongs, an unlisted option, no union member — means some field is not
 * what the rule reads, so the rule waits; the field's own error answers 400 (the rule's issues
 * show once the field is fixed). Non-aborting issues (too long, out of range, bad format) keep the
 * value's type and never stop the rule.
 *
 * Every `when` in packages/domain is this one (cross-field.test.ts checks the sources), and
 * schema-walk.test.ts parses every exported schema with each field swapped for each other type.
 */
export const ALWAYS = {
  when: (payload: z.core.ParsePayload): boolean =>
    isObject(payload.value) && payload.issues.every(leavesTypesIntact),
};

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/** Containers: '' in their place is not blank to a rule that iterates or indexes them. */
const CONTAINERS = new Set(['array', 'object', 'record', 'tuple', 'map', 'set']);

/** True when the issue leaves its value either its own type or blank (null, undefined, ''). */
export function leavesTypesIntact(issue: z.core.$ZodRawIssue): boolean {
  if (issue.continue === true) return true;
  // A key the object does not know (strict objects): the known fields are untouched.
  if (issue.code === 'unrecognized_keys') return true;
  const input: unknown = issue.input;
  if (input === undefined || input === null) return issue.code !== 'custom';
  if (input !== '') return false;
  if (issue.code === 'invalid_value') return true;
  return issue.code === 'invalid_type' && !CONTAINERS.has(String(issue.expected));
}
