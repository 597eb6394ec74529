import { describe, expect, it } from 'vitest';
import { ACCESS_LEVEL } from '../access/roles.ts';
import { FIXED_NOW } from '../cases/test-issues.ts';
import {
  canCreateVtisFollowup,
  canDeclineVtisConsult,
  canEditClosedVtisRecord,
  followupReferrerFromConsult,
  initialDiagnosisFromConsult,
  isStillPending,
  isVtisConsultComplete,
  isVtisRecordReadOnly,
  isVtisRowMenuHidden,
  showsPastRecords,
  vtisConsultCompleteness,
  vtisConsultIssues,
  vtisFollowupCompleteness,
  vtisRecordStatus,
  vtisStudyId,
} from './rules.ts';
import { completeConsult, completeFollowup, referrer } from './test-consults.ts';

const options = { now: FIXED_NOW };
const open = { isActive: true, closedOn: null };
const pending = { ...open, isPending: true };
const closed = { isActive: false, closedOn: '2026-03-12T12:00:00+11:00' };
const declined = { ...pending, isActive: false, isDeclined: true };

describe('status (spec 3 §2.3, §4.1)', () => {
  it('is PENDING, INPATIENT, DECLINED or CLOSED', () => {
    expect(vtisRecordStatus(pending)).toBe('PENDING');
    expect(vtisRecordStatus(open)).toBe('INPATIENT');
    expect(vtisRecordStatus({ ...open, isPending: false })).toBe('INPATIENT');
    expect(vtisRecordStatus(closed)).toBe('CLOSED');
    expect(vtisRecordStatus({ isActive: true, closedOn: '2026-03-12T12:00:00+11:00' })).toBe('CLOSED');
    expect(vtisRecordStatus(declined)).toBe('DECLINED');
  });
  it('stays pending until the VTIS neurologist is recorded, then never again', () => {
    expect(isStillPending(true, { neurologistInformation: null })).toBe(true);
    expect(isStillPending(true, { neurologistInformation: { specialistId: null } })).toBe(true);
    expect(isStillPending(true, { neurologistInformation: { specialistId: 4 } })).toBe(false);
    expect(isStillPending(false, { neurologistInformation: null })).toBe(false);
  });
});

describe('decline (spec 3 §2.5, §4.1: pending VTIS consults only)', () => {
  it('is offered for a pending consult only', () => {
    expect(canDeclineVtisConsult(pending)).toBe(true);
    expect(canDeclineVtisConsult(open)).toBe(false);
    expect(
      canDeclineVtisConsult({ ...pending, isActive: false, closedOn: '2026-03-12T12:00:00+11:00' }),
    ).toBe(false);
    expect(canDeclineVtisConsult(declined)).toBe(false);
  });
});

describe('follow-up creation (spec 3 §4.1: INPATIENT consults only; issue 24 item 4)', () => {
  const inpatient = { vtisStatus: 'INPATIENT' };
  it('is allowed from an INPATIENT consult without follow-ups, or whose follow-ups are closed', () => {
    expect(canCreateVtisFollowup(inpatient)).toBe(true);
    expect(canCreateVtisFollowup({ ...inpatient, vtisFollowupConsults: [] })).toBe(true);
    expect(
      canCreateVtisFollowup({
        ...inpatient,
        vtisFollowupConsults: [{ isActive: false, vtisStatus: 'CLOSED' }],
      }),
    ).toBe(true);
  });
  it('is refused while a follow-up is active', () => {
    expect(
      canCreateVtisFollowup({
        ...inpatient,
        vtisFollowupConsults: [
          { isActive: false, vtisStatus: 'CLOSED' },
          { isActive: true, vtisStatus: 'INPATIENT' },
        ],
      }),
    ).toBe(false);
  });
  it('is refused from a PENDING, CLOSED or DECLINED consult, or one whose status is unknown', () => {
    for (const vtisStatus of ['PENDING', 'CLOSED', 'DECLINED', undefined]) {
      expect(canCreateVtisFollowup({ vtisStatus, vtisFollowupConsults: [] }), String(vtisStatus)).toBe(false);
    }
    expect(canCreateVtisFollowup({ ...inpatient, isDeclined: true })).toBe(false);
  });
  it('follows the status the consult states derive (vtisRecordStatus)', () => {
    expect(canCreateVtisFollowup({ vtisStatus: vtisRecordStatus(open) })).toBe(true);
    expect(canCreateVtisFollowup({ vtisStatus: vtisRecordStatus(pending) })).toBe(false);
    expect(canCreateVtisFollowup({ vtisStatus: vtisRecordStatus(closed) })).toBe(false);
    expect(canCreateVtisFollowup({ vtisStatus: vtisRecordStatus(declined) })).toBe(false);
  });
});

describe('read-only and edit of closed records (spec 3 §4.1, §6)', () => {
  it('always lets a user who may edit VTIS records edit a closed one', () => {
    expect(canEditClosedVtisRecord(true)).toBe(true);
    expect(canEditClosedVtisRecord(false)).toBe(false);
  });
  it('is read-only for a read-only user, once declined, and once closed until Edit', () => {
    expect(isVtisRecordReadOnly(false, open)).toBe(false);
    expect(isVtisRecordReadOnly(true, open)).toBe(true);
    expect(isVtisRecordReadOnly(false, closed)).toBe(true);
    expect(isVtisRecordReadOnly(false, closed, true)).toBe(false);
    expect(isVtisRecordReadOnly(false, declined, true)).toBe(true);
  });
  it('shows the past records only while open and editable', () => {
    expect(showsPastRecords(false, open)).toBe(true);
    expect(showsPastRecords(true, open)).toBe(false);
    expect(showsPastRecords(false, closed)).toBe(false);
  });
});

describe('dashboard row menu (spec 3 §2.3, §6)', () => {
  it('is hidden for a Manage user who belongs to a specific health care provider', () => {
    expect(isVtisRowMenuHidden(ACCESS_LEVEL.Manage, true)).toBe(true);
    expect(isVtisRowMenuHidden(ACCESS_LEVEL.Manage, false)).toBe(false);
    expect(isVtisRowMenuHidden(ACCESS_LEVEL.Admin, true)).toBe(false);
    expect(isVtisRowMenuHidden(ACCESS_LEVEL.Read, true)).toBe(false);
  });
});

describe('follow-up referrer and diagnosis from the consult (spec 3 §2.1, §3.5)', () => {
  it('locks the referrer hospital fields to the consult one', () => {
    const typed = {
      ...referrer,
      referrerHospitalId: 9,
      referrerHospitalAddress: 'elsewhere',
      referrerHospitalUnit: 'ICU',
    };
    expect(followupReferrerFromConsult(typed, referrer)).toEqual({
      ...typed,
      referrerHospitalId: 3,
      referrerHospitalAddress: referrer.referrerHospitalAddress,
    });
  });
  it('starts the initial working diagnosis from the consult diagnosis', () => {
    expect(
      initialDiagnosisFromConsult({
        strokeType: 'NotStroke',
        notStrokeDiagnosisDetails: ['Seizure', 'Other'],
        notStrokeDiagnosisDetailsOtherNotes: 'PRES',
      }),
    ).toMatchObject({
      workingDiagnosisFromInitialVtisConsult: 'NotStroke',
      workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosis: ['Seizure', 'Other'],
      workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosisOtherDetails: 'PRES',
    });
    expect(initialDiagnosisFromConsult({ strokeType: 'TIA', notStrokeDiagnosisDetails: [] })).toMatchObject({
      workingDiagnosisFromInitialVtisConsult: 'TIA',
      workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosis: [],
    });
  });
});

describe('study IDs and completeness (spec 3 §4.1, §9)', () => {
  it('writes VTIS and VTISFU study IDs', () => {
    expect(vtisStudyId('VtisConsult', 3)).toBe('VTIS3');
    expect(vtisStudyId('VtisFollowup', 4)).toBe('VTISFU4');
  });
  it('marks every section of a complete consult and follow-up', () => {
    expect(vtisConsultIssues(completeConsult, undefined, options)).toEqual([]);
    expect(isVtisConsultComplete(completeConsult, options)).toBe(true);
    expect(Object.values(vtisFollowupCompleteness(completeFollowup, options)).every(Boolean)).toBe(true);
  });
  it('marks a section never saved, or failing its rules, not done', () => {
    const markers = vtisConsultCompleteness(
      { ...completeConsult, imagingDetails: null, diagnosisDetails: { strokeType: 'NotStroke' } },
      options,
    );
    expect(markers.imagingDetails).toBe(false);
    expect(markers.diagnosisDetails).toBe(false);
    expect(markers.patientHistory).toBe(true);
  });
  it('lets the toggle relax the patient information marker', () => {
    const partial = { ...completeConsult, patientInformation: { mandatoryFieldsOff: 'Yes' } };
    expect(vtisConsultCompleteness(partial, options).patientInformation).toBe(true);
    const on = { ...completeConsult, patientInformation: { mandatoryFieldsOff: 'No' } };
    expect(vtisConsultCompleteness(on, options).patientInformation).toBe(false);
    expect(isVtisConsultComplete(on, options)).toBe(false);
  });
});
