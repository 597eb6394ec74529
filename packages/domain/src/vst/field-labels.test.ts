import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VST_CONSULT_SECTION_SCHEMAS } from './case.schema.ts';
import { VST_CONSULT_FIELDS, VST_FOLLOWUP_FIELDS } from './field-labels.ts';
import { VST_FOLLOWUP_SECTION_SCHEMAS } from './followup.schema.ts';

/** The fields a section schema holds, observations flattened ('observations.hr'). */
function schemaFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const inner = (field as z.ZodType & { unwrap?: () => z.ZodType }).unwrap?.();
    return name === 'observations' && inner && 'shape' in inner
      ? Object.keys((inner as z.ZodObject).shape).map((k) => `${name}.${k}`)
      : [name];
  });
}
/** Schema fields without a definition of their own: the handover flag, and the specialist's name (shown for specialistId). */
const TECHNICAL = ['handoverUpdate', 'specialist'];

describe('field definitions (GUIDE §7: one definition per field)', () => {
  it('name every field of every consult section once, and nothing else', () => {
    for (const [section, schema] of Object.entries(VST_CONSULT_SECTION_SCHEMAS)) {
      const defined = VST_CONSULT_FIELDS[section as keyof typeof VST_CONSULT_FIELDS].map((f) => f.name);
      expect(new Set(defined).size, section).toBe(defined.length);
      expect([...defined].sort(), section).toEqual(
        schemaFields(schema)
          .filter((f) => !TECHNICAL.includes(f))
          .sort(),
      );
    }
  });
  it('name every field of every follow-up section once, and nothing else', () => {
    for (const [section, schema] of Object.entries(VST_FOLLOWUP_SECTION_SCHEMAS)) {
      const defined = VST_FOLLOWUP_FIELDS[section as keyof typeof VST_FOLLOWUP_FIELDS].map((f) => f.name);
      expect([...defined].sort(), section).toEqual(
        schemaFields(schema)
          .filter((f) => !TECHNICAL.includes(f))
          .sort(),
      );
    }
  });
  it('give every choice its option list and every field a label', () => {
    for (const fields of [...Object.values(VST_CONSULT_FIELDS), ...Object.values(VST_FOLLOWUP_FIELDS)]) {
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
