import { describe, expect, it } from 'vitest';
import { FIXED_NOW } from '../cases/test-issues.ts';
import {
  canCreateFollowup,
  isAutomaticVtisReferral,
  isVstConsultComplete,
  isVstRecordReadOnly,
  parseStudyId,
  vstConsultCompleteness,
  vstConsultIssues,
  vstFollowupCompleteness,
  vstRecordStatus,
  vstStudyId,
} from './rules.ts';
import { VST_CONSULT_SECTION_NAMES } from './sections.ts';
import { completeConsult } from './test-consults.ts';

const options = { now: FIXED_NOW };

describe('follow-up creation (spec 3 §2.2, §4.1)', () => {
  it('is allowed only for an inactive consult with no active follow-up', () => {
    expect(canCreateFollowup({ isActive: false, followupConsults: [] })).toBe(true);
    expect(canCreateFollowup({ isActive: false })).toBe(true);
    expect(
      canCreateFollowup({ isActive: false, followupConsults: [{ isActive: false }, { isActive: false }] }),
    ).toBe(true);
    expect(canCreateFollowup({ isActive: true, followupConsults: [] })).toBe(false);
    expect(
      canCreateFollowup({ isActive: false, followupConsults: [{ isActive: false }, { isActive: true }] }),
    ).toBe(false);
  });
});

describe('status and read-only (spec 3 §4.1, §6)', () => {
  const open = { isActive: true, closedOn: null };
  const closed = { isActive: false, closedOn: '2026-03-10T12:00:00+11:00' };
  it('is OPEN until closed', () => {
    expect(vstRecordStatus(open)).toBe('OPEN');
    expect(vstRecordStatus(closed)).toBe('CLOSED');
    expect(vstRecordStatus({ isActive: false, closedOn: null })).toBe('CLOSED');
  });
  it('is read-only for a read-only user, and closed records until Edit', () => {
    expect(isVstRecordReadOnly(true, open)).toBe(true);
    expect(isVstRecordReadOnly(false, open)).toBe(false);
    expect(isVstRecordReadOnly(false, closed)).toBe(true);
    expect(isVstRecordReadOnly(false, closed, true)).toBe(false);
    expect(isVstRecordReadOnly(true, closed, true)).toBe(true);
  });
});

describe('study IDs (spec 3 §9: a prefix per record type)', () => {
  it('writes the prefix and the number', () => {
    expect(vstStudyId('Consult', 12)).toBe('VST12');
    expect(vstStudyId('Followup', 7)).toBe('VSTFU7');
    expect(vstStudyId('VtisConsult', 3)).toBe('VTIS3');
    expect(vstStudyId('VtisFollowup', 4)).toBe('VTISFU4');
  });
  it('reads a study ID back, longest prefix first, case and spaces ignored', () => {
    expect(parseStudyId('VST12')).toEqual({ recordType: 'Consult', id: 12 });
    expect(parseStudyId('vstfu7')).toEqual({ recordType: 'Followup', id: 7 });
    expect(parseStudyId(' VTIS 3 ')).toEqual({ recordType: 'VtisConsult', id: 3 });
    expect(parseStudyId('VTISFU4')).toEqual({ recordType: 'VtisFollowup', id: 4 });
  });
  it('is not fooled by names or ids out of range', () => {
    for (const text of ['Vstrom', 'VST', 'VST0', 'VST12a', '12', 'TH12', 'VST99999999999']) {
      expect(parseStudyId(text), text).toBeNull();
    }
  });
});

describe('completeness markers (spec 3 §2.5, §4.1, §4.2)', () => {
  it('marks every section of a complete consult', () => {
    expect(vstConsultIssues(completeConsult, undefined, options)).toEqual([]);
    expect(Object.values(vstConsultCompleteness(completeConsult, options)).every(Boolean)).toBe(true);
    expect(isVstConsultComplete(completeConsult, options)).toBe(true);
  });
  it('marks a section never saved, or failing its rules, incomplete', () => {
    const markers = vstConsultCompleteness(
      { ...completeConsult, imagingDetails: null, diagnosisDetails: { strokeType: 'Not Stroke' } },
      options,
    );
    expect(markers.imagingDetails).toBe(false);
    expect(markers.diagnosisDetails).toBe(false);
    expect(markers.referrerInformation).toBe(true);
    expect(isVstConsultComplete({ ...completeConsult, imagingDetails: null }, options)).toBe(false);
  });
  it('relaxes with the completeness toggle off', () => {
    const off = {
      ...completeConsult,
      patientInformation: {
        mandatoryFields: 'Off',
        moreThanTwentyFourHrs: 'Yes',
        reasonMandatoryFieldsNotRequired: 'Symptom onset greater than 24hrs',
      },
      clinicalPresentationInformation: {},
      imagingDetails: {},
      reperfusionTherapiesDetails: {},
    };
    expect(isVstConsultComplete(off, options)).toBe(true);
  });
  it('names the issues by section and field', () => {
    expect(
      vstConsultIssues({ ...completeConsult, diagnosisDetails: {} }, ['diagnosisDetails'], options),
    ).toEqual([{ path: 'diagnosisDetails.strokeType', message: 'Required' }]);
    expect(VST_CONSULT_SECTION_NAMES).toHaveLength(
      Object.keys(vstConsultCompleteness(completeConsult, options)).length,
    );
  });
  it('marks the follow-up sections', () => {
    expect(
      vstFollowupCompleteness(
        { callDateTime: completeConsult.callDateTime, patientInformation: { patientHospitalUnit: 'ED' } },
        options,
      ),
    ).toEqual({
      referrerInformation: false,
      patientInformation: true,
      neurologistInformation: false,
      followupConsultationInformation: false,
      hospitalAgreementDetails: false,
    });
  });
});

describe('automatic VTIS referral on close (spec 3 §4.1; SCOUT: an inpatient handover)', () => {
  it('refers an ischaemic, haemorrhagic or TIA patient the hospital keeps, at a VTIS hospital', () => {
    expect(isAutomaticVtisReferral(completeConsult, true)).toBe(true);
    for (const strokeType of ['Haemorrhagic Stroke', 'TIA']) {
      expect(isAutomaticVtisReferral({ ...completeConsult, diagnosisDetails: { strokeType } }, true)).toBe(
        true,
      );
    }
  });
  it('does not refer at a hospital outside VTIS, for other diagnoses, without agreement, or a patient leaving', () => {
    expect(isAutomaticVtisReferral(completeConsult, false)).toBe(false);
    for (const strokeType of ['Not Stroke', 'Other', 'Undetermined', null]) {
      expect(isAutomaticVtisReferral({ ...completeConsult, diagnosisDetails: { strokeType } }, true)).toBe(
        false,
      );
    }
    expect(
      isAutomaticVtisReferral(
        {
          ...completeConsult,
          hospitalAgreementDetails: { agreementFromHospitalToDeliverTreatmentPlan: 'No' },
        },
        true,
      ),
    ).toBe(false);
    const ecrAccepted = { patientRecommendedForECR: 'Yes', patientAcceptedForECR: 'Yes' };
    expect(
      isAutomaticVtisReferral({ ...completeConsult, reperfusionTherapiesDetails: ecrAccepted }, true),
    ).toBe(false);
    const ichTransfer = { haemorrhageICHWasTransferRecommended: 'Yes' };
    expect(
      isAutomaticVtisReferral(
        {
          ...completeConsult,
          diagnosisDetails: { strokeType: 'Haemorrhagic Stroke' },
          reperfusionTherapiesDetails: ichTransfer,
        },
        true,
      ),
    ).toBe(false);
  });
});
