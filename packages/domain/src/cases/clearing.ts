/**
 * The building block of the case modules' clearing rules: a field the form hides behind an
 * answer is emptied whenever that answer does not show it, so stored data never holds a value the
 * user could not see (spec 3 §4.2; ECMO and Telehealth clear the same way in their schemas).
 */

/**
 * `values` with `fields` emptied when `hidden` holds: null, or [] for checkbox groups
 * (`empty: 'list'`). Unchanged (the same object) otherwise.
 */
export function clearedWhen<T extends object>(
  values: T,
  hidden: boolean,
  fields: readonly (keyof T & string)[],
  empty: 'null' | 'list' = 'null',
): T {
  if (!hidden) return values;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const field of fields) out[field] = empty === 'list' ? [] : null;
  return out as T;
}
