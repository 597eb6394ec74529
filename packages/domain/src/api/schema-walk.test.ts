import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemNow } from '../cases/dates.ts';
import { bulkTypeConfusions, confusionText, inputJsonSchema, typeConfusions } from './type-confusion.ts';

/**
 * Issue 23 item 4: no schema throws on a wrongly typed field. Every zod schema the domain package
 * exports (and every schema its exported factories build), found by walking the modules rather
 * than listing them, parses each single-field type confusion of a plausible value: the whole
 * value, each field, each nested field and list item replaced by each JSON type it is not and by
 * null. `safeParse` must answer (success or issues), never throw: a throw is a 500 on the server
 * and a broken form on the web.
 */

const SRC = join(import.meta.dirname, '..');
const modules: Record<string, Record<string, unknown>> = {};
for (const file of readdirSync(SRC, { recursive: true }) as string[]) {
  if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === join('api', 'type-confusion.ts'))
    continue;
  modules[file] = (await import(pathToFileURL(join(SRC, file)).href)) as Record<string, unknown>;
}

/** Factories whose arguments have no default: what to build them with. */
const today = () => '2024-05-01';
const FACTORY_ARGUMENTS: Record<string, unknown[]> = {
  makePatientProfileSchema: [today],
  makeEnvironmentAndExposureSchema: [today],
  makeRecommendationsSchema: [systemNow, 'Australia/Sydney'],
  makeHospitalDocumentationRecordSchema: [z.object({ name: z.string() })],
  entryListSchema: [z.object({ value: z.number() })],
  newCaseSchemaMaker: [{ name: z.string() }],
  reportColumnsQuerySchemaOf: [{ cases: ['a', 'b'] }],
  reportExportRequestSchemaOf: [{ cases: ['a', 'b'] }],
};
/** Builders that only the factories above use (their rules come from those factories). */
const BUILDERS = new Set(['sectionSaveSchema']);
/** An exported function that builds a schema, by its name. */
const isFactoryName = (name: string) => /^make.*Schema$|Schema(Of|Maker)?$/.test(name);

interface Found {
  name: string;
  schema: z.ZodType;
}

function exportedSchemas(): { found: Found[]; unbuilt: string[] } {
  const found = new Map<z.ZodType, string>();
  const unbuilt: string[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const where = file.split('\\').join('/');
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) {
        if (!found.has(value)) found.set(value, `${where} ${name}`);
      } else if (typeof value === 'function' && isFactoryName(name) && !BUILDERS.has(name)) {
        const args = FACTORY_ARGUMENTS[name] ?? (value.length === 0 ? [] : undefined);
        if (!args) {
          unbuilt.push(`${where} ${name}`);
          continue;
        }
        let built: unknown = (value as (...a: unknown[]) => unknown)(...args);
        // A schema maker may answer another maker (newCaseSchemaMaker).
        if (typeof built === 'function') built = (built as () => unknown)();
        if (built instanceof z.ZodType) found.set(built, `${where} ${name}()`);
        else unbuilt.push(`${where} ${name}`);
      }
    }
  }
  return { found: [...found].map(([schema, name]) => ({ name, schema })), unbuilt };
}

describe('every exported domain schema', () => {
  const { found, unbuilt } = exportedSchemas();

  it('is found by the walk (factories included)', () => {
    expect(unbuilt).toEqual([]);
    expect(found.length).toBeGreaterThan(200);
    const names = found.map((f) => f.name);
    expect(names).toContain('ecmo/clinical-details.schema.ts makeClinicalDetailsSchema()');
    expect(names).toContain('ecmo/infusion-support.schema.ts infusionSupportSchema');
  });

  it('answers issues, never throws, for each field of the wrong type', () => {
    const throws: string[] = [];
    let parses = 0;
    // A factory and the constant built from it in the same module (`makeXSchema()`, `xSchema`)
    // describe the same input; they are walked once.
    const walked = new Set<string>();
    for (const { name, schema } of found) {
      const json = inputJsonSchema(schema);
      const key = `${name.split(' ')[0]} ${JSON.stringify(json)}`;
      if (walked.has(key)) continue;
      walked.add(key);
      // Each place in turn (first options), then every place at once (last options).
      for (const c of [...typeConfusions(json, 0), ...bulkTypeConfusions(json, 1)]) {
        try {
          parses += 1;
          schema.safeParse(c.input);
        } catch (error) {
          throws.push(`${name}: ${confusionText(c)}: ${(error as Error).message}`);
        }
      }
    }
    expect(throws).toEqual([]);
    expect(parses).toBeGreaterThan(10_000);
  }, 120_000);
});
