import { describe, expect, it } from 'vitest';
import {
  ARTERIAL_LINE_SITES,
  CVC_SITES,
  formatTelehealthCaseId,
  GCS_EYES,
  GCS_MOTOR,
  GCS_VERBAL,
  O2_MASK_FLOWS,
  PAIN_SCORES,
  RASS_LEVELS,
  RESPIRATORY_SUPPORT_TYPES,
  SELECTABLE_TELEHEALTH_OUTCOMES,
  TELEHEALTH_HOSPITAL_UNITS,
  TELEHEALTH_OUTCOMES,
  TELEHEALTH_POSITIONS,
  TELEHEALTH_RHYTHMS,
} from './options.ts';

const labels = (options: readonly { label: string }[]) => options.map((o) => o.label);

describe('Telehealth option lists (spec 2 §3.6, §9)', () => {
  it('codes the outcome and the respiratory support as the spec does', () => {
    expect(TELEHEALTH_OUTCOMES).toEqual([
      { value: 0, label: 'Stay In Regional ICU' },
      { value: 1, label: 'Deceased' },
      { value: 2, label: 'Transfer' },
    ]);
    expect(labels(SELECTABLE_TELEHEALTH_OUTCOMES)).toEqual(['Stay In Regional ICU', 'Deceased']);
    expect(RESPIRATORY_SUPPORT_TYPES.map((o) => o.value)).toEqual([0, 1, 2, 3, 4]);
  });
  it('lists GCS, pain, RASS and rhythm in the spec order', () => {
    expect(labels(GCS_EYES)).toEqual(['Nil', 'To Pain', 'To Command', 'Spontaneous']);
    expect(GCS_VERBAL.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(GCS_MOTOR.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(PAIN_SCORES.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(labels(RASS_LEVELS)[0]).toBe('Combative');
    expect(RASS_LEVELS.map((o) => o.value)).toEqual([4, 3, 2, 1, 0, -1, -2, -3, -4, -5]);
    expect(labels(TELEHEALTH_RHYTHMS)).toHaveLength(9);
    expect(labels(TELEHEALTH_RHYTHMS).at(-1)).toBe('Other');
  });
  it('lists the units, positions and line sites of §3.6 and §9', () => {
    expect(labels(TELEHEALTH_HOSPITAL_UNITS)).toEqual([
      'ED',
      'HDU',
      'ICU',
      'CCU',
      'Ward',
      'Other',
      'Outpatient Clinic',
    ]);
    expect(labels(TELEHEALTH_POSITIONS)).toEqual([
      'HMO',
      'Registrar',
      'Consultant',
      'Nurse',
      'GP',
      'ARV Consultant',
      'Paramedic',
      'Other',
    ]);
    expect(labels(ARTERIAL_LINE_SITES)).toContain('Right Radial');
    expect(labels(CVC_SITES)).toContain('Left Int Jug');
    expect(O2_MASK_FLOWS).toEqual([5, 6, 7, 8, 9, 10, 15]);
  });
  it('shows the case id as TH and the number', () => {
    expect(formatTelehealthCaseId(12)).toBe('TH12');
  });
});
