import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VTIS_CONSULT_SECTION_SCHEMAS } from './case.schema.ts';
import { VTIS_CONSULT_FIELDS, VTIS_FOLLOWUP_FIELDS } from './field-labels.ts';
import { VTIS_FOLLOWUP_SECTION_SCHEMAS } from './followup.schema.ts';

/** Schema fields without a declaration of their own: the handover flag, the specialist's and the picked names. */
const TECHNICAL = ['handoverUpdate', 'specialist', 'countryOfBirth', 'spokenLanguage'];
const declared = (fields: readonly { name: string }[]) => fields.map((f) => f.name);
const schemaFields = (schema: z.ZodObject) => Object.keys(schema.shape).filter((f) => !TECHNICAL.includes(f));

describe('VTIS field declarations (GUIDE §7: one definition per field)', () => {
  it('name every field of every consult section once, and nothing else', () => {
    for (const [section, schema] of Object.entries(VTIS_CONSULT_SECTION_SCHEMAS)) {
      const names = declared(VTIS_CONSULT_FIELDS[section as keyof typeof VTIS_CONSULT_FIELDS]);
      expect(new Set(names).size, section).toBe(names.length);
      expect([...names].sort(), section).toEqual(schemaFields(schema).sort());
    }
  });
  it('name every field of every follow-up section once, and nothing else', () => {
    for (const [section, schema] of Object.entries(VTIS_FOLLOWUP_SECTION_SCHEMAS)) {
      const names = declared(VTIS_FOLLOWUP_FIELDS[section as keyof typeof VTIS_FOLLOWUP_FIELDS]);
      expect(new Set(names).size, section).toBe(names.length);
      expect([...names].sort(), section).toEqual(schemaFields(schema).sort());
    }
  });
  it('give every choice its option list and every field a label', () => {
    for (const fields of [...Object.values(VTIS_CONSULT_FIELDS), ...Object.values(VTIS_FOLLOWUP_FIELDS)]) {
      for (const field of fields as readonly {
        label: string;
        kind: string;
        options?: readonly unknown[];
      }[]) {
        expect(field.label.length).toBeGreaterThan(0);
        expect(field.kind === 'choice' || field.kind === 'choices').toBe(!!field.options?.length);
      }
    }
  });
});
