import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { clinicSchema, makeClinicFormSchema, makeNewClinicSchema } from './case.schema.ts';
import { clearedClinic } from './clearing-rules.ts';
import { clinicSearchQuerySchema, clinicSearchResponseSchema } from './list.schema.ts';
import { CLINIC_MESSAGES as M } from './messages.ts';
import { CLINIC_SECTION_NAMES } from './sections.ts';
import {
  assessment,
  CALL,
  clinicSave,
  completeClinic,
  followup,
  patientInformation,
  referrer,
  saving,
  testPatient,
} from './test-clinics.ts';

const R = M.required;

describe('the clinic save (spec 3 §7.1 PUT /outpatient, sectionsToUpdate, lastModified, forceUpdate)', () => {
  it('accepts the whole clinic saved at once (Save all, Close Clinic)', () => {
    const v = parsed(clinicSave, { ...completeClinic, sectionsToUpdate: [...CLINIC_SECTION_NAMES] });
    expect(v.patientInformation?.medicareNumber).toBe('2123456701');
    expect(v.referrerInformation?.referrerDoctorProviderNumber).toBe('4024742F');
    expect(v.clinicalAssessmentDetails?.reperfusionTherapy).toEqual([]);
  });
  it('checks only the sections it names', () => {
    expect(saving('furtherFollowup', followup)).toEqual([]);
    expect(
      issuesOf(clinicSave, {
        ...completeClinic,
        patientInformation: {},
        sectionsToUpdate: ['furtherFollowup'],
      }),
    ).toEqual([]);
  });
  it('gives what the clearing rules take (the server stores the cleared save)', () => {
    const body = parsed(clinicSave, {
      ...completeClinic,
      sectionsToUpdate: ['furtherFollowup'],
      furtherFollowup: { furtherClinicReviewRequired: 'No', nextClinicReviewTiming: '3 months' },
    });
    expect(clearedClinic(body).furtherFollowup).toEqual({
      furtherClinicReviewRequired: 'No',
      nextClinicReviewTiming: null,
    });
  });
});

describe('referrer (spec 3 §5.1: the outpatient clinic also requires the provider number)', () => {
  it('requires the stroke referrer fields and the referring doctor provider number', () => {
    expect(saving('referrerInformation', {}).map((i) => i.path)).toEqual([
      'referrerInformation.referrerLastName',
      'referrerInformation.referrerFirstName',
      'referrerInformation.referrerPosition',
      'referrerInformation.referrerContactNumber',
      'referrerInformation.referrerHospitalId',
      'referrerInformation.referrerHospitalUnit',
      'referrerInformation.referralDateTime',
      'referrerInformation.referrerDoctorProviderNumber',
    ]);
  });
  it('offers Outpatient Clinic as a unit and refuses an invalid provider number', () => {
    expect(saving('referrerInformation', referrer)).toEqual([]);
    expect(saving('referrerInformation', { ...referrer, referrerDoctorProviderNumber: '4024742G' })).toEqual([
      { path: 'referrerInformation.referrerDoctorProviderNumber', message: M.providerNumberInvalid },
    ]);
  });
});

describe('patient information (spec 3 §5.4)', () => {
  it('requires hospital, unit, URN and address; the Medicare number is optional', () => {
    expect(saving('patientInformation', {})).toEqual([
      { path: 'patientInformation.patientHospitalId', message: R },
      { path: 'patientInformation.patientHospitalUnit', message: R },
      { path: 'patientInformation.patientHospitalUrn', message: R },
      { path: 'patientInformation.patientHospitalAddress', message: R },
    ]);
    expect(saving('patientInformation', { ...patientInformation, medicareNumber: null })).toEqual([]);
  });
  it('accepts a Medicare number of 11 digits and refuses 12 with "Cannot exceed 11 digits long"', () => {
    expect(saving('patientInformation', { ...patientInformation, medicareNumber: '21234567011' })).toEqual(
      [],
    );
    expect(saving('patientInformation', { ...patientInformation, medicareNumber: '212345670111' })).toEqual([
      { path: 'patientInformation.medicareNumber', message: 'Cannot exceed 11 digits long' },
    ]);
  });
});

describe('clinical details (spec 3 §3.3, §5.4)', () => {
  const section = 'clinicalAssessmentDetails';
  it('requires every field, at least one investigation', () => {
    expect(saving(section, {})).toEqual([
      ...[
        'dateOfReferral',
        'initialVSTConsultationReceived',
        'initialDiagnosisDetails',
        'reperfusionTherapyReceived',
        'brainImagingFromInitialPresentation',
        'clinicNotes',
        'furtherAdviceAndOrTreatment',
      ].map((f) => ({ path: `${section}.${f}`, message: R })),
      { path: `${section}.investigationsPerformed`, message: M.atLeastOneOption },
    ]);
  });
  it('requires the therapy when reperfusion therapy was received, and the Other text with Other', () => {
    expect(saving(section, { ...assessment, reperfusionTherapyReceived: 'Yes' })).toEqual([
      { path: `${section}.reperfusionTherapy`, message: M.atLeastOneOption },
    ]);
    expect(
      saving(section, {
        ...assessment,
        reperfusionTherapyReceived: 'Yes',
        reperfusionTherapy: ['Tenecteplase', 'ECR'],
      }),
    ).toEqual([]);
    expect(saving(section, { ...assessment, investigationsPerformed: ['Other'] })).toEqual([
      { path: `${section}.investigationsPerformedOther`, message: R },
    ]);
  });
  it('offers the investigation list of §3.3 only', () => {
    expect(saving(section, { ...assessment, investigationsPerformed: ['CT Brain'] })).toHaveLength(1);
  });
  it('refuses a referral dated after the call, or in the future', () => {
    expect(saving(section, { ...assessment, dateOfReferral: '2026-03-10' })).toEqual([]);
    expect(
      issuesOf(makeClinicFormSchema([section], { now: () => new Date('2026-03-20T00:00:00Z') }), {
        callDateTime: CALL,
        clinicalAssessmentDetails: { ...assessment, dateOfReferral: '2026-03-11' },
      }),
    ).toEqual([{ path: `${section}.dateOfReferral`, message: M.referralAfterCall }]);
    expect(saving(section, { ...assessment, dateOfReferral: '2026-03-11' })).toEqual([
      { path: `${section}.dateOfReferral`, message: M.futureDate },
    ]);
  });
});

describe('further follow up (spec 3 §5.4)', () => {
  it('requires whether a review is needed, and its timing when Yes', () => {
    expect(saving('furtherFollowup', {})).toEqual([
      { path: 'furtherFollowup.furtherClinicReviewRequired', message: R },
    ]);
    expect(saving('furtherFollowup', { furtherClinicReviewRequired: 'Yes' })).toEqual([
      { path: 'furtherFollowup.nextClinicReviewTiming', message: R },
    ]);
    expect(saving('furtherFollowup', { furtherClinicReviewRequired: 'No' })).toEqual([]);
  });
});

describe('new clinic (spec 3 §2.4, §5.8: specialist and call date/time required)', () => {
  const schema = makeNewClinicSchema(FIXED_NOW);
  it('accepts the specialist, call, referrer and patient', () => {
    expect(
      parsed(schema, {
        patientProfileId: 1,
        specialistId: 4,
        callDateTime: CALL,
        referrerInformation: referrer,
      }),
    ).toMatchObject({ specialistId: 4 });
  });
  it('requires the specialist, the call and the provider number at once', () => {
    const { referrerDoctorProviderNumber: _, ...withoutProvider } = referrer;
    expect(
      issuesOf(schema, { patientProfileId: 1, referrerInformation: withoutProvider }).map((i) => i.path),
    ).toEqual(['specialistId', 'callDateTime', 'referrerInformation.referrerDoctorProviderNumber']);
  });
});

describe('clinic on the wire', () => {
  it('answers the clinic with the specialist in place of the call taker', () => {
    const clinic = parsed(clinicSchema, {
      id: 9,
      studyId: 'VSTOP9',
      type: 'Clinic',
      patientProfileId: 1,
      patient: testPatient,
      isActive: true,
      closedOn: null,
      lastModified: '2026-03-10T00:00:00.000Z',
      callDateTime: CALL,
      specialistId: 4,
      specialist: 'Dr Who',
      patientInformation,
    });
    expect(clinic.furtherFollowup).toBeNull();
    expect('callTaker' in clinic).toBe(false);
  });
  it('searches with the dashboard filters and answers outpatientCases', () => {
    expect(parsed(clinicSearchQuerySchema, { keyword: '', pageNumber: '2' })).toMatchObject({
      pageSize: 10,
      pageNumber: 2,
    });
    expect(
      issuesOf(clinicSearchQuerySchema, { fromDate: '2026-03-10T00:00:00', toDate: '2026-03-01T00:00:00' }),
    ).toEqual([{ path: 'toDate', message: M.fromAfterTo }]);
    expect(
      parsed(clinicSearchResponseSchema, { outpatientCases: [], totalRecordsCount: 0 }).outpatientCases,
    ).toEqual([]);
  });
});
