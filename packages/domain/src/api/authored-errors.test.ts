import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userInputSchema } from '../admin/user.schema.ts';
import { DEFAULT_TIME_ZONE } from '../cases/dates.ts';
import { FIXED_NOW } from '../cases/test-issues.ts';
import { makeTransferRequestSchema } from '../cases/transfer.schema.ts';
import { makeConsumableItemSchema } from '../ecmo/consumable-item.schema.ts';
import { makeObservationDraftSchema } from '../ecmo/observation.schema.ts';
import { makeConsultationSchema } from '../telehealth/consultation.schema.ts';
import { vstConsultSaveSchema } from '../vst/case.schema.ts';
import './authored-errors.ts';
import {
  inputJsonSchema,
  kindOf,
  pathsOf,
  replaceAt,
  STAND_INS,
  sampleOf,
  valueAt,
} from './type-confusion.ts';

/**
 * Issue 24: no raw validator text reaches a user. A check without a message of its own gets
 * authored English naming its limit (authored-errors.ts, installed once for every schema).
 */
const RAW =
  /^(Too small|Too big|Invalid input|Invalid option|Invalid|Expected|Unrecognized|String must|Number must)/;

/** Spec 1's own wording for a date that is not one (PATIENT_MESSAGES.invalidDate). */
const AUTHORED = new Set(['Invalid date entered']);

const messageOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues.map((i) => i.message);
};

describe('a check without its own message reads as authored English', () => {
  it('numbers: wrong type, limits (inclusive or not), whole numbers, multiples', () => {
    expect(messageOf(z.number(), 'abc')).toEqual(['Enter a number']);
    expect(messageOf(z.number(), undefined)).toEqual(['Required']);
    expect(messageOf(z.number().min(0), -1)).toEqual(['Must be at least 0']);
    expect(messageOf(z.number().max(1500), 1501)).toEqual(['Must be at most 1,500']);
    expect(messageOf(z.number().positive(), 0)).toEqual(['Must be more than 0']);
    expect(messageOf(z.number().lt(10), 10)).toEqual(['Must be less than 10']);
    expect(messageOf(z.number().int(), 1.5)).toEqual(['Enter a whole number']);
    expect(messageOf(z.int(), 'x')).toEqual(['Enter a number']);
    expect(messageOf(z.number().multipleOf(5), 7)).toEqual(['Must be a multiple of 5']);
  });

  it('text, choices, lists and formats', () => {
    expect(messageOf(z.string(), 12)).toEqual(['Enter text']);
    expect(messageOf(z.string().min(1), '')).toEqual(['Required']);
    expect(messageOf(z.string().min(3), 'ab')).toEqual(['Enter at least 3 characters']);
    expect(messageOf(z.string().max(5), 'abcdef')).toEqual(['Please enter no more than 5 letters.']);
    expect(messageOf(z.enum(['A', 'B']), 'C')).toEqual(['Choose one of the options offered']);
    expect(messageOf(z.boolean(), 'yes')).toEqual(['Choose yes or no']);
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['No more than 2 can be added']);
    expect(messageOf(z.email(), 'nope')).toEqual(['Enter a valid email address']);
    expect(messageOf(z.iso.date(), '2026-02-31')).toEqual(['Enter a valid date']);
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([
      'Not a field of this form: b',
    ]);
  });

  it("a schema's own message still wins", () => {
    expect(messageOf(z.number().min(0, 'Weight must be between 0 and 500 kg'), -1)).toEqual([
      'Weight must be between 0 and 500 kg',
    ]);
  });
});

/** Every field of a plausible input, in turn given every JSON kind it is not and out-of-range numbers. */
function rawMessages(schema: z.ZodType): string[] {
  const found = new Set<string>();
  const base = sampleOf(inputJsonSchema(schema));
  for (const path of pathsOf(base)) {
    if (path.length === 0) continue;
    const kind = kindOf(valueAt(base, path));
    const replacements = [
      ...Object.entries(STAND_INS)
        .filter(([k]) => k !== kind)
        .map(([, v]) => v),
      ...(kind === 'number' ? [-1, 1.5, 1e12] : []),
    ];
    for (const bad of replacements) {
      const r = schema.safeParse(replaceAt(base, path, bad));
      if (r.success) continue;
      for (const issue of r.error.issues) {
        if (RAW.test(issue.message) && !AUTHORED.has(issue.message))
          found.add(`${path.join('.')} = ${JSON.stringify(bad)}: "${issue.message}"`);
      }
    }
  }
  return [...found];
}

describe('no raw validator text over whole schemas (every field, every wrong type)', () => {
  const schemas: Record<string, z.ZodType> = {
    'Telehealth consultation': makeConsultationSchema(FIXED_NOW, DEFAULT_TIME_ZONE),
    'ECMO observation': makeObservationDraftSchema(FIXED_NOW, DEFAULT_TIME_ZONE),
    'ECMO consumable item': makeConsumableItemSchema(FIXED_NOW, DEFAULT_TIME_ZONE),
    'transfer request': makeTransferRequestSchema(FIXED_NOW, DEFAULT_TIME_ZONE),
    'VST consult save': vstConsultSaveSchema,
    'admin user': userInputSchema,
  };
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => {
      expect(rawMessages(schema)).toEqual([]);
    });
  }
});
