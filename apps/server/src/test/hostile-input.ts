/**
 * Generators of request input for the property-based route walk: values shaped by a route's own
 * zod schema (through its JSON Schema), mixed with the hostile values that once answered 500.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** The texts and numbers that broke the server before (issue 9 §2), and their neighbours. */
export const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udbff\ud800',
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'NaN',
  '',
  ' ',
  'null',
  '[]',
  '{}',
  '%00',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '1e309',
  'x'.repeat(5000),
  '2026-02-30T25:61:00Z',
  '../../etc/passwd',
] as const;

export const HOSTILE_NUMBERS = [
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1,
  0,
  0.5,
  1,
] as const;

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(null, true, false, [], {}),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
};

/** A JSON Schema for a route's zod schema (input side), or null when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** Values that fit the schema's shape, with a hostile value in place of any part of it. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileLeaf;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(hostileLeaf, ...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileLeaf);
  if (schema.enum?.length) return fc.oneof(fc.constantFrom(...schema.enum), hostileLeaf);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const shaped: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'object': {
        const props = schema.properties ?? {};
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, child] of Object.entries(props)) record[key] = valueFor(child, depth + 1);
        return fc.record(record, { requiredKeys: [] });
      }
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
      case 'integer':
        return fc.oneof(fc.integer(), fc.constantFrom(...HOSTILE_NUMBERS));
      case 'number':
        return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(...HOSTILE_NUMBERS));
      case 'boolean':
        return fc.boolean();
      case 'string':
        return schema.format === 'date-time'
          ? fc.oneof(
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
              fc.string(),
            )
          : fc.string({ maxLength: 40 });
      default:
        return hostileLeaf;
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: hostileLeaf, weight: 1 });
}

/** Path and query values are text: shaped ones as text, plus the hostile strings. */
export function textFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    valueFor(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.integer({ min: 1, max: 5 }).map(String),
  );
}

/** Multipart bodies that are not what a parser expects. */
export const BROKEN_MULTIPART: Array<{ contentType: string; body: string }> = [
  {
    contentType: 'multipart/form-data',
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc',
  },
  { contentType: 'multipart/form-data; boundary=x', body: '' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nno header end' },
  // Beyond the parts limits of every upload route (413), and a field named __proto__ (400).
  {
    contentType: 'multipart/form-data; boundary=x',
    body: `${'abcdefgh'
      .split('')
      .map((n) => `--x\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${n}\r\n`)
      .join('')}--x--\r\n`,
  },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--x--\r\n',
  },
];
