import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { ECMO_MESSAGES as M } from './messages.ts';
import {
  makeObservationDraftSchema,
  makeObservationSchema,
  OBSERVATION_REQUIRED_FIELDS,
  withDerivedObservationValues,
} from './observation.schema.ts';

const commit = makeObservationSchema(FIXED_NOW);
const draft = makeObservationDraftSchema(FIXED_NOW);
const complete = {
  observationType: 'Pre-ECMO',
  observationDateAndTime: '2026-03-10T09:00:00+11:00',
  hr: 110,
  rhythm: 'Sinus Rhythm',
  sbp: 120,
  dbp: 80,
  temperature: 36.5,
  respRate: 22,
  spo2: 91,
  eyes: 3,
  verbal: 4,
  motor: 6,
  oxygenTherapy: { oxygenTherapy: 'Face Mask', flowRate: 10 },
};

describe('observation commit (spec 2 §5.2)', () => {
  it('accepts a complete observation', () => {
    expect(issuesOf(commit, complete)).toEqual([]);
  });
  it('requires the spec fields', () => {
    expect(issuesOf(commit, {})).toEqual(
      OBSERVATION_REQUIRED_FIELDS.map((path) => ({ path, message: M.required })),
    );
  });
  it('limits HR to 0-300, temperature to 25 or more, and keeps pressures at 0 or more', () => {
    expect(issuesOf(commit, { ...complete, hr: 300 })).toEqual([]);
    expect(issuesOf(commit, { ...complete, hr: 301 })).toEqual([
      { path: 'hr', message: 'Must be at most 300' },
    ]);
    expect(issuesOf(commit, { ...complete, hr: -1 })).toEqual([
      { path: 'hr', message: 'Must be at least 0' },
    ]);
    expect(issuesOf(commit, { ...complete, temperature: 25 })).toEqual([]);
    expect(issuesOf(commit, { ...complete, temperature: 24.9 })).toEqual([
      { path: 'temperature', message: 'Temperature must be between 25 and 45 °C' },
    ]);
    expect(
      issuesOf(commit, { ...complete, sbp: -1, dbp: -1, respRate: -1, spo2: -1 }).map((i) => i.path),
    ).toEqual(['sbp', 'dbp', 'respRate', 'spo2']);
  });
  it('bounds the GCS parts', () => {
    expect(issuesOf(commit, { ...complete, eyes: 5, verbal: 0, motor: 7 }).map((i) => i.path)).toEqual([
      'eyes',
      'verbal',
      'motor',
    ]);
    expect(issuesOf(commit, { ...complete, eyes: 2.5 })).toEqual([{ path: 'eyes', message: M.wholeNumber }]);
  });
  it('requires an offered flow rate when the therapy has flows', () => {
    expect(
      issuesOf(commit, { ...complete, oxygenTherapy: { oxygenTherapy: 'Nasal Cannula/Prongs' } }),
    ).toEqual([{ path: 'oxygenTherapy.flowRate', message: M.required }]);
    expect(
      issuesOf(commit, {
        ...complete,
        oxygenTherapy: { oxygenTherapy: 'Nasal Cannula/Prongs', flowRate: 10 },
      }),
    ).toEqual([{ path: 'oxygenTherapy.flowRate', message: M.flowNotOffered }]);
    expect(issuesOf(commit, { ...complete, oxygenTherapy: { oxygenTherapy: 'Room Air' } })).toEqual([]);
  });
  it('drops a flow the therapy does not offer', () => {
    const v = parsed(commit, {
      ...complete,
      oxygenTherapy: { oxygenTherapy: 'Ventilated', flowRate: 5, estimatedFio2: 60 },
    });
    expect(v.oxygenTherapy).toEqual({ oxygenTherapy: 'Ventilated', flowRate: null, estimatedFio2: 60 });
  });
  it('blocks a future observation time', () => {
    expect(issuesOf(commit, { ...complete, observationDateAndTime: '2026-03-11T09:00:00+11:00' })).toEqual([
      { path: 'observationDateAndTime', message: M.futureDate },
    ]);
  });
});

describe('observation draft (spec 2 §4.3)', () => {
  it('saves a half-filled entry without the commit requirements', () => {
    expect(issuesOf(draft, { hr: 90 })).toEqual([]);
    expect(issuesOf(draft, {})).toEqual([]);
  });
  it('keeps limits and the flow rule', () => {
    expect(issuesOf(draft, { hr: 400 })).toEqual([{ path: 'hr', message: 'Must be at most 300' }]);
    expect(issuesOf(draft, { oxygenTherapy: { oxygenTherapy: 'Face Mask' } })).toEqual([
      { path: 'oxygenTherapy.flowRate', message: M.required },
    ]);
  });
});

describe('derived observation values', () => {
  it('computes MAP, GCS, REMS and the estimated FiO2', () => {
    const v = withDerivedObservationValues(parsed(commit, { ...complete, map: 1, gcs: 1, rems: 1 }), 50);
    expect(v.map).toBe(93.3);
    expect(v.gcs).toBe(13);
    // HR 110 -> 2, MAP 93.3 -> 0, RR 22 -> 0, GCS 13 -> 1, age 50 -> 2, SpO2 91 -> 0
    expect(v.rems).toBe(5);
    expect(v.oxygenTherapy?.estimatedFio2).toBe(55);
  });
  it('keeps a manual FiO2 when ventilated, fixes room air at 21 and leaves REMS empty without an age', () => {
    const ventilated = parsed(commit, {
      ...complete,
      oxygenTherapy: { oxygenTherapy: 'Ventilated', estimatedFio2: 60 },
    });
    expect(withDerivedObservationValues(ventilated, 40).oxygenTherapy?.estimatedFio2).toBe(60);
    const roomAir = parsed(commit, {
      ...complete,
      oxygenTherapy: { oxygenTherapy: 'Room Air', estimatedFio2: 50 },
    });
    expect(withDerivedObservationValues(roomAir, 40).oxygenTherapy?.estimatedFio2).toBe(21);
    expect(withDerivedObservationValues(roomAir, null).rems).toBeNull();
  });
});
