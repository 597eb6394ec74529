import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import {
  makeNewVstConsultSchema,
  makeVstConsultFormSchema,
  newRecordResponseSchema,
  type VstConsultSave,
  vstConsultSchema,
} from './case.schema.ts';
import { clearedVstConsult } from './clearing-rules.ts';
import { VST_MESSAGES as M } from './messages.ts';
import { VST_CONSULT_SECTION_NAMES } from './sections.ts';
import {
  CALL,
  clinical,
  completeConsult,
  consultSave,
  diagnosis,
  imaging,
  meta,
  paths,
  patientInformation,
  referrer,
  saving,
} from './test-consults.ts';

const save = consultSave;

describe('the save body (spec 3 §3.1, §4.1: sectionsToUpdate, lastModified, forceUpdate)', () => {
  it('accepts the whole consult saved at once', () => {
    const v = parsed(save, {
      ...completeConsult,
      sectionsToUpdate: [...VST_CONSULT_SECTION_NAMES],
      forceUpdate: true,
    });
    expect(v.forceUpdate).toBe(true);
    expect(v.patientInformation?.mandatoryFields).toBe('On');
    expect(v.referrerInformation?.referrerEmailAddress).toBeNull();
  });
  it('is what the clearing rules take and give back (the server stores the cleared save)', () => {
    const body: VstConsultSave = parsed(save, {
      ...completeConsult,
      sectionsToUpdate: [...VST_CONSULT_SECTION_NAMES],
      imagingDetails: { ...imaging, haemorrhageVolume: 4 },
    });
    const cleared: VstConsultSave = clearedVstConsult(body, { patient: { age: 30, addressState: 'VIC' } });
    expect(cleared.imagingDetails?.haemorrhageVolume).toBeNull();
    expect(cleared.reperfusionTherapiesDetails?.otherAcuteTreatmentManagementAdviceProvided).toEqual([
      'Stroke Unit',
      'Young Stroke Service 18-55',
    ]);
  });
  it('needs the id, lastModified and at least one known section, each once', () => {
    expect(issuesOf(save, { sectionsToUpdate: [] })).toEqual(
      expect.arrayContaining([
        { path: 'id', message: M.required },
        { path: 'lastModified', message: M.required },
        { path: 'sectionsToUpdate', message: M.sectionsToUpdateRequired },
      ]),
    );
    expect(paths(issuesOf(save, { ...meta, sectionsToUpdate: ['attachments'] }))).toContain(
      'sectionsToUpdate.0',
    );
    expect(
      issuesOf(save, { ...completeConsult, sectionsToUpdate: ['imagingDetails', 'imagingDetails'] }),
    ).toEqual([{ path: 'sectionsToUpdate', message: M.duplicateChoice }]);
  });
  it('refuses a listed section that was not sent', () => {
    expect(issuesOf(save, { ...meta, sectionsToUpdate: ['diagnosisDetails'] })).toEqual([
      { path: 'diagnosisDetails', message: M.sectionMissing },
    ]);
  });
  it('checks the rules of the listed sections only', () => {
    const body = {
      ...meta,
      sectionsToUpdate: ['diagnosisDetails'],
      diagnosisDetails: diagnosis,
      imagingDetails: {},
    };
    expect(issuesOf(save, body)).toEqual([]);
    expect(paths(issuesOf(save, { ...body, sectionsToUpdate: ['imagingDetails'] }))).toContain(
      'imagingDetails.haemorrhage',
    );
  });
  it('still checks every section sent field by field', () => {
    expect(
      issuesOf(save, {
        ...completeConsult,
        sectionsToUpdate: ['diagnosisDetails'],
        clinicalPresentationInformation: { ...clinical, clinicalPresentationNIHSS: 43 },
      }),
    ).toEqual([{ path: 'clinicalPresentationInformation.clinicalPresentationNIHSS', message: M.nihssRange }]);
  });
});

describe('the consult form (the web resolver)', () => {
  it('checks the rules of the sections named, at the form field paths', () => {
    const form = makeVstConsultFormSchema(['diagnosisDetails'], { now: FIXED_NOW });
    expect(issuesOf(form, { ...completeConsult, diagnosisDetails: {}, imagingDetails: {} })).toEqual([
      { path: 'diagnosisDetails.strokeType', message: M.required },
    ]);
    expect(issuesOf(makeVstConsultFormSchema(undefined, { now: FIXED_NOW }), completeConsult)).toEqual([]);
  });
});

describe('referrer (spec 3 §5.1)', () => {
  it('requires last name, first name, position, contact number, hospital, unit and referral date/time', () => {
    expect(saving('referrerInformation', {})).toEqual(
      [
        'referrerLastName',
        'referrerFirstName',
        'referrerPosition',
        'referrerContactNumber',
        'referrerHospitalId',
        'referrerHospitalUnit',
        'referralDateTime',
      ].map((f) => ({ path: `referrerInformation.${f}`, message: M.required })),
    );
  });
  it('checks the email: valid and under 256 letters', () => {
    expect(saving('referrerInformation', { ...referrer, referrerEmailAddress: 'nope' })).toEqual([
      { path: 'referrerInformation.referrerEmailAddress', message: 'Enter a valid email address' },
    ]);
    const long = `${'a'.repeat(244)}@example.com`;
    expect(saving('referrerInformation', { ...referrer, referrerEmailAddress: long })).toContainEqual({
      path: 'referrerInformation.referrerEmailAddress',
      message: 'Email must have less than 256 letters',
    });
    expect(saving('referrerInformation', { ...referrer, referrerEmailAddress: long.slice(1) })).toEqual([]);
  });
  it('offers the VST positions and units (no Outpatient Clinic on a consult)', () => {
    expect(
      paths(saving('referrerInformation', { ...referrer, referrerPosition: 'ECMO Consultant' })),
    ).toEqual(['referrerInformation.referrerPosition']);
    expect(
      paths(saving('referrerInformation', { ...referrer, referrerHospitalUnit: 'Outpatient Clinic' })),
    ).toEqual(['referrerInformation.referrerHospitalUnit']);
  });
  it('refuses a referral in the future', () => {
    expect(
      saving('referrerInformation', { ...referrer, referralDateTime: '2026-03-11T09:00:00+11:00' }),
    ).toEqual([{ path: 'referrerInformation.referralDateTime', message: M.futureDate }]);
  });
});

describe('patient information (spec 3 §4.2, §5.2)', () => {
  it('accepts a complete section; the toggle defaults On', () => {
    expect(saving('patientInformation', patientInformation)).toEqual([]);
  });
  it('requires hospital, unit, URN, onset over 24 hours, imaging and the anticoagulant question while the toggle is on', () => {
    expect(paths(saving('patientInformation', {}))).toEqual(
      [
        'patientHospitalId',
        'patientHospitalUnit',
        'patientHospitalUrn',
        'moreThanTwentyFourHrs',
        'imagingCompleted',
        'isPatientCurrentlyTakingAntiCoagulants',
      ].map((f) => `patientInformation.${f}`),
    );
  });
  it('asks acutePresentation instead on a record of schemaVersion null', () => {
    expect(
      paths(
        saving(
          'patientInformation',
          { ...patientInformation, isPatientCurrentlyTakingAntiCoagulants: null },
          { schemaVersion: null },
        ),
      ),
    ).toEqual(['patientInformation.acutePresentation']);
  });
  it('mandatory fields Off needs its reason, and Other its text; the toggle then relaxes the section', () => {
    expect(saving('patientInformation', { mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' })).toEqual([
      { path: 'patientInformation.reasonMandatoryFieldsNotRequired', message: M.required },
    ]);
    expect(
      saving('patientInformation', {
        mandatoryFields: 'Off',
        moreThanTwentyFourHrs: 'Yes',
        reasonMandatoryFieldsNotRequired: 'Other',
      }),
    ).toEqual([{ path: 'patientInformation.otherReasonMandatoryFieldsNotRequired', message: M.required }]);
    // Off with onset over 24 hours No: the toggle stays on.
    expect(
      paths(
        saving('patientInformation', {
          mandatoryFields: 'Off',
          moreThanTwentyFourHrs: 'No',
          reasonMandatoryFieldsNotRequired: 'Inappropriate referral',
        }),
      ),
    ).toContain('patientInformation.patientHospitalId');
  });
  it('checks the observations against their limits, GCS with the spec message', () => {
    const obs = (observations: Record<string, unknown>) =>
      saving('patientInformation', { ...patientInformation, observations });
    expect(obs({ gcs: 3 })).toEqual([]);
    expect(obs({ gcs: 15 })).toEqual([]);
    expect(obs({ gcs: 2 })).toEqual([{ path: 'patientInformation.observations.gcs', message: M.gcsRange }]);
    expect(obs({ gcs: 16 })).toEqual([{ path: 'patientInformation.observations.gcs', message: M.gcsRange }]);
    expect(obs({ temp: -1 })).toEqual([
      { path: 'patientInformation.observations.temp', message: 'Temperature must be between 25 and 45 °C' },
    ]);
    expect(obs({ hr: 301 })).toEqual([
      { path: 'patientInformation.observations.hr', message: 'Must be at most 300' },
    ]);
    expect(obs({ spo2: 101 })).toEqual([
      { path: 'patientInformation.observations.spo2', message: 'Must be at most 100' },
    ]);
    expect(
      obs({
        hr: 80,
        rhythm: 'Atrial Fibrillation',
        sbp: 150,
        dbp: 90,
        bsl: 6.5,
        respRate: 18,
        spo2: 97,
        weight: 80,
        temp: 36.8,
        ett: false,
      }),
    ).toEqual([]);
  });
  it('refuses a triage time after the call', () => {
    expect(
      saving('patientInformation', {
        ...patientInformation,
        hospitalTriageDateAndTime: '2026-03-10T10:01:00+11:00',
      }),
    ).toEqual([{ path: 'patientInformation.hospitalTriageDateAndTime', message: M.triageAfterCall }]);
    expect(saving('patientInformation', { ...patientInformation, hospitalTriageDateAndTime: CALL })).toEqual(
      [],
    );
  });
});

describe('neurologist information (spec 3 §5.2)', () => {
  const at = (time: string, extra: Record<string, unknown> = {}) =>
    saving('neurologistInformation', {
      specialistId: 4,
      specialistDateAndTime: `2026-03-10T${time}+11:00`,
      ...extra,
    });
  it('needs no delay reason when the specialist is contacted 9:59 after the call', () => {
    expect(at('10:09:59')).toEqual([]);
  });
  it('needs a delay reason at 10:00 after the call, and Other its text', () => {
    expect(at('10:10:00')).toEqual([{ path: 'neurologistInformation.delayReason', message: M.required }]);
    expect(at('10:10:00', { delayReason: 'Concurrent case' })).toEqual([]);
    expect(at('10:10:00', { delayReason: 'Other' })).toEqual([
      { path: 'neurologistInformation.otherDelayReason', message: M.required },
    ]);
  });
  it('needs no delay reason after a handover', () => {
    const specialists = [{ serialNo: 1, specialistId: 2, specialist: 'Dr B', specialistDateAndTime: CALL }];
    expect(at('10:40:00', { specialists })).toEqual([]);
  });
  it('refuses a contact before the call or in the future', () => {
    expect(at('09:59:00')).toEqual([
      { path: 'neurologistInformation.specialistDateAndTime', message: M.specialistBeforeCall },
    ]);
    expect(at('11:01:00')).toEqual([
      { path: 'neurologistInformation.specialistDateAndTime', message: M.notInFuture },
      { path: 'neurologistInformation.delayReason', message: M.required },
    ]);
  });
  it('requires the specialist and contact time while the toggle is on', () => {
    expect(paths(saving('neurologistInformation', {}))).toEqual([
      'neurologistInformation.specialistId',
      'neurologistInformation.specialistDateAndTime',
    ]);
    const off = { patientInformation: { mandatoryFields: 'Off', moreThanTwentyFourHrs: 'Yes' } };
    expect(saving('neurologistInformation', {}, off)).toEqual([]);
  });
});

describe('new consult (spec 3 §2.4, §5.8)', () => {
  const schema = makeNewVstConsultSchema(FIXED_NOW);
  it('requires the patient, call taker, call date/time and the referrer fields', () => {
    expect(paths(issuesOf(schema, { referrerInformation: {} }))).toEqual([
      'patientProfileId',
      'callTakerId',
      'callDateTime',
      'referrerInformation.referrerLastName',
      'referrerInformation.referrerFirstName',
      'referrerInformation.referrerPosition',
      'referrerInformation.referrerContactNumber',
      'referrerInformation.referrerHospitalId',
      'referrerInformation.referrerHospitalUnit',
      'referrerInformation.referralDateTime',
    ]);
  });
  it('accepts a complete new consult and refuses a call in the future', () => {
    const body = { patientProfileId: 9, callTakerId: 2, callDateTime: CALL, referrerInformation: referrer };
    expect(parsed(schema, body).patientProfileId).toBe(9);
    expect(issuesOf(schema, { ...body, callDateTime: '2026-03-11T08:00:00+11:00' })).toEqual([
      { path: 'callDateTime', message: M.futureDate },
    ]);
    expect(parsed(newRecordResponseSchema, { data: { id: 3 } }).data.id).toBe(3);
  });
});

describe('the consult as answered (spec 3 §3.1)', () => {
  it('describes a consult with sections never saved as null', () => {
    const consult = parsed(vstConsultSchema, {
      id: 5,
      studyId: 'VST5',
      type: 'Consult',
      patientProfileId: 9,
      patient: {
        id: 9,
        firstName: 'Ann',
        lastName: 'Lee',
        middlename: null,
        gender: 'Female',
        dateOfBirth: '1980-01-01',
        age: null,
        livesOverseas: false,
        addressUnitOrRoomNumber: null,
        addressStreetNumber: '1',
        addressStreetName: 'Main St',
        addressSuburb: 'Bendigo',
        addressState: 'VIC',
        addressPostcode: '3550',
      },
      isActive: true,
      closedOn: null,
      lastModified: '2026-03-10T00:00:00.000Z',
      callDateTime: CALL,
      callTaker: 2,
      callTakerName: 'Cal Taker',
      schemaVersion: 1,
      faxEnabled: true,
      boxEnabled: false,
      referrerInformation: referrer,
    });
    expect(consult.imagingDetails).toBeNull();
    expect(consult.referrerInformation?.referrerHospitalAddress).toBeNull();
  });
});
