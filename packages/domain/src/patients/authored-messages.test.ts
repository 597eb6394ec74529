import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inputJsonSchema, pathsOf, replaceAt, sampleOf, valueAt } from '../api/type-confusion.ts';
import { FIXED_NOW, FIXED_TODAY } from '../cases/test-issues.ts';
import { makePatientHospitalInformationSchema } from '../ecmo/patient-hospital.schema.ts';
import { makePatientInformationSchema as makeTelehealthPatientSchema } from '../telehealth/case.schema.ts';
import { followupPatientInformationSchema } from '../vst/followup.schema.ts';
import { patientInformationSchema as vstPatientSchema } from '../vst/intake.schema.ts';
import { vtisPatientInformationSchema } from '../vtis/intake.schema.ts';
import { makePatientProfileSchema } from './patient-profile.schema.ts';

/**
 * Issue 24: no raw validator text ever reaches a user. zod's default messages ("Too small:
 * expected number to be >=0", "Invalid input: expected int, received number") are not SCOUT's
 * words: every field of the patient schemas (the profile, ECMO, Telehealth and stroke patient
 * sections) gets each out-of-range or wrongly typed value in turn, and every issue it answers
 * must carry an authored message.
 */
const SCHEMAS: Record<string, z.ZodType> = {
  'patient profile': makePatientProfileSchema(() => FIXED_TODAY),
  'ECMO patient hospital': makePatientHospitalInformationSchema(FIXED_NOW),
  'Telehealth patient information': makeTelehealthPatientSchema(FIXED_NOW),
  'VST patient information': vstPatientSchema,
  'VST follow-up patient information': followupPatientInformationSchema,
  'VTIS patient information': vtisPatientInformationSchema,
};
const BAD_VALUES: unknown[] = [-1, -0.5, 0, 1.5, 127.5, 151, 200, 1e12, -1e12];
const RAW = /^(Too small|Too big|Invalid input|Invalid|Expected|Unrecognized|String must|Number must)/;
const AUTHORED_EXCEPTIONS = new Set(['Invalid date entered']);

function rawMessages(schema: z.ZodType): string[] {
  const found = new Set<string>();
  const base = sampleOf(inputJsonSchema(schema));
  for (const path of pathsOf(base)) {
    if (path.length === 0) continue;
    if (typeof valueAt(base, path) !== 'number') continue;
    for (const bad of BAD_VALUES) {
      const r = schema.safeParse(replaceAt(base, path, bad));
      if (r.success) continue;
      for (const issue of r.error.issues) {
        if (RAW.test(issue.message) && !AUTHORED_EXCEPTIONS.has(issue.message)) {
          found.add(`${path.join('.')} = ${JSON.stringify(bad)}: ${issue.path.join('.')} "${issue.message}"`);
        }
      }
    }
  }
  return [...found];
}

describe('every message of the patient schemas is authored (no raw zod text)', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(name, () => {
      expect(rawMessages(schema)).toEqual([]);
    });
  }

  it('a patient age out of range or not whole says so in words', () => {
    const schema = SCHEMAS['patient profile'] as z.ZodType;
    const ageMessages = (age: unknown) => {
      const r = schema.safeParse({ age });
      return r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'age').map((i) => i.message);
    };
    expect(ageMessages(-1)).toEqual(['Age must be from 0 to 150']);
    expect(ageMessages(151)).toEqual(['Age must be from 0 to 150']);
    expect(ageMessages(1.5)).toEqual(['Enter the age in whole years']);
    expect(ageMessages('12')).toEqual(['Enter a number']);
  });
});
