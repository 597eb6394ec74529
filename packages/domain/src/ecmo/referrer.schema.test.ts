import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { ECMO_MESSAGES as M } from './messages.ts';
import { makePatientHospitalInformationSchema } from './patient-hospital.schema.ts';
import { makeNewCaseSchema, referrerInformationSchema } from './referrer.schema.ts';

const referrer = {
  referrerLastName: 'Nguyen',
  referrerFirstName: 'Anh',
  referrerPosition: 'ICU Cons',
  referrerContactNumber: '03 9000 0000',
  referrerHospitalId: 7,
  referrerHospitalUnit: 'ICU',
};

describe('referrer information (spec 2 §5.1)', () => {
  it('accepts a complete referrer and normalises empties', () => {
    const v = parsed(referrerInformationSchema, {
      ...referrer,
      referrerEmailAddress: '',
      referrerHospitalAddress: ' ',
    });
    expect(v.referrerEmailAddress).toBeNull();
    expect(v.referrerHospitalAddress).toBeNull();
  });
  it('requires names, position, contact number, hospital and unit', () => {
    expect(issuesOf(referrerInformationSchema, {})).toEqual(
      [
        'referrerLastName',
        'referrerFirstName',
        'referrerPosition',
        'referrerContactNumber',
        'referrerHospitalId',
        'referrerHospitalUnit',
      ].map((path) => ({ path, message: M.required })),
    );
    expect(issuesOf(referrerInformationSchema, { ...referrer, referrerLastName: '  ' })).toEqual([
      { path: 'referrerLastName', message: 'Required' },
    ]);
  });
  it('validates the email and its length', () => {
    expect(issuesOf(referrerInformationSchema, { ...referrer, referrerEmailAddress: 'nope' })).toEqual([
      { path: 'referrerEmailAddress', message: 'Enter a valid email address' },
    ]);
    const local = 'a'.repeat(243);
    expect(
      issuesOf(referrerInformationSchema, { ...referrer, referrerEmailAddress: `${local}@example.org` }),
    ).toEqual([]);
    expect(
      issuesOf(referrerInformationSchema, { ...referrer, referrerEmailAddress: `${local}a@example.org` }),
    ).toEqual([{ path: 'referrerEmailAddress', message: 'Email must have less than 256 letters' }]);
  });
  it('accepts positions and units of the full lists, not unknown ones', () => {
    expect(issuesOf(referrerInformationSchema, { ...referrer, referrerPosition: 'Paramedic' })).toEqual([]);
    expect(issuesOf(referrerInformationSchema, { ...referrer, referrerHospitalUnit: 'CCU' })).toEqual([]);
    expect(issuesOf(referrerInformationSchema, { ...referrer, referrerPosition: 'Janitor' })).toEqual([
      { path: 'referrerPosition', message: M.required },
    ]);
  });
  it('carries the conflict fields', () => {
    const v = parsed(referrerInformationSchema, {
      ...referrer,
      lastModified: '2026-03-10T09:00:00.000Z',
      forceUpdate: true,
    });
    expect(v.forceUpdate).toBe(true);
  });
});

describe('new case (spec 2 §5.1, §7.1)', () => {
  const schema = makeNewCaseSchema(FIXED_NOW);
  const body = {
    ...referrer,
    callTakerId: 3,
    callDateTime: '2026-03-10T10:30:00+11:00',
    patientProfileId: 12,
  };
  it('accepts a complete new case', () => {
    expect(issuesOf(schema, body)).toEqual([]);
  });
  it('requires the call taker, call date/time and patient profile', () => {
    expect(issuesOf(schema, { ...referrer })).toEqual([
      { path: 'callTakerId', message: M.required },
      { path: 'callDateTime', message: M.required },
      { path: 'patientProfileId', message: M.required },
    ]);
  });
  it('blocks future days and dates before 1900 for the call', () => {
    expect(issuesOf(schema, { ...body, callDateTime: '2026-03-10T23:59:00+11:00' })).toEqual([]);
    expect(issuesOf(schema, { ...body, callDateTime: '2026-03-11T00:00:00+11:00' })).toEqual([
      { path: 'callDateTime', message: M.futureDate },
    ]);
    expect(issuesOf(schema, { ...body, callDateTime: '1899-12-31T12:00:00+10:00' })).toEqual([
      { path: 'callDateTime', message: M.dateTooOld },
    ]);
    expect(issuesOf(schema, { ...body, callDateTime: '10/03/2026' })).toEqual([
      { path: 'callDateTime', message: M.invalidDate },
    ]);
  });
});

describe('patient hospital information (spec 2 §5.1)', () => {
  const schema = makePatientHospitalInformationSchema(FIXED_NOW);
  const body = {
    patientHospitalId: 4,
    patientHospitalUnit: 'ICU',
    patientHospitalUrn: 'UR123',
    patientHospitalAddress: '300 Grattan St, Parkville VIC 3050',
    hospitalAdmissionDateTime: '2026-03-09T08:00:00+11:00',
    infectiousRisk: false,
  };
  it('accepts a complete section', () => {
    expect(issuesOf(schema, body)).toEqual([]);
  });
  it('requires hospital, unit, URN, address, admission date/time and infectious risk', () => {
    expect(issuesOf(schema, {}).map((i) => i.path)).toEqual([
      'patientHospitalId',
      'patientHospitalUnit',
      'patientHospitalUrn',
      'patientHospitalAddress',
      'hospitalAdmissionDateTime',
      'infectiousRisk',
    ]);
  });
  it('requires infectious risk details only when the risk is Yes, and clears them otherwise', () => {
    expect(issuesOf(schema, { ...body, infectiousRisk: true })).toEqual([
      { path: 'infectiousRiskDetails', message: M.required },
    ]);
    expect(issuesOf(schema, { ...body, infectiousRisk: true, infectiousRiskDetails: 'MRSA' })).toEqual([]);
    expect(parsed(schema, { ...body, infectiousRiskDetails: 'MRSA' }).infectiousRiskDetails).toBeNull();
  });
  it('keeps weight and height at 0 or more', () => {
    expect(issuesOf(schema, { ...body, patientWeight: 0, patientHeight: 0 })).toEqual([]);
    expect(issuesOf(schema, { ...body, patientWeight: -1 })).toEqual([
      { path: 'patientWeight', message: 'Weight must be between 0 and 500 kg' },
    ]);
  });
  it('shows conditional and field errors together', () => {
    expect(issuesOf(schema, { ...body, infectiousRisk: true, patientHeight: -5 }).map((i) => i.path)).toEqual(
      ['patientHeight', 'infectiousRiskDetails'],
    );
  });
});
