import { describe, expect, it } from 'vitest';
import { parsed } from '../cases/test-issues.ts';
import { vtisPatientInformationSchema } from './intake.schema.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import {
  MEDICARE_10,
  MEDICARE_11,
  neurologistInformation,
  paths,
  patientInformation,
  saving,
} from './test-consults.ts';

const TOGGLED = [
  'patientInformation.atsi',
  'patientInformation.countryOfBirthCode',
  'patientInformation.spokenLanguageCode',
  'patientInformation.medicareNumber',
  'patientInformation.patientHospitalId',
  'patientInformation.patientHospitalUnit',
  'patientInformation.patientHospitalUrn',
  'patientInformation.patientHospitalAddress',
];

describe('patient information (spec 3 §3.4, §5.5)', () => {
  it('requires ATSI, country, language, Medicare and the patient hospital while the toggle is on', () => {
    expect(paths(saving('patientInformation', {}))).toEqual(TOGGLED);
    expect(paths(saving('patientInformation', { mandatoryFieldsOff: 'No' }))).toEqual(TOGGLED);
  });
  it('requires none of them when the prompt is answered Yes (toggle off)', () => {
    expect(saving('patientInformation', { mandatoryFieldsOff: 'Yes' })).toEqual([]);
  });
  it('keeps title, mobile, interpreter and next of kin optional', () => {
    const { title, mobileNumber, interpreterRequired, ...rest } = patientInformation;
    expect(saving('patientInformation', rest)).toEqual([]);
  });
  it('offers the spec titles and next-of-kin relationships only', () => {
    expect(paths(saving('patientInformation', { ...patientInformation, title: 'Prof' }))).toEqual([
      'patientInformation.title',
    ]);
    expect(
      saving('patientInformation', {
        ...patientInformation,
        nokFirstName: 'Ann',
        nokSurname: 'Lee',
        nokRelationship: 'Professional Carer',
        nokContactNumber: '03 9555 1234',
      }),
    ).toEqual([]);
  });
});

describe('Medicare number (spec 3 §5.5, §9: at most 11)', () => {
  it('takes 10 or 11 digits', () => {
    expect(saving('patientInformation', { ...patientInformation, medicareNumber: MEDICARE_10 })).toEqual([]);
    expect(saving('patientInformation', { ...patientInformation, medicareNumber: MEDICARE_11 })).toEqual([]);
  });
  it('refuses 12 digits with "Cannot exceed 11 digits long", and a wrong check digit', () => {
    expect(
      saving('patientInformation', { ...patientInformation, medicareNumber: `${MEDICARE_11}1` }),
    ).toEqual([{ path: 'patientInformation.medicareNumber', message: 'Cannot exceed 11 digits long' }]);
    expect(saving('patientInformation', { ...patientInformation, medicareNumber: '2123456711' })).toEqual([
      { path: 'patientInformation.medicareNumber', message: M.medicareInvalid },
    ]);
  });
});

describe('phone numbers, country of birth and spoken language (spec 3 §3.4, §5.5)', () => {
  it('checks the mobile and next-of-kin numbers, keeping them as typed', () => {
    expect(parsed(vtisPatientInformationSchema, { mobileNumber: '+44 20 7946 0958' }).mobileNumber).toBe(
      '+44 20 7946 0958',
    );
    expect(
      saving('patientInformation', { ...patientInformation, mobileNumber: '12', nokContactNumber: 'abc' }),
    ).toEqual([
      { path: 'patientInformation.mobileNumber', message: M.invalidPhone },
      { path: 'patientInformation.nokContactNumber', message: M.invalidPhone },
    ]);
  });
  it('takes a country of the SACC list and a language of the ASCL list', () => {
    expect(
      saving('patientInformation', {
        ...patientInformation,
        countryOfBirthCode: 2201,
        spokenLanguageCode: '2401',
      }),
    ).toEqual([]);
    expect(
      saving('patientInformation', {
        ...patientInformation,
        countryOfBirthCode: 9999,
        spokenLanguageCode: '0000',
      }),
    ).toEqual([
      { path: 'patientInformation.countryOfBirthCode', message: M.chooseCountry },
      { path: 'patientInformation.spokenLanguageCode', message: M.chooseLanguage },
    ]);
  });
});

describe('neurologist information (spec 3 §5.5)', () => {
  it('always requires the specialist and the contact time', () => {
    expect(paths(saving('neurologistInformation', {}))).toEqual([
      'neurologistInformation.specialistId',
      'neurologistInformation.specialistDateAndTime',
    ]);
    expect(
      paths(saving('neurologistInformation', {}, { patientInformation: { mandatoryFieldsOff: 'Yes' } })),
    ).toEqual(['neurologistInformation.specialistId', 'neurologistInformation.specialistDateAndTime']);
  });
  it('refuses a contact before the call or in the future', () => {
    expect(
      saving('neurologistInformation', {
        ...neurologistInformation,
        specialistDateAndTime: '2026-03-10T08:59:00+11:00',
      }),
    ).toEqual([{ path: 'neurologistInformation.specialistDateAndTime', message: M.specialistBeforeCall }]);
    expect(
      saving('neurologistInformation', {
        ...neurologistInformation,
        specialistDateAndTime: '2026-03-10T09:00:00+11:00',
      }),
    ).toEqual([]);
    expect(
      saving('neurologistInformation', {
        ...neurologistInformation,
        specialistDateAndTime: '2026-03-10T11:01:00+11:00',
      }),
    ).toEqual([{ path: 'neurologistInformation.specialistDateAndTime', message: M.notInFuture }]);
  });
});
