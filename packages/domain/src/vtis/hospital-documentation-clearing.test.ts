import { describe, expect, it } from 'vitest';
import { FIXED_NOW, parsed } from '../cases/test-issues.ts';
import { makeHospitalDocumentationSaveSchema } from './hospital-documentation.schema.ts';
import {
  clearedClinicalInformation,
  clearedDischargeInformation,
  clearedHospitalDocumentation,
  clearedSecondaryPrevention,
} from './hospital-documentation-clearing.ts';
import {
  clinicalInformation,
  completeDocumentation,
  dischargeInformation,
} from './hospital-documentation-test-data.ts';

describe('clearing hidden fields (spec 3 §4.7)', () => {
  it('clears the time of stroke when its accuracy becomes Unknown', () => {
    expect(
      clearedClinicalInformation({ ...clinicalInformation, timeOfStrokeAccuracy: 'Unknown' }).timeOfStroke,
    ).toBeNull();
    expect(clearedClinicalInformation(clinicalInformation).timeOfStroke).toBe('12:10');
  });
  it('clears what a Yes showed once it is not Yes', () => {
    const v = clearedClinicalInformation({
      ...clinicalInformation,
      wasSwallowScreenPerformed: 'No',
      wasPatientMobilisedInThisAdmission: 'Unknown',
      wereAntiplateletsGiven: 'No, but anticoagulant agent provided',
      wasPatientTransferredFromAnotherHospital: 'No',
      transferDate: '2026-03-01',
      didPatientHaveFeverWithin72Hours: 'No',
    });
    expect(v).toMatchObject({
      swallowScreenDate: null,
      swallowScreenTime: null,
      didPatientPassSwallowScreen: null,
      firstMobilisationDate: null,
      firstMobilisationMethod: null,
      antiplateletsDate: null,
      antiplateletsTime: null,
      transferDate: null,
      wasParacetamolGivenWithinOneHour: null,
      // The Yes answers keep theirs.
      firstBrainScanDate: '2026-03-01',
    });
  });
  it('clears the insulin answer without a high glucose', () => {
    expect(
      clearedClinicalInformation({ wasInsulinGivenWithinOneHour: 'Yes' }).wasInsulinGivenWithinOneHour,
    ).toBeNull();
    expect(
      clearedClinicalInformation({
        didPatientHaveHighGlucoseWithin48Hours: 'Yes',
        wasInsulinGivenWithinOneHour: 'Yes',
      }).wasInsulinGivenWithinOneHour,
    ).toBe('Yes');
  });
  it('keeps the additional risk factor texts: they add detail to any choice', () => {
    const v = clearedClinicalInformation({
      ...clinicalInformation,
      additionalMedicalRiskFactors: 'Migraine with aura',
    });
    expect(v.additionalMedicalRiskFactors).toBe('Migraine with aura');
  });
  it('clears the smoking cessation answer when Current smoker is not selected', () => {
    const answered = { didPatientReceiveSmokingCessationAdvice: 'Yes' };
    expect(clearedSecondaryPrevention(answered, { lifestyleRiskFactors: ['Current smoker'] })).toEqual(
      answered,
    );
    expect(clearedSecondaryPrevention(answered, { lifestyleRiskFactors: ['High alcohol'] })).toEqual({
      didPatientReceiveSmokingCessationAdvice: null,
    });
    expect(clearedSecondaryPrevention(answered, null).didPatientReceiveSmokingCessationAdvice).toBeNull();
  });
  it('clears the date of death without a death, the Other destination text without Other', () => {
    const v = clearedDischargeInformation({
      ...dischargeInformation,
      dateOfDeath: '2026-03-05',
      dischargeDestinationOther: 'Sister’s home',
    });
    expect(v.dateOfDeath).toBeNull();
    expect(v.dischargeDestinationOther).toBeNull();
    const other = clearedDischargeInformation({
      dischargeDestination: 'Other',
      dischargeDestinationOther: 'Sister’s home',
    });
    expect(other.dischargeDestinationOther).toBe('Sister’s home');
  });
});

describe('the stored documentation', () => {
  it('is the cleared save, with the length of stay computed (whatever was sent for it)', () => {
    const body = parsed(makeHospitalDocumentationSaveSchema({ now: FIXED_NOW }), {
      id: 7,
      lastModified: '2026-03-10T00:00:00.000Z',
      sectionsToUpdate: [
        'admissionDetails',
        'clinicalInformation',
        'secondaryPrevention',
        'dischargeInformation',
      ],
      ...completeDocumentation,
      clinicalInformation: { ...clinicalInformation, lifestyleRiskFactors: [] },
      dischargeInformation: { ...dischargeInformation, lengthOfStay: 40 },
    });
    const stored = clearedHospitalDocumentation(body);
    expect(stored.dischargeInformation?.lengthOfStay).toBe(5);
    expect(stored.secondaryPrevention?.didPatientReceiveSmokingCessationAdvice).toBeNull();
    expect(stored.id).toBe(7);
  });
  it('has an unknown length of stay while a date is missing', () => {
    const stored = clearedHospitalDocumentation({
      admissionDetails: null,
      dischargeInformation: { hospitalDischargeDate: '2026-03-06', lengthOfStay: 5 },
    });
    expect(stored.dischargeInformation?.lengthOfStay).toBeNull();
  });
  it('leaves the sections not present alone', () => {
    expect(
      clearedHospitalDocumentation({ admissionDetails: { hospitalAdmissionDate: '2026-03-01' } }),
    ).toEqual({
      admissionDetails: { hospitalAdmissionDate: '2026-03-01' },
    });
  });
});
