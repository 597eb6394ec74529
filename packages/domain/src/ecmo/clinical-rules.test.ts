import { describe, expect, it } from 'vitest';
import {
  bloodGasCommitHint,
  bloodGasHasRequiredData,
  diagnosisCategoryAfterFailureChange,
  filterDiagnosisCategories,
  investigationCommitHint,
  investigationHasRequiredData,
  isDiagnosisCategoryAllowed,
  observationCommitHint,
  observationHasRequiredData,
} from './clinical-rules.ts';

const failures = [
  { id: 1, name: 'Respiratory' },
  { id: 2, name: 'Cardiac' },
  { id: 3, name: 'Combined' },
];
const categories = [
  { id: 10, name: 'ARDS', primaryOrganFailureId: 1 },
  { id: 11, name: 'Pneumonia', primaryOrganFailureId: 1 },
  { id: 20, name: 'Cardiogenic shock', primaryOrganFailureId: 2 },
];

describe('diagnosis category filter (spec 2 §4.4)', () => {
  it("shows every category for 'Combined'", () => {
    expect(filterDiagnosisCategories(categories, failures, 3).map((c) => c.id)).toEqual([10, 11, 20]);
  });
  it("shows only the failure's categories otherwise, none without a failure", () => {
    expect(filterDiagnosisCategories(categories, failures, 1).map((c) => c.id)).toEqual([10, 11]);
    expect(filterDiagnosisCategories(categories, failures, 2).map((c) => c.id)).toEqual([20]);
    expect(filterDiagnosisCategories(categories, failures, null)).toEqual([]);
  });
  it('clears a category of another failure', () => {
    expect(diagnosisCategoryAfterFailureChange(10, categories, failures, 2)).toBeNull();
    expect(diagnosisCategoryAfterFailureChange(10, categories, failures, 1)).toBe(10);
    expect(diagnosisCategoryAfterFailureChange(20, categories, failures, 3)).toBe(20);
    expect(diagnosisCategoryAfterFailureChange(null, categories, failures, 1)).toBeNull();
    expect(isDiagnosisCategoryAllowed(20, categories, failures, 1)).toBe(false);
    expect(isDiagnosisCategoryAllowed(null, categories, failures, 1)).toBe(true);
  });
});

describe('Add New: the current entry has its required data (spec 2 §4.3)', () => {
  const observation = {
    observationType: 'standard',
    observationDateAndTime: '2026-03-10T09:00:00+11:00',
    hr: 80,
    sbp: 120,
    dbp: 80,
    respRate: 16,
    spo2: 97,
    eyes: 4,
    verbal: 5,
    motor: 6,
  };
  it('observation: every required field, and a valid flow when the therapy offers flows', () => {
    expect(observationHasRequiredData(observation)).toBe(true);
    expect(observationHasRequiredData({ ...observation, spo2: null })).toBe(false);
    expect(
      observationHasRequiredData({ ...observation, oxygenTherapy: { oxygenTherapy: 'Face Mask' } }),
    ).toBe(false);
    expect(
      observationHasRequiredData({
        ...observation,
        oxygenTherapy: { oxygenTherapy: 'Face Mask', flowRate: 8 },
      }),
    ).toBe(true);
    expect(
      observationHasRequiredData({
        ...observation,
        oxygenTherapy: { oxygenTherapy: 'Face Mask', flowRate: 2 },
      }),
    ).toBe(false);
    expect(observationHasRequiredData({})).toBe(false);
  });
  it('blood gas: a value, date/time and type', () => {
    const gas = { bloodGasDateAndTime: '2026-03-10T09:00:00+11:00', bloodGasType: 'Arterial', ph: 7.4 };
    expect(bloodGasHasRequiredData(gas)).toBe(true);
    expect(bloodGasHasRequiredData({ ...gas, bloodGasType: null })).toBe(false);
    expect(bloodGasHasRequiredData({ ...gas, ph: null })).toBe(false);
  });
  it('investigation: a value and date/time', () => {
    const inv = { investigationDateAndTime: '2026-03-10T09:00:00+11:00', lactate: 2.1 };
    expect(investigationHasRequiredData(inv)).toBe(true);
    expect(investigationHasRequiredData({ ...inv, investigationDateAndTime: '' })).toBe(false);
    expect(investigationHasRequiredData({ investigationDateAndTime: inv.investigationDateAndTime })).toBe(
      false,
    );
  });
});

describe('why Commit is disabled (issue 24: never silently)', () => {
  it('blood gas with only pH: date/time and type are required', () => {
    expect(bloodGasCommitHint({ ph: 7.31 })).toBe('Date/time and Type are required to commit');
    expect(bloodGasCommitHint({ ph: 7.31, bloodGasDateAndTime: '2026-03-10T09:00:00+11:00' })).toBe(
      'Type is required to commit',
    );
    expect(
      bloodGasCommitHint({
        ph: 7.31,
        bloodGasDateAndTime: '2026-03-10T09:00:00+11:00',
        bloodGasType: 'Arterial',
      }),
    ).toBeNull();
    // Nothing entered yet: nothing to say.
    expect(bloodGasCommitHint({})).toBeNull();
    expect(bloodGasCommitHint({ bloodGasType: 'Arterial' })).toBeNull();
  });
  it('observation: the missing required fields by their labels, and a flow the therapy offers', () => {
    expect(observationCommitHint({ hr: 80 })).toBe(
      'Observation type, Date/time, SBP, DBP, Resp rate, SpO2, Eyes, Verbal and Motor are required to commit',
    );
    const complete = {
      observationType: 'standard',
      observationDateAndTime: '2026-03-10T09:00:00+11:00',
      hr: 80,
      sbp: 120,
      dbp: 80,
      respRate: 16,
      spo2: 97,
      eyes: 4,
      verbal: 5,
      motor: 6,
    };
    expect(observationCommitHint(complete)).toBeNull();
    expect(observationCommitHint({ ...complete, oxygenTherapy: { oxygenTherapy: 'Face Mask' } })).toBe(
      'Flow rate is required to commit',
    );
  });
  it('investigation: date/time', () => {
    expect(investigationCommitHint({ lactate: 2.1 })).toBe('Date/time is required to commit');
    expect(
      investigationCommitHint({ lactate: 2.1, investigationDateAndTime: '2026-03-10T09:00:00+11:00' }),
    ).toBeNull();
  });
});
