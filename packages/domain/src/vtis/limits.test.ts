import { describe, expect, it } from 'vitest';
import { noMoreThanMessage } from '../cases/messages.ts';
import { VTIS_LIMITS as L } from './limits.ts';
import { VTIS_MESSAGES as M } from './messages.ts';
import { management, patientHistory, patientInformation, saving } from './test-consults.ts';

describe('VTIS limits (spec 3 §5.5, §9)', () => {
  it('has the spec values', () => {
    expect(L.medicareNumberMaxDigits).toBe(11);
    expect(L.countryLanguageSearchMinChars).toBe(3);
    expect(L.countryLanguageSearchDebounceMs).toBe(500);
    expect(L.keywordDebounceMs).toBe(500);
    expect(L.defaultPageSize).toBe(10);
    expect(L.historyPageSize).toBe(5);
    expect(L.refreshMs).toBe(10_000);
    expect(L.email).toBe(255);
  });
  it('refuses a clinical text one letter over its limit, naming the limit, and keeps one at it', () => {
    const at = 'x'.repeat(L.clinicalText);
    expect(saving('patientHistory', { ...patientHistory, relevantPatientHistory: at })).toEqual([]);
    expect(saving('patientHistory', { ...patientHistory, relevantPatientHistory: `${at}x` })).toEqual([
      { path: 'patientHistory.relevantPatientHistory', message: noMoreThanMessage(L.clinicalText) },
    ]);
    expect(saving('recommendedManagement', { ...management, comments: `${at}x` })[0]?.message).toBe(
      'Please enter no more than 4,000 letters.',
    );
  });
  it('refuses names and URNs over their limits', () => {
    const name = 'n'.repeat(L.nokName);
    expect(saving('patientInformation', { ...patientInformation, nokFirstName: name })).toEqual([]);
    expect(saving('patientInformation', { ...patientInformation, nokSurname: `${name}n` })).toEqual([
      { path: 'patientInformation.nokSurname', message: noMoreThanMessage(L.nokName) },
    ]);
    expect(
      saving('patientInformation', { ...patientInformation, patientHospitalUrn: 'u'.repeat(L.urn + 1) })[0]
        ?.path,
    ).toBe('patientInformation.patientHospitalUrn');
  });
  it('refuses a Medicare number over 11 digits with the spec message', () => {
    expect(saving('patientInformation', { ...patientInformation, medicareNumber: '2'.repeat(12) })).toEqual([
      { path: 'patientInformation.medicareNumber', message: M.medicareTooLong },
    ]);
  });
});
