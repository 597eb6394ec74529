/**
 * The shape every option list shares, so the web can feed any of them to a Select and the schemas
 * can validate against the same values.
 *
 * Value rule: where the spec gives a code (minor flow 'v', outcome 0, respiratory support 3) the
 * code is the stored value and the label is the text people read; where the spec gives only the
 * text, the text itself is the value (one string list, `asOptions` turns it into options).
 */
export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** A non-empty tuple of values, as `z.enum` and `z.literal` want it. */
export type ValueTuple<V extends string | number> = readonly [V, ...V[]];

/** Options for a list whose values are their own labels. */
export function asOptions<const V extends string>(values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

/** The values of an option list, typed as a non-empty tuple for `z.enum` / `z.literal`. */
export function optionValues<const V extends string | number>(
  options: readonly [Option<V>, ...Option<V>[]],
): ValueTuple<V> {
  return options.map((o) => o.value) as unknown as ValueTuple<V>;
}

/** The label of a value, or the value itself when the list does not know it (legacy data). */
export function optionLabel<V extends string | number>(
  options: readonly Option<V>[],
  value: V | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return options.find((o) => o.value === value)?.label ?? String(value);
}
