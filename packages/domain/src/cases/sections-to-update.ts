import { z } from 'zod';
import { type AddIssue, ALWAYS, issueAdder, requiredId, saveMetaShape } from './fields.ts';
import { CASE_MESSAGES as M } from './messages.ts';

/**
 * Whole-record saves that name the sections they change (spec 3 §3.1 "Save payload extras:
 * sectionsToUpdate", §4.1): the list, and which of the listed sections the body really carries.
 */

/** `sectionsToUpdate`: at least one of `names`, each once. */
export function sectionsToUpdateList<const T extends readonly [string, ...string[]]>(names: T) {
  return z
    .array(z.enum(names, { error: M.required }), { error: M.sectionsToUpdateRequired })
    .min(1, M.sectionsToUpdateRequired)
    .refine((list) => new Set(list).size === list.length, M.duplicateChoice);
}

/**
 * The sections a save lists and sends, in `names` order. A listed section the body does not
 * carry is an issue at its name (a save never stores an absent section as empty). Reads the body
 * defensively: it also runs when other fields failed.
 */
export function sentSections<N extends string>(
  body: Partial<Record<string, unknown>>,
  names: readonly N[],
  add: AddIssue,
): N[] {
  const listed = body.sectionsToUpdate;
  if (!Array.isArray(listed)) return [];
  return names.filter((name) => {
    if (!listed.includes(name)) return false;
    if (body[name]) return true;
    add([name], M.sectionMissing);
    return false;
  });
}

/** Each section nullable, null until first saved: the sections of a record or a save body. */
export function nullableSections<M extends Record<string, z.ZodType>>(
  schemas: M,
): { [K in keyof M]: z.ZodDefault<z.ZodNullable<M[K]>> } {
  const entries = Object.entries(schemas).map(([name, schema]) => [name, schema.nullable().default(null)]);
  return Object.fromEntries(entries) as { [K in keyof M]: z.ZodDefault<z.ZodNullable<M[K]>> };
}

/**
 * A whole-record save that names its sections: the record id, the conflict fields
 * (`lastModified`, `forceUpdate`), `sectionsToUpdate` and `shape` (the sections and any context
 * fields); `check` runs the rules of the sections listed and sent, with every issue shown at once.
 */
export function sectionSaveSchema<const N extends readonly [string, ...string[]], S extends z.ZodRawShape>(
  names: N,
  shape: S,
  check: (body: Partial<Record<string, unknown>>, add: AddIssue, sent: N[number][]) => void,
) {
  return z
    .object({ id: requiredId, ...saveMetaShape, sectionsToUpdate: sectionsToUpdateList(names), ...shape })
    .superRefine((body, ctx) => {
      const add = issueAdder(ctx);
      check(body, add, sentSections(body, names, add));
    }, ALWAYS);
}
