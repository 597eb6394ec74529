import { describe, expect, it } from 'vitest';
import { VST_MESSAGES } from '../vst/messages.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import { patientInformation, saving } from './test-cases.ts';
import {
  clearedReperfusionPatientInformation,
  showsTriageConfirmedBy,
  showsTriageFields,
} from './triage.schema.ts';

describe('triage rules for ED (spec 3 §4.6)', () => {
  it('apply only to a patient in ED; confirmed-by shows with confirmed Yes', () => {
    expect(showsTriageFields('ED')).toBe(true);
    expect(showsTriageFields('Ward')).toBe(false);
    expect(showsTriageConfirmedBy('Yes')).toBe(true);
    expect(showsTriageConfirmedBy('No')).toBe(false);
  });
  it('on save, clear confirmed-by unless confirmed is Yes, and the confirmation outside ED', () => {
    expect(clearedReperfusionPatientInformation(patientInformation)).toEqual(patientInformation);
    expect(
      clearedReperfusionPatientInformation({ ...patientInformation, triageTimeConfirmed: 'No' }),
    ).toMatchObject({
      triageTimeConfirmed: 'No',
      triageTimeConfirmedById: null,
    });
    expect(
      clearedReperfusionPatientInformation({ ...patientInformation, patientHospitalUnit: 'Ward' }),
    ).toMatchObject({
      hospitalTriageDateAndTime: patientInformation.hospitalTriageDateAndTime,
      triageTimeConfirmed: null,
      triageTimeConfirmedById: null,
    });
  });
  it('require who confirmed once confirmed (ED), and the triage time not after the call', () => {
    expect(saving('patientInformation', patientInformation)).toEqual([]);
    expect(saving('patientInformation', { ...patientInformation, triageTimeConfirmedById: null })).toEqual([
      { path: 'patientInformation.triageTimeConfirmedById', message: M.required },
    ]);
    expect(
      saving('patientInformation', {
        ...patientInformation,
        patientHospitalUnit: 'Ward',
        triageTimeConfirmedById: null,
      }),
    ).toEqual([]);
    expect(
      saving('patientInformation', {
        ...patientInformation,
        hospitalTriageDateAndTime: '2026-03-06T10:05:00+11:00',
      }),
    ).toEqual([
      { path: 'patientInformation.hospitalTriageDateAndTime', message: VST_MESSAGES.triageAfterCall },
    ]);
  });
});
