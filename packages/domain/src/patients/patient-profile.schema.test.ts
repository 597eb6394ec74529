import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthError } from './dates.ts';
import { PATIENT_MESSAGES as M } from './messages.ts';
import { makePatientProfileSchema } from './patient-profile.schema.ts';

const schema = makePatientProfileSchema(() => '2026-11-22');
const valid = {
  lastName: 'Citizen',
  firstName: 'Jane',
  gender: 'Female',
  dateOfBirth: '1980-05-06',
  addressStreetNumber: '12',
  addressStreetName: 'Example Street',
  addressSuburb: 'Carlton',
  addressState: 'VIC',
  addressPostcode: '3053',
  addressCountryCode: 1101,
  patientHealthCareProviders: [{ healthCareProviderId: 1, urn: '123456' }],
};

function issues(input: unknown) {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('patient profile validation (spec 1 §5)', () => {
  it('accepts a complete profile', () => {
    expect(issues(valid)).toEqual([]);
  });
  it('requires names and gender, max 64', () => {
    expect(issues({ ...valid, lastName: ' ', firstName: undefined, gender: undefined })).toEqual(
      expect.arrayContaining([
        { path: 'lastName', message: M.required },
        { path: 'firstName', message: M.required },
        { path: 'gender', message: M.required },
      ]),
    );
    expect(issues({ ...valid, lastName: 'x'.repeat(65) })).toEqual([
      { path: 'lastName', message: 'Must have less than 64 letters' },
    ]);
    expect(issues({ ...valid, lastName: 'x'.repeat(64) })).toEqual([]);
  });
  it('needs a date of birth or an age', () => {
    expect(issues({ ...valid, dateOfBirth: null })).toEqual([{ path: 'dateOfBirth', message: M.dobOrAge }]);
    expect(issues({ ...valid, dateOfBirth: null, age: 40 })).toEqual([]);
    expect(issues({ ...valid, dateOfBirth: null, age: -1 })).not.toEqual([]);
  });
  it('applies the date-of-birth limits at their edges', () => {
    expect(issues({ ...valid, dateOfBirth: '1900-01-01' })).toEqual([]);
    expect(issues({ ...valid, dateOfBirth: '1899-12-31' })).toEqual([
      { path: 'dateOfBirth', message: M.dateTooOld },
    ]);
    expect(issues({ ...valid, dateOfBirth: '2026-11-22' })).toEqual([]);
    expect(issues({ ...valid, dateOfBirth: '2026-11-23' })).toEqual([
      { path: 'dateOfBirth', message: M.futureDate },
    ]);
    expect(issues({ ...valid, dateOfBirth: '2026-02-30' })).toEqual([
      { path: 'dateOfBirth', message: M.invalidDate },
    ]);
  });
  it('validates the e-mail address and its length', () => {
    expect(issues({ ...valid, emailAddress: 'not-an-email' })).toEqual([
      { path: 'emailAddress', message: M.invalidEmail },
    ]);
    expect(issues({ ...valid, emailAddress: `${'a'.repeat(251)}@b.org` })).toEqual([
      { path: 'emailAddress', message: 'Must have less than 256 letters' },
    ]);
    expect(issues({ ...valid, emailAddress: '' })).toEqual([]);
  });
  it('requires a full address unless the patient lives overseas', () => {
    const noStreet = { ...valid, addressStreetNumber: '', addressStreetName: null };
    expect(issues(noStreet)).toEqual([
      { path: 'address', message: M.addressRequired },
      { path: 'addressStreetNumber', message: M.required },
      { path: 'addressStreetName', message: M.required },
    ]);
    expect(
      issues({
        ...noStreet,
        addressSuburb: null,
        addressState: null,
        addressPostcode: null,
        livesOverseas: true,
        addressCountryCode: 2102,
      }),
    ).toEqual([]);
    expect(issues({ ...valid, addressCountryCode: null })).toEqual([
      { path: 'addressCountryCode', message: M.required },
    ]);
  });
  it('limits address parts with the spec message', () => {
    expect(issues({ ...valid, addressUnitOrRoomNumber: 'x'.repeat(21) })).toEqual([
      { path: 'addressUnitOrRoomNumber', message: 'Must have less than 20 letters' },
    ]);
    expect(issues({ ...valid, addressPostcode: '12345678901' })).toEqual([
      { path: 'addressPostcode', message: 'Must have less than 10 letters' },
    ]);
  });
  it('needs at least one URN entry, each complete, one per provider', () => {
    expect(issues({ ...valid, patientHealthCareProviders: [] })).toEqual([
      { path: 'patientHealthCareProviders', message: M.atLeastOneUrn },
    ]);
    expect(
      issues({
        ...valid,
        patientHealthCareProviders: [
          { healthCareProviderId: 1, urn: 'A1' },
          { healthCareProviderId: 1, urn: 'B2' },
        ],
      }),
    ).toEqual([
      { path: 'patientHealthCareProviders.1.healthCareProviderId', message: M.duplicateUrnProvider },
    ]);
    expect(issues({ ...valid, patientHealthCareProviders: [{ healthCareProviderId: 1, urn: ' ' }] })).toEqual(
      [{ path: 'patientHealthCareProviders.0.urn', message: M.required }],
    );
  });
});

describe('date helpers', () => {
  it('derives the age in whole years', () => {
    expect(ageOn('1980-11-22', '2026-11-22')).toBe(46);
    expect(ageOn('1980-11-23', '2026-11-22')).toBe(45);
    expect(ageOn('2026-11-22', '2026-11-22')).toBe(0);
    expect(ageOn('1980-12-01', '2026-11-30')).toBe(45); // a later month, earlier day
    expect(ageOn('1980-01-31', '2026-02-01')).toBe(46); // an earlier month, later day
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(26); // leap-day birthday in a common year
    expect(ageOn('2000-02-29', '2027-03-01')).toBe(27);
    expect(ageOn('1905-01-01', '2026-11-22')).toBe(121);
  });
  it('returns null for an acceptable date of birth', () => {
    expect(dateOfBirthError('2000-02-29', '2026-01-01')).toBeNull();
  });
});

describe('whole-profile rules run even when other fields fail', () => {
  it('reports the date/age, address and duplicate-provider rules alongside a missing gender', () => {
    const paths = issues({
      ...valid,
      gender: undefined,
      dateOfBirth: null,
      addressStreetName: null,
      patientHealthCareProviders: [
        { healthCareProviderId: 1, urn: 'A1' },
        { healthCareProviderId: 1, urn: 'B2' },
        { urn: 'C3' },
      ],
    }).map((i) => `${i.path}: ${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `gender: ${M.required}`,
        `dateOfBirth: ${M.dobOrAge}`,
        `address: ${M.addressRequired}`,
        `addressStreetName: ${M.required}`,
        `patientHealthCareProviders.1.healthCareProviderId: ${M.duplicateUrnProvider}`,
        `patientHealthCareProviders.2.healthCareProviderId: ${M.required}`,
      ]),
    );
  });
});
