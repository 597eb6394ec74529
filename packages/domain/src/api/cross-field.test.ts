import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { infusionSupportSchema, mechanicalSupportSchema } from '../ecmo/infusion-support.schema.ts';

const messagesAt = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('cross-field rules on wrongly typed fields (issue 23 item 4)', () => {
  it.each([1, true, {}, 'Other'])('anticoagulants %j is an issue on the field, not a throw', (value) => {
    const result = infusionSupportSchema.safeParse({ anticoagulants: value });
    expect(result.success).toBe(false);
    expect(messagesAt(result)).toEqual([expect.stringMatching(/^anticoagulants: /)]);
  });

  it('mechanicalSupport 1 is an issue on the field', () => {
    const result = mechanicalSupportSchema.safeParse({ mechanicalSupport: 1 });
    expect(messagesAt(result)).toEqual([expect.stringMatching(/^mechanicalSupport: /)]);
  });

  it('still shows the rule beside field errors that leave the types intact (every problem at once)', () => {
    const result = infusionSupportSchema.safeParse({ anticoagulants: ['Other'], epinephrine: -1 });
    expect(messagesAt(result)).toEqual([
      expect.stringMatching(/^epinephrine: /),
      'otherAnticoagulants: Required',
    ]);
  });
});

describe('every `when` of a domain refinement is ALWAYS (api/cross-field.ts)', () => {
  it('no other module passes its own `when`', () => {
    const root = join(import.meta.dirname, '..');
    const sources = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(root, f));
    const own = sources
      .filter((f) => !f.endsWith(join('api', 'cross-field.ts')))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .filter((line) => /\bwhen\s*:\s*(\(|function\b|async\b|[A-Za-z_$][\w$]*\s*\})/.test(line))
          .map((line) => `${relative(root, f)}: ${line.trim()}`),
      );
    expect(own).toEqual([]);
  });
});
