import { describe, expect, it } from 'vitest';
import { HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS } from './hospital-documentation.schema.ts';
import {
  HOSPITAL_DOCUMENTATION_FIELDS,
  hospitalDocumentationFieldLabel,
} from './hospital-documentation-labels.ts';
import {
  HOSPITAL_DOCUMENTATION_SECTION_NAMES,
  HOSPITAL_DOCUMENTATION_SECTIONS,
} from './hospital-documentation-sections.ts';

describe('field definitions (GUIDE §7: one definition per field)', () => {
  it('name every field of every section once, and nothing else', () => {
    for (const name of HOSPITAL_DOCUMENTATION_SECTION_NAMES) {
      const defined = HOSPITAL_DOCUMENTATION_FIELDS[name].map((f) => f.name);
      expect(new Set(defined).size, name).toBe(defined.length);
      expect([...defined].sort(), name).toEqual(
        Object.keys(HOSPITAL_DOCUMENTATION_SECTION_SCHEMAS[name].shape).sort(),
      );
    }
  });
  it('give every choice its option list and every field a label', () => {
    for (const fields of Object.values(HOSPITAL_DOCUMENTATION_FIELDS)) {
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
  it('look labels up by section and name', () => {
    expect(hospitalDocumentationFieldLabel('dischargeInformation', 'icd10Code1')).toBe('ICD-10 Code 1');
    expect(hospitalDocumentationFieldLabel('dischargeInformation', 'nothing')).toBe('nothing');
  });
  it('list the four sections of §2.9 in form order, admission details first', () => {
    expect(HOSPITAL_DOCUMENTATION_SECTIONS.map((s) => s.label)).toEqual([
      'Admission Details',
      'Clinical Information',
      'Secondary Prevention & Stroke Education',
      'Discharge Information',
    ]);
    expect(HOSPITAL_DOCUMENTATION_SECTIONS.map((s) => s.data)).toEqual([
      ...HOSPITAL_DOCUMENTATION_SECTION_NAMES,
    ]);
  });
});
