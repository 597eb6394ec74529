import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '../access/roles.ts';
import { makePrincipal } from '../access/test-principals.ts';
import { FIXED_NOW } from '../cases/test-issues.ts';
import { parseStudyId } from '../stroke/record-types.ts';
import { CLINIC_MESSAGES as M } from './messages.ts';
import { INVESTIGATION_VALUES } from './options.ts';
import {
  canAccessVstClinics,
  clinicCompleteness,
  clinicStatus,
  clinicStudyId,
  isClinicComplete,
  isClinicReadOnly,
  parseClinicStudyId,
} from './rules.ts';
import { completeClinic } from './test-clinics.ts';

describe('clinic access (spec 3 §6: VST Read users have no Clinics access)', () => {
  it('is refused to VST Read users and to users without VST', () => {
    expect(canAccessVstClinics(makePrincipal({ access: { vst: ACCESS_LEVEL.Read } }))).toBe(false);
    expect(canAccessVstClinics(makePrincipal({ access: { vtis: ACCESS_LEVEL.Admin } }))).toBe(false);
  });
  it('is granted to VST Manage and Admin, system admins and call takers', () => {
    expect(canAccessVstClinics(makePrincipal({ access: { vst: ACCESS_LEVEL.Manage } }))).toBe(true);
    expect(canAccessVstClinics(makePrincipal({ access: { vst: ACCESS_LEVEL.Admin } }))).toBe(true);
    expect(canAccessVstClinics(makePrincipal({ role: 'systemadmin' }))).toBe(true);
    expect(canAccessVstClinics(makePrincipal({ role: 'avraso' }))).toBe(true);
  });
});

describe('clinic status and read-only (spec 3 §4.4)', () => {
  const open = { isActive: true, closedOn: null };
  const closed = { isActive: false, closedOn: '2026-03-10T01:00:00.000Z' };
  it('is OPEN until closed', () => {
    expect(clinicStatus(open)).toBe('OPEN');
    expect(clinicStatus(closed)).toBe('CLOSED');
    expect(clinicStatus({ isActive: false, closedOn: null })).toBe('CLOSED');
  });
  it('is read-only without edit rights, or closed until Edit', () => {
    expect(isClinicReadOnly(false, open)).toBe(true);
    expect(isClinicReadOnly(true, open)).toBe(false);
    expect(isClinicReadOnly(true, closed)).toBe(true);
    expect(isClinicReadOnly(true, closed, true)).toBe(false);
    expect(isClinicReadOnly(false, closed, true)).toBe(true);
  });
});

describe('clinic study ID', () => {
  it('is VSTOP and the number, never read as a consult', () => {
    expect(clinicStudyId(12)).toBe('VSTOP12');
    expect(parseClinicStudyId('vstop 12')).toBe(12);
    expect(parseClinicStudyId('VST12')).toBeNull();
    expect(parseStudyId('VSTOP12')).toBeNull();
  });
});

describe('clinic completeness (Close Clinic validates every section)', () => {
  it('marks saved sections whose rules pass', () => {
    expect(isClinicComplete(completeClinic, { now: FIXED_NOW })).toBe(true);
    expect(clinicCompleteness({ ...completeClinic, furtherFollowup: null }, { now: FIXED_NOW })).toEqual({
      referrerInformation: true,
      patientInformation: true,
      clinicalAssessmentDetails: true,
      furtherFollowup: false,
    });
  });
});

describe('clinic texts and lists (spec 3 §2.10, §3.3, §8.2)', () => {
  it('are the spec words', () => {
    expect(M.outpatientCaseClosed).toBe('Outpatient case closed');
    expect(M.clinicSaved).toBe('Clinic saved successfully');
    expect(M.deleteClinicFailed).toBe('Unable to delete VST clinic.');
    expect(M.noClinicalAssessmentDetails).toBe('Currently no clinical assessment details has been saved.');
    expect(M.noFurtherFollowup).toBe('Currently further follow up has no saved data.');
    expect(INVESTIGATION_VALUES).toEqual([
      'Carotid Doppler',
      'Outpatient MRI Brain',
      'TTE',
      'TOE',
      'Holter Monitor',
      'Bloods lipid profile',
      'Bloods glucose and Hba1c',
      '24 hour ambulatory blood pressure',
      'Other',
    ]);
  });
});
