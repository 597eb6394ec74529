import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { makeCannulationObject } from '../ecmo/cannulation.schema.ts';
import { makeObservationDraftSchema } from '../ecmo/observation.schema.ts';
import { makePatientHospitalInformationSchema } from '../ecmo/patient-hospital.schema.ts';
import { consultationSchema, makePatientInformationSchema } from '../telehealth/case.schema.ts';
import { patientInformation, saving } from '../vst/test-consults.ts';
import { DEFAULT_TIME_ZONE } from './dates.ts';
import {
  bloodPressureOrderError,
  PLAUSIBLE_RANGES,
  type PlausibleKind,
  plausibilityError,
  rangeMessage,
} from './plausibility.ts';
import { FIXED_NOW, issuesOf } from './test-issues.ts';
import { makeTransferRequestSchema } from './transfer.schema.ts';

type Issues = { path: string; message: string }[];

/** `value` at the dotted `path` of an otherwise empty object. */
function bodyWith(path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  const root: Record<string, unknown> = {};
  let at = root;
  for (const key of keys.slice(0, -1)) {
    const next: Record<string, unknown> = {};
    at[key] = next;
    at = next;
  }
  at[keys[keys.length - 1] as string] = value;
  return root;
}

/** The messages a schema gives at `path` for `value` (other fields' required errors left aside). */
const messagesAt =
  (schema: z.ZodType, prefix = '') =>
  (path: string, value: unknown): string[] =>
    issuesOf(schema, bodyWith(`${prefix}${path}`, value))
      .filter((i) => i.path === `${prefix}${path}`)
      .map((i) => i.message);

const vstObservation = (path: string, value: unknown) =>
  (saving('patientInformation', { observations: bodyWith(path, value) }) as Issues)
    .filter((i) => i.path === `patientInformation.observations.${path}`)
    .map((i) => i.message);

const ecmoObservation = messagesAt(makeObservationDraftSchema(FIXED_NOW, DEFAULT_TIME_ZONE));
const ecmoPatient = messagesAt(makePatientHospitalInformationSchema(FIXED_NOW, DEFAULT_TIME_ZONE));
const ecmoCannulation = messagesAt(makeCannulationObject(FIXED_NOW, DEFAULT_TIME_ZONE));
const transfer = messagesAt(makeTransferRequestSchema(FIXED_NOW, DEFAULT_TIME_ZONE));
const telehealthPatient = messagesAt(makePatientInformationSchema(FIXED_NOW, DEFAULT_TIME_ZONE));
const consultation = messagesAt(consultationSchema);

/** Every weight, height, temperature, blood pressure, pupil and flow field of every area, with its kind. */
const FIELDS: Array<[area: string, field: string, kind: PlausibleKind, check: typeof ecmoObservation]> = [
  ['ECMO observation', 'sbp', 'systolic', ecmoObservation],
  ['ECMO observation', 'dbp', 'diastolic', ecmoObservation],
  ['ECMO observation', 'temperature', 'temperature', ecmoObservation],
  ['ECMO observation', 'oxygenTherapy.flowRate', 'oxygenFlow', ecmoObservation],
  ['ECMO patient hospital', 'patientWeight', 'weight', ecmoPatient],
  ['ECMO patient hospital', 'patientHeight', 'height', ecmoPatient],
  ['ECMO cannulation', 'initialFlow', 'ecmoBloodFlow', ecmoCannulation],
  ['ECMO cannulation', 'flowAt4Hrs', 'ecmoBloodFlow', ecmoCannulation],
  ['ECMO cannulation', 'initialSweep', 'sweepGasFlow', ecmoCannulation],
  ['transfer', 'referral.patient.measurements.weight', 'weight', transfer],
  ['transfer', 'referral.patient.measurements.height', 'height', transfer],
  ['transfer', 'initialObservations.systolicBloodPressure', 'systolic', transfer],
  ['transfer', 'initialObservations.diastolicBloodPressure', 'diastolic', transfer],
  ['transfer', 'initialObservations.temperature', 'temperature', transfer],
  ['transfer', 'initialObservations.oxygenFlowRate', 'oxygenFlow', transfer],
  ['Telehealth patient information', 'patientWeight', 'weight', telehealthPatient],
  ['Telehealth patient information', 'patientHeight', 'height', telehealthPatient],
  ['Telehealth consultation', 'breathing.flowRate', 'oxygenFlow', consultation],
  ['Telehealth consultation', 'circulationAndInfusion.temperature', 'temperature', consultation],
  ['Telehealth consultation', 'circulationAndInfusion.systolicBloodPressure', 'systolic', consultation],
  ['Telehealth consultation', 'circulationAndInfusion.diastolicBloodPressure', 'diastolic', consultation],
  ['Telehealth consultation', 'disability.rightPupilInitialDiameter', 'pupil', consultation],
  ['Telehealth consultation', 'disability.leftPupilInitialDiameter', 'pupil', consultation],
  ['VST observations', 'weight', 'weight', vstObservation],
  ['VST observations', 'temp', 'temperature', vstObservation],
  ['VST observations', 'sbp', 'systolic', vstObservation],
  ['VST observations', 'dbp', 'diastolic', vstObservation],
];

describe('plausibility ranges (issue 24): one range per kind, every area alike', () => {
  it('names the range in the message', () => {
    expect(rangeMessage('weight')).toBe('Weight must be between 0 and 500 kg');
    expect(rangeMessage('height')).toBe('Height must be between 0 and 272 cm');
    expect(rangeMessage('temperature')).toBe('Temperature must be between 25 and 45 °C');
    expect(rangeMessage('systolic')).toBe('Systolic blood pressure must be between 0 and 300 mmHg');
    expect(rangeMessage('pupil')).toBe('Pupil diameter must be between 1 and 10 mm');
    expect(rangeMessage('oxygenFlow')).toBe('Oxygen flow rate must be between 0 and 80 L/min');
  });

  it('keeps the spec’s own bounds: weight and height from 0, temperature from 25, pressures from 0', () => {
    expect(PLAUSIBLE_RANGES.weight.min).toBe(0);
    expect(PLAUSIBLE_RANGES.height.min).toBe(0);
    expect(PLAUSIBLE_RANGES.temperature.min).toBe(25);
    expect(PLAUSIBLE_RANGES.systolic.min).toBe(0);
    expect(PLAUSIBLE_RANGES.diastolic.min).toBe(0);
  });

  it('refuses the values the issue found accepted', () => {
    expect(plausibilityError('weight', 1200)).toBe(rangeMessage('weight'));
    expect(plausibilityError('height', 5000)).toBe(rangeMessage('height'));
    expect(plausibilityError('temperature', 45.5)).toBe(rangeMessage('temperature'));
    expect(plausibilityError('pupil', 30)).toBe(rangeMessage('pupil'));
    expect(plausibilityError('oxygenFlow', 99_999)).toBe(rangeMessage('oxygenFlow'));
    expect(plausibilityError('weight', null)).toBeNull();
    expect(plausibilityError('weight', 'x')).toBeNull();
  });

  it.each(FIELDS)(
    '%s %s: accepted at each edge, refused just outside with the range named',
    (_a, field, kind, check) => {
      const { min, max } = PLAUSIBLE_RANGES[kind];
      const message = rangeMessage(kind);
      // A flow outside the therapy's choices is another rule (flowNotOffered); no therapy is chosen here.
      expect(check(field, min)).toEqual([]);
      expect(check(field, max)).toEqual([]);
      expect(check(field, min - 0.1)).toEqual([message]);
      expect(check(field, max + 0.1)).toEqual([message]);
    },
  );
});

describe('systolic below diastolic (issue 24): refused at the systolic field, naming both', () => {
  it('is refused only when below; equal pressures (and 0/0 in an arrest) pass', () => {
    expect(bloodPressureOrderError(95, 140)).toBe(
      'Systolic blood pressure (95) cannot be below diastolic blood pressure (140)',
    );
    expect(bloodPressureOrderError(140, 140)).toBeNull();
    expect(bloodPressureOrderError(0, 0)).toBeNull();
    expect(bloodPressureOrderError(95, null)).toBeNull();
    expect(bloodPressureOrderError('95', 140)).toBeNull();
    // An out-of-range pressure has its range message; the pair is not compared then.
    expect(bloodPressureOrderError(-10, 80)).toBeNull();
  });

  const message = bloodPressureOrderError(95, 140);
  it.each([
    ['ECMO observation', makeObservationDraftSchema(FIXED_NOW, DEFAULT_TIME_ZONE), '', 'sbp', 'dbp'],
    [
      'transfer',
      makeTransferRequestSchema(FIXED_NOW, DEFAULT_TIME_ZONE),
      'initialObservations.',
      'systolicBloodPressure',
      'diastolicBloodPressure',
    ],
    [
      'Telehealth consultation',
      consultationSchema,
      'circulationAndInfusion.',
      'systolicBloodPressure',
      'diastolicBloodPressure',
    ],
  ] as const)('%s', (_area, schema, prefix, sbp, dbp) => {
    const orderIssues = (s: number, d: number) => {
      const body = bodyWith(`${prefix}${sbp}`, s);
      let at = body;
      for (const key of prefix.split('.').filter(Boolean)) at = at[key] as Record<string, unknown>;
      at[dbp] = d;
      return issuesOf(schema, body).filter((i) => i.message.startsWith('Systolic blood pressure ('));
    };
    expect(orderIssues(95, 140)).toEqual([{ path: `${prefix}${sbp}`, message }]);
    expect(orderIssues(140, 140)).toEqual([]);
    expect(orderIssues(140, 95)).toEqual([]);
  });

  it('VST observations', () => {
    const issues = saving('patientInformation', {
      ...patientInformation,
      observations: { sbp: 95, dbp: 140 },
    }) as Issues;
    expect(issues).toEqual([{ path: 'patientInformation.observations.sbp', message }]);
    expect(
      saving('patientInformation', { ...patientInformation, observations: { sbp: 140, dbp: 140 } }),
    ).toEqual([]);
  });
});
