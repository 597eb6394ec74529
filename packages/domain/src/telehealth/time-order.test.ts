import { describe, expect, it } from 'vitest';
import { makePatientInformationSaveSchema, makePatientInformationSchema } from './case.schema.ts';

const now = () => new Date('2026-11-25T00:00:00.000Z');
const info = (hospital: string, criticalCare: string) => ({
  healthCareProviderId: 5,
  hospitalURN: 'UR1',
  dateOfAdmissionHospital: hospital,
  dateOfAdmissionCriticalCare: criticalCare,
  patientWeight: 80,
  patientHeight: null,
  icuAdmissionDiagnoses: [{ diagnosis: 'Pneumonia' }],
});
const MESSAGE = 'Date of admission to critical care cannot be before Date of admission to hospital';

describe('Telehealth admissions in order (issue 24)', () => {
  const form = makePatientInformationSchema(now, 'Australia/Melbourne');
  const save = makePatientInformationSaveSchema(now, 'Australia/Melbourne');

  it('refuses critical care before the hospital admission, at the later field, naming both', () => {
    for (const schema of [form, save]) {
      const result = schema.safeParse({
        ...info('2026-11-20T10:00:00.000Z', '2026-11-20T09:59:00.000Z'),
        id: 1,
        lastModified: '2026-11-20T00:00:00.000Z',
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
        'dateOfAdmissionCriticalCare',
        MESSAGE,
      ]);
    }
  });

  it('takes the same minute (seconds unseen) and a later critical care admission', () => {
    expect(form.safeParse(info('2026-11-20T10:00:40.000Z', '2026-11-20T10:00:05.000Z')).success).toBe(true);
    expect(form.safeParse(info('2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z')).success).toBe(true);
  });
});
