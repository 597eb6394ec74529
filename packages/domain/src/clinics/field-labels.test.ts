import { describe, expect, it } from 'vitest';
import { CLINIC_SECTION_SCHEMAS } from './case.schema.ts';
import { CLINIC_FIELDS } from './field-labels.ts';
import { CLINIC_HOSPITAL_UNITS } from './options.ts';

describe('clinic field definitions (GUIDE §7: one definition per field)', () => {
  it('name every field of every section once, and nothing else', () => {
    for (const [section, schema] of Object.entries(CLINIC_SECTION_SCHEMAS)) {
      const defined = CLINIC_FIELDS[section as keyof typeof CLINIC_FIELDS].map((f) => f.name);
      expect(new Set(defined).size, section).toBe(defined.length);
      expect([...defined].sort(), section).toEqual(Object.keys(schema.shape).sort());
    }
  });
  it('give every choice its option list, the units with Outpatient Clinic', () => {
    for (const fields of Object.values(CLINIC_FIELDS)) {
      for (const field of fields as readonly {
        label: string;
        kind: string;
        options?: readonly unknown[];
      }[]) {
        expect(field.label.length).toBeGreaterThan(0);
        expect(field.kind === 'choice' || field.kind === 'choices').toBe(!!field.options?.length);
      }
    }
    const unit = CLINIC_FIELDS.patientInformation.find((f) => f.name === 'patientHospitalUnit') as
      | { options?: unknown }
      | undefined;
    expect(unit?.options).toBe(CLINIC_HOSPITAL_UNITS);
    expect(CLINIC_HOSPITAL_UNITS.map((o) => o.value)).toContain('Outpatient Clinic');
  });
});
