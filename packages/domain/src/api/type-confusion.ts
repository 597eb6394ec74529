import { z } from 'zod';

/**
 * Test support (issue 23 item 4): inputs shaped like a schema with one field of the wrong type.
 * A schema's input JSON Schema gives a plausible value (every field present, first or last
 * option); then each value in it — the whole value, every field, every nested field and list
 * item — is replaced in turn by each JSON type it is not (array, object, text, number, boolean)
 * and by null. Used by the domain schema walk and the server route walk.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
}

/** The input-side JSON Schema of a zod schema (unrepresentable parts as "anything"). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Which plausible value: 0 takes first options and true, 1 last options and false. */
export type Variant = 0 | 1;

const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2024-05-01T10:00:00+10:00',
  date: '2024-05-01',
  time: '10:00:00',
  email: 'someone@example.com',
  uri: 'https://example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/** A JSON value shaped like `schema` (every property present). */
export function sampleOf(
  schema: JsonSchema,
  variant: Variant = 0,
  root: JsonSchema = schema,
  depth = 0,
): unknown {
  if (depth > 8) return null;
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    return target ? sampleOf(target, variant, root, depth + 1) : 'x';
  }
  const pick = <T>(list: readonly T[]) => (variant === 0 ? list[0] : list[list.length - 1]) as T;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) {
    const options = schema.enum.filter((v) => v !== null);
    return options.length ? pick(options) : null;
  }
  const alternatives = (schema.anyOf ?? schema.oneOf ?? []).filter((s) => s.type !== 'null');
  if (alternatives.length) return sampleOf(pick(alternatives), variant, root, depth + 1);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0] as JsonSchema, variant, root, depth + 1);
  const types = [schema.type ?? []].flat().filter((t) => t !== 'null');
  switch (types[0]) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        out[key] = sampleOf(child, variant, root, depth + 1);
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((s) => sampleOf(s, variant, root, depth + 1));
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      return [sampleOf(items ?? {}, variant, root, depth + 1)];
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.max(1, Math.ceil(min));
    }
    case 'boolean':
      return variant === 0;
    case 'string': {
      const sample = FORMAT_SAMPLES[schema.format ?? ''];
      return sample ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

export type JsonKind = 'array' | 'object' | 'string' | 'number' | 'boolean' | 'null';

export const kindOf = (value: unknown): JsonKind =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : (typeof value as 'object' | 'string' | 'number' | 'boolean');

/** A value of each JSON kind; a field is tried with each kind it is not. */
export const STAND_INS: Record<JsonKind, unknown> = {
  array: [1],
  object: {},
  string: 'x',
  number: 1,
  boolean: true,
  null: null,
};

export type Path = Array<string | number>;

/** Every place in `value`: the root ([]), each property and each list item, depth first. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...pathsOf(v, [...prefix, i]));
  } else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

export function valueAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)?.[key];
  return at;
}

/** A copy of `value` with `replacement` at `path`. */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = replaceAt(copy[key], rest, replacement);
  return copy;
}

export interface Confusion {
  /** Where the wrong type is, e.g. `infusionSupport.anticoagulants`. */
  path: Path;
  /** The kind it was and the kind it is now. */
  from: JsonKind;
  to: JsonKind;
  input: unknown;
  /** Set on the bulk confusions: which places were all replaced at once. */
  bulk?: string;
}

/** The kinds each place is tried with: every JSON kind it is not. */
export const otherKinds = (kind: JsonKind): JsonKind[] =>
  (Object.keys(STAND_INS) as JsonKind[]).filter((k) => k !== kind);

/**
 * Every single-place type confusion of a plausible value of `schema`: each place replaced by each
 * JSON kind it is not.
 */
export function typeConfusions(schema: JsonSchema, variant: Variant = 0): Confusion[] {
  const base = sampleOf(schema, variant);
  const out: Confusion[] = [];
  for (const path of pathsOf(base)) {
    const from = kindOf(valueAt(base, path));
    for (const to of otherKinds(from))
      out.push({ path, from, to, input: replaceAt(base, path, STAND_INS[to]) });
  }
  return out;
}

/**
 * Cheaper and coarser: for each depth (1: the top-level fields, 2: the fields and items inside
 * them, ...) and each JSON kind, one value with every place at that depth replaced by that kind
 * at once (places already of that kind are kept). Every place meets every other kind, beside its
 * siblings' confusions rather than alone.
 */
export function bulkTypeConfusions(schema: JsonSchema, variant: Variant = 1): Confusion[] {
  const base = sampleOf(schema, variant);
  const places = pathsOf(base).filter((p) => p.length > 0);
  const depth = Math.max(0, ...places.map((p) => p.length));
  const out: Confusion[] = [];
  for (let d = 1; d <= depth; d++) {
    const atDepth = places.filter((p) => p.length === d);
    for (const to of Object.keys(STAND_INS) as JsonKind[]) {
      const targets = atDepth.filter((p) => kindOf(valueAt(base, p)) !== to);
      if (!targets.length) continue;
      const input = targets.reduce<unknown>((v, p) => replaceAt(v, p, STAND_INS[to]), base);
      out.push({ path: [], from: kindOf(base), to, input, bulk: `every field at depth ${d}` });
    }
  }
  return out;
}

export const pathText = (path: Path) => (path.length ? path.join('.') : '(whole value)');

/** How a confusion reads in a failure message: `infusionSupport.anticoagulants as number`. */
export const confusionText = (c: Confusion) => `${c.bulk ?? pathText(c.path)} as ${c.to}`;
