import { describe, expect, it } from 'vitest';
import { knownPatientHospital, urnAfterHospitalPick, urnAt } from './known-hospital.ts';

const urns = [
  { healthCareProviderId: 3, urn: 'RMH778899' },
  { healthCareProviderId: 7, urn: ' 445566 ' },
];

describe('knownPatientHospital', () => {
  it('is the referring hospital with the URN the profile holds there', () => {
    expect(knownPatientHospital(urns, 3)).toEqual({ hospitalId: 3, urn: 'RMH778899' });
    expect(knownPatientHospital(urns, 7)).toEqual({ hospitalId: 7, urn: '445566' });
  });

  it('knows nothing when the profile holds no URN at the referring hospital (another hospital’s URN is not offered)', () => {
    expect(knownPatientHospital(urns, 9)).toBeNull();
    expect(knownPatientHospital([{ healthCareProviderId: 4, urn: 'X1' }], 9)).toBeNull();
    expect(knownPatientHospital(urns, null)).toBeNull();
    expect(knownPatientHospital(undefined, 3)).toBeNull();
  });
});

describe('urnAt', () => {
  it('is the profile’s URN at a picked hospital, or null', () => {
    expect(urnAt(urns, 7)).toBe('445566');
    expect(urnAt(urns, 8)).toBeNull();
    expect(urnAt(urns, null)).toBeNull();
  });
});

describe('urnAfterHospitalPick', () => {
  it('fills an empty box with the profile’s URN at the picked hospital', () => {
    expect(urnAfterHospitalPick(urns, 7, '')).toBe('445566');
    expect(urnAfterHospitalPick(urns, 7, null)).toBe('445566');
    expect(urnAfterHospitalPick(urns, 8, '')).toBeUndefined();
  });

  it('replaces the earlier hospital’s prefilled URN, emptying it where the profile holds none', () => {
    expect(urnAfterHospitalPick(urns, 7, 'RMH778899')).toBe('445566');
    expect(urnAfterHospitalPick(urns, 8, 'RMH778899')).toBe('');
    expect(urnAfterHospitalPick(urns, 3, 'RMH778899')).toBeUndefined();
  });

  it('never replaces a URN the user typed', () => {
    expect(urnAfterHospitalPick(urns, 7, 'TYPED-1')).toBeUndefined();
    expect(urnAfterHospitalPick(urns, 8, 'TYPED-1')).toBeUndefined();
  });
});
