import { describe, expect, it } from 'vitest';
import { clearedClinic, clearedClinicalAssessmentDetails, clearedFurtherFollowup } from './clearing-rules.ts';
import { assessment } from './test-clinics.ts';

describe('clinic clearing rules (spec 3 §4.4)', () => {
  const treated = {
    ...assessment,
    reperfusionTherapyReceived: 'Yes',
    reperfusionTherapy: ['Alteplase', 'ECR'],
  };
  it('keeps the therapy list while reperfusion therapy received is Yes', () => {
    expect(clearedClinicalAssessmentDetails(treated)).toMatchObject(treated);
  });
  it('choosing reperfusion therapy No (or none) clears the therapy list', () => {
    expect(
      clearedClinicalAssessmentDetails({ ...treated, reperfusionTherapyReceived: 'No' }).reperfusionTherapy,
    ).toEqual([]);
    expect(
      clearedClinicalAssessmentDetails({ ...treated, reperfusionTherapyReceived: null }).reperfusionTherapy,
    ).toEqual([]);
  });
  it('removing Other from the investigations clears the specify text', () => {
    const withOther = {
      ...assessment,
      investigationsPerformed: ['TTE', 'Other'],
      investigationsPerformedOther: 'CTA neck',
    };
    expect(clearedClinicalAssessmentDetails(withOther).investigationsPerformedOther).toBe('CTA neck');
    expect(
      clearedClinicalAssessmentDetails({ ...withOther, investigationsPerformed: ['TTE'] })
        .investigationsPerformedOther,
    ).toBeNull();
  });
  it('further clinic review No clears the timing; Yes keeps it', () => {
    expect(
      clearedFurtherFollowup({ furtherClinicReviewRequired: 'Yes', nextClinicReviewTiming: '6 weeks' }),
    ).toEqual({
      furtherClinicReviewRequired: 'Yes',
      nextClinicReviewTiming: '6 weeks',
    });
    expect(
      clearedFurtherFollowup({ furtherClinicReviewRequired: 'No', nextClinicReviewTiming: '6 weeks' }),
    ).toEqual({
      furtherClinicReviewRequired: 'No',
      nextClinicReviewTiming: null,
    });
  });
  it('clears the whole clinic at once, leaving absent sections absent and the original untouched', () => {
    const clinic = {
      id: 9,
      clinicalAssessmentDetails: { ...treated, reperfusionTherapyReceived: 'No' },
      furtherFollowup: null,
    };
    const cleared = clearedClinic(clinic);
    expect(cleared.clinicalAssessmentDetails.reperfusionTherapy).toEqual([]);
    expect(cleared.furtherFollowup).toBeNull();
    expect(clinic.clinicalAssessmentDetails.reperfusionTherapy).toEqual(['Alteplase', 'ECR']);
  });
});
