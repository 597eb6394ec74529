import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import {
  clinicalInformationSchema,
  dischargeInformationSchema,
  makeHospitalDocumentationFormSchema,
  makeHospitalDocumentationRecordSchema,
  makeHospitalDocumentationSaveSchema,
} from './hospital-documentation.schema.ts';
import {
  hospitalDocumentationCompleteness,
  hospitalDocumentationIssues,
  isHospitalDocumentationComplete,
} from './hospital-documentation-checks.ts';
import { HOSPITAL_DOCUMENTATION_MESSAGES as M } from './hospital-documentation-messages.ts';
import { HOSPITAL_DOCUMENTATION_SECTION_NAMES } from './hospital-documentation-sections.ts';
import {
  admissionDetails,
  clinicalInformation,
  completeDocumentation,
  dischargeInformation,
  secondaryPrevention,
} from './hospital-documentation-test-data.ts';

const options = { now: FIXED_NOW };
const save = makeHospitalDocumentationSaveSchema(options);
const meta = { id: 7, lastModified: '2026-03-10T00:00:00.000Z' };
const all = [...HOSPITAL_DOCUMENTATION_SECTION_NAMES];
const issues = (doc: object) => hospitalDocumentationIssues(doc, undefined, options);
const withClinical = (patch: object) => ({
  ...completeDocumentation,
  clinicalInformation: { ...clinicalInformation, ...patch },
});
const withDischarge = (patch: object) => ({
  ...completeDocumentation,
  dischargeInformation: { ...dischargeInformation, ...patch },
});
const at = (section: string) => (i: { path: string }) => i.path.startsWith(section);

describe('a complete documentation (spec 3 §3.6)', () => {
  it('passes every rule and is complete', () => {
    expect(issues(completeDocumentation)).toEqual([]);
    expect(isHospitalDocumentationComplete(completeDocumentation, options)).toBe(true);
  });
  it('saves whole, with sectionsToUpdate, lastModified and forceUpdate', () => {
    const v = parsed(save, { ...meta, ...completeDocumentation, sectionsToUpdate: all, forceUpdate: true });
    expect(v.forceUpdate).toBe(true);
    expect(v.dischargeInformation?.icd10Code1).toBe('I63.9');
    expect(v.clinicalInformation?.transferDate).toBeNull();
    expect(v.dischargeInformation?.drivingRestrictions).toEqual(['Can start driving after 4 weeks']);
  });
  it('marks a section never saved, or failing its rules, incomplete', () => {
    const markers = hospitalDocumentationCompleteness(
      {
        ...completeDocumentation,
        secondaryPrevention: null,
        admissionDetails: { hospitalAdmissionDate: null },
      },
      options,
    );
    expect(markers).toEqual({
      admissionDetails: false,
      clinicalInformation: true,
      secondaryPrevention: false,
      dischargeInformation: true,
    });
  });
});

describe('a section saved alone (spec 3 §4.1 sectionsToUpdate)', () => {
  it('checks only the sections listed', () => {
    const body = { ...meta, sectionsToUpdate: ['admissionDetails'], admissionDetails };
    expect(issuesOf(save, body)).toEqual([]);
  });
  it('needs every listed section in the body', () => {
    expect(issuesOf(save, { ...meta, sectionsToUpdate: ['secondaryPrevention'] })).toEqual([
      { path: 'secondaryPrevention', message: M.sectionMissing },
    ]);
  });
  it('reports the section’s rules at their field paths', () => {
    const body = { ...meta, sectionsToUpdate: ['secondaryPrevention'], secondaryPrevention: {} };
    expect(issuesOf(save, body)).toEqual([
      { path: 'secondaryPrevention.antithromboticsPrescribedAtDischarge', message: M.required },
      { path: 'secondaryPrevention.antihypertensivesPrescribedAtDischarge', message: M.required },
      { path: 'secondaryPrevention.lipidLoweringTreatmentPrescribedAtDischarge', message: M.required },
    ]);
  });
});

describe('required fields (spec 3 §5.9)', () => {
  it('requires the admission date and time', () => {
    expect(issues({ ...completeDocumentation, admissionDetails: {} }).filter(at('admissionDetails'))).toEqual(
      [
        { path: 'admissionDetails.hospitalAdmissionDate', message: M.required },
        { path: 'admissionDetails.hospitalAdmissionTime', message: M.required },
      ],
    );
  });
  it('requires stroke date and accuracy, NIHSS on admission and pre-stroke mRS', () => {
    const found = issues(
      withClinical({
        dateOfStroke: null,
        timeOfStrokeAccuracy: null,
        nihssOnAdmission: null,
        preStrokemRS: null,
      }),
    );
    expect(found).toEqual([
      { path: 'clinicalInformation.dateOfStroke', message: M.required },
      { path: 'clinicalInformation.timeOfStrokeAccuracy', message: M.required },
      { path: 'clinicalInformation.nihssOnAdmission', message: M.required },
      { path: 'clinicalInformation.preStrokemRS', message: M.required },
    ]);
  });
  it('requires the time of stroke unless its accuracy is Unknown', () => {
    expect(issues(withClinical({ timeOfStroke: null }))).toEqual([
      { path: 'clinicalInformation.timeOfStroke', message: M.required },
    ]);
    expect(issues(withClinical({ timeOfStroke: null, timeOfStrokeAccuracy: 'Unknown' }))).toEqual([]);
    expect(issues(withClinical({ timeOfStroke: null, timeOfStrokeAccuracy: 'WakeUp' }))).toHaveLength(1);
  });
  it('requires the date and time a Yes shows, and nothing when the answer is No', () => {
    const yes = withClinical({
      wasPatientTransferredFromAnotherHospital: 'Yes',
      didPatientHaveBrainScanAfterThisStroke: 'Yes',
      firstBrainScanDate: null,
      firstBrainScanTime: null,
      swallowScreenTime: null,
      wasSwallowAssessmentBySpeechPathologistRecorded: 'Yes',
      firstMobilisationDate: null,
      antiplateletsDate: null,
    });
    expect(issues(yes).map((i) => i.path)).toEqual([
      'clinicalInformation.transferDate',
      'clinicalInformation.transferTime',
      'clinicalInformation.firstBrainScanDate',
      'clinicalInformation.firstBrainScanTime',
      'clinicalInformation.swallowScreenTime',
      'clinicalInformation.swallowAssessmentDate',
      'clinicalInformation.swallowAssessmentTime',
      'clinicalInformation.firstMobilisationDate',
      'clinicalInformation.antiplateletsDate',
    ]);
    const no = withClinical({
      didPatientHaveBrainScanAfterThisStroke: 'No',
      firstBrainScanDate: null,
      firstBrainScanTime: null,
      wasSwallowScreenPerformed: 'Unknown',
      swallowScreenTime: null,
      wereAntiplateletsGiven: 'No, but anticoagulant agent provided',
      antiplateletsDate: null,
    });
    expect(issues(no)).toEqual([]);
  });
  it('requires the additional risk factor texts with Other', () => {
    expect(issues(withClinical({ medicalRiskFactors: ['Other'], lifestyleRiskFactors: ['Other'] }))).toEqual([
      { path: 'clinicalInformation.additionalMedicalRiskFactors', message: M.required },
      { path: 'clinicalInformation.additionalLifestyleRiskFactors', message: M.required },
    ]);
  });
  it('requires the discharge fields, the four ICD-10 codes and one investigation and referral', () => {
    expect(
      issues({ ...completeDocumentation, dischargeInformation: {} }).filter(at('dischargeInformation')),
    ).toEqual(
      [
        'dischargemRS',
        'nihssOnDischarge',
        'hospitalDischargeDate',
        'icd10Code1',
        'icd10Code2',
        'icd10Code3',
        'icd10Code4',
        'dischargeDestination',
        'wasDischargeCarePlanProvided',
      ]
        .map((f) => ({ path: `dischargeInformation.${f}`, message: M.required as string }))
        .concat([
          { path: 'dischargeInformation.followUpInvestigationsArranged', message: M.atLeastOneOption },
          { path: 'dischargeInformation.followUpReferralsArranged', message: M.atLeastOneOption },
        ]),
    );
  });
  it('leaves equipment, therapy and driving restrictions optional', () => {
    const optional = withDischarge({
      equipmentRequiredForHome: null,
      ongoingTherapyRequired: [],
      drivingRestrictions: [],
    });
    expect(issues(optional)).toEqual([]);
  });
  it('requires the Other texts of investigations (also Pathology), referrals and destination', () => {
    const found = issues(
      withDischarge({
        followUpInvestigationsArranged: ['Pathology'],
        followUpReferralsArranged: ['Cardiology', 'Other'],
        dischargeDestination: 'Other',
      }),
    );
    expect(found.map((i) => i.path)).toEqual([
      'dischargeInformation.dischargeDestinationOther',
      'dischargeInformation.additionalFollowUpInvestigationsArranged',
      'dischargeInformation.additionalFollowUpReferralsArranged',
    ]);
  });
  it('requires the date of death for a death', () => {
    const died = withDischarge({
      patientDeceasedDuringHospitalCare: 'Yes',
      dischargemRS: 6,
      dischargeDestination: 'Deceased',
    });
    expect(issues(died)).toEqual([{ path: 'dischargeInformation.dateOfDeath', message: M.required }]);
    expect(issues(withDischarge({ ...died.dischargeInformation, dateOfDeath: '2026-03-05' }))).toEqual([]);
  });
});

describe('values and limits (never clamped: the message names the limit)', () => {
  const clinical = (patch: object) =>
    issuesOf(clinicalInformationSchema, { ...clinicalInformation, ...patch });
  const discharge = (patch: object) =>
    issuesOf(dischargeInformationSchema, { ...dischargeInformation, ...patch });
  it('takes NIHSS 0 to 42 or 99, pre-stroke mRS 0 to 5 or 99, discharge mRS 0 to 6 or 99', () => {
    expect(clinical({ nihssOnAdmission: 0, preStrokemRS: 5 })).toEqual([]);
    expect(clinical({ nihssOnAdmission: 42, preStrokemRS: 99 })).toEqual([]);
    expect(clinical({ nihssOnAdmission: 43 })).toEqual([{ path: 'nihssOnAdmission', message: M.nihssRange }]);
    expect(clinical({ nihssOnAdmission: -1 })).toEqual([{ path: 'nihssOnAdmission', message: M.nihssRange }]);
    expect(clinical({ preStrokemRS: 6 })).toEqual([{ path: 'preStrokemRS', message: M.mrsRange }]);
    expect(discharge({ dischargemRS: 6 })).toEqual([]);
    expect(discharge({ dischargemRS: 7 })).toEqual([{ path: 'dischargemRS', message: M.dischargeMrsRange }]);
    expect(discharge({ nihssOnDischarge: 2.5 })).toEqual([
      { path: 'nihssOnDischarge', message: M.nihssRange },
    ]);
  });
  it('takes times as HH:mm', () => {
    expect(clinical({ timeOfStroke: '23:59' })).toEqual([]);
    expect(clinical({ timeOfStroke: '24:00' })).toEqual([{ path: 'timeOfStroke', message: M.invalidTime }]);
    expect(clinical({ timeOfStroke: '7:30' })).toEqual([{ path: 'timeOfStroke', message: M.invalidTime }]);
  });
  it('takes ICD-10-AM code shapes, surrounding spaces ignored', () => {
    expect(discharge({ icd10Code2: 'G45.9', icd10Code3: ' I61.0 ' })).toEqual([]);
    expect(parsed(dischargeInformationSchema, { icd10Code3: ' I61.0 ' }).icd10Code3).toBe('I61.0');
    expect(discharge({ icd10Code1: 'i63.9' })).toEqual([{ path: 'icd10Code1', message: M.icd10Code }]);
    expect(discharge({ icd10Code4: 'I639' })).toEqual([{ path: 'icd10Code4', message: M.icd10Code }]);
  });
  it('refuses an ICD-10 code entered twice', () => {
    expect(issues(withDischarge({ icd10Code3: 'I63.9' }))).toEqual([
      { path: 'dischargeInformation.icd10Code3', message: M.icd10Duplicate },
    ]);
  });
  it('keeps Not required and Not applicable alone', () => {
    expect(issues(withDischarge({ followUpInvestigationsArranged: ['Not required'] }))).toEqual([]);
    expect(issues(withDischarge({ followUpReferralsArranged: ['Cardiology', 'Not required'] }))).toEqual([
      {
        path: 'dischargeInformation.followUpReferralsArranged',
        message: M.choiceStandsAlone('Not required'),
      },
    ]);
    const driving = ['Not applicable', 'Stroke Clinic appointment required'];
    expect(issues(withDischarge({ drivingRestrictions: driving }))).toEqual([
      { path: 'dischargeInformation.drivingRestrictions', message: M.choiceStandsAlone('Not applicable') },
    ]);
  });
  it('takes temperatures of 25 to 45 °C and glucose levels of 0 to 100 mmol/L', () => {
    const t = (value: number) =>
      clinical({ temperatureReadings: [{ recordedAt: '2026-03-01T15:00:00+11:00', value }] });
    expect(t(25)).toEqual([]);
    expect(t(45.1)).toEqual([{ path: 'temperatureReadings.0.value', message: M.temperatureRange }]);
    const g = (value: number) =>
      clinical({ fingerPrickGlucoseReadings: [{ recordedAt: '2026-03-01T15:00:00+11:00', value }] });
    expect(g(100)).toEqual([]);
    expect(g(-0.1)).toEqual([{ path: 'fingerPrickGlucoseReadings.0.value', message: M.glucoseRange }]);
  });
});

describe('dates in order, and no day in the future (FIXED_NOW: 10 March 2026)', () => {
  it('refuses a discharge before admission, and a death outside the stay', () => {
    // The stroke (1 March) is then after discharge too.
    expect(issues(withDischarge({ hospitalDischargeDate: '2026-02-28' }))).toEqual([
      { path: 'clinicalInformation.dateOfStroke', message: M.strokeAfterDischarge },
      { path: 'dischargeInformation.hospitalDischargeDate', message: M.dischargeBeforeAdmission },
    ]);
    const died = {
      patientDeceasedDuringHospitalCare: 'Yes',
      dischargemRS: 6,
      dischargeDestination: 'Deceased',
    };
    expect(issues(withDischarge({ ...died, dateOfDeath: '2026-02-28' }))).toEqual([
      { path: 'dischargeInformation.dateOfDeath', message: M.deathBeforeAdmission },
    ]);
    expect(issues(withDischarge({ ...died, dateOfDeath: '2026-03-07' }))).toEqual([
      { path: 'dischargeInformation.dateOfDeath', message: M.deathAfterDischarge },
    ]);
  });
  it('accepts a same-day discharge', () => {
    expect(issues(withDischarge({ hospitalDischargeDate: '2026-03-01' }))).toEqual([]);
  });
  it('refuses a stroke after discharge', () => {
    expect(issues(withClinical({ dateOfStroke: '2026-03-07' }))).toEqual([
      { path: 'clinicalInformation.dateOfStroke', message: M.strokeAfterDischarge },
    ]);
  });
  it('refuses a day after today, but today is fine', () => {
    expect(issues(withDischarge({ hospitalDischargeDate: '2026-03-10' }))).toEqual([]);
    expect(issues(withDischarge({ hospitalDischargeDate: '2026-03-11' }))).toEqual([
      { path: 'dischargeInformation.hospitalDischargeDate', message: M.futureDate },
    ]);
    const reading = { recordedAt: '2026-03-11T08:00:00+11:00', value: 37 };
    expect(issues(withClinical({ temperatureReadings: [reading] }))).toEqual([
      { path: 'clinicalInformation.temperatureReadings.0.recordedAt', message: M.futureDate },
    ]);
  });
});

describe('a death is told the same way everywhere', () => {
  it('needs mRS 6 and the destination Deceased with a death', () => {
    const found = issues(
      withDischarge({ patientDeceasedDuringHospitalCare: 'Yes', dateOfDeath: '2026-03-05' }),
    );
    expect(found).toEqual([
      { path: 'dischargeInformation.dischargemRS', message: M.deceasedMrs },
      { path: 'dischargeInformation.dischargeDestination', message: M.deceasedDestination },
    ]);
  });
  it('needs the death answered Yes for mRS 6 or the destination Deceased', () => {
    expect(issues(withDischarge({ dischargemRS: 6 }))).toEqual([
      { path: 'dischargeInformation.patientDeceasedDuringHospitalCare', message: M.mrsSixNeedsDeceased },
    ]);
    expect(issues(withDischarge({ dischargeDestination: 'Deceased' }))).toEqual([
      {
        path: 'dischargeInformation.patientDeceasedDuringHospitalCare',
        message: M.destinationDeceasedNeedsDeceased,
      },
    ]);
  });
});

describe('answers the recorded readings contradict (spec 3 §9 thresholds)', () => {
  it('refuses No for a fever the temperatures show, and for four readings on day one', () => {
    expect(
      issues(withClinical({ didPatientHaveFeverWithin72Hours: 'No', wasTemperatureRecordedFourTimes: 'No' })),
    ).toEqual([
      {
        path: 'clinicalInformation.wasTemperatureRecordedFourTimes',
        message: M.temperatureFourTimesRecorded,
      },
      { path: 'clinicalInformation.didPatientHaveFeverWithin72Hours', message: M.feverRecorded },
    ]);
  });
  it('accepts Unknown, and a Yes the readings do not show', () => {
    expect(issues(withClinical({ didPatientHaveFeverWithin72Hours: 'Unknown' }))).toEqual([]);
    expect(issues(withClinical({ didPatientHaveHighGlucoseWithin48Hours: 'Yes' }))).toEqual([]);
  });
  it('refuses No for a high glucose the readings show', () => {
    const high = withClinical({
      fingerPrickGlucoseReadings: [{ recordedAt: '2026-03-03T14:30:00+11:00', value: 12.4 }],
    });
    expect(issues(high)).toEqual([
      { path: 'clinicalInformation.didPatientHaveHighGlucoseWithin48Hours', message: M.highGlucoseRecorded },
    ]);
  });
});

describe('the form and the answer', () => {
  it('checks the form’s sections as a save does', () => {
    const form = makeHospitalDocumentationFormSchema(['admissionDetails'], options);
    expect(issuesOf(form, { admissionDetails: {} }).map((i) => i.path)).toEqual([
      'admissionDetails.hospitalAdmissionDate',
      'admissionDetails.hospitalAdmissionTime',
    ]);
    expect(issuesOf(makeHospitalDocumentationFormSchema(undefined, options), completeDocumentation)).toEqual(
      [],
    );
  });
  it('describes the record GET answers, with the consult’s own patientInformation schema', () => {
    const record = makeHospitalDocumentationRecordSchema(z.object({ patientHospitalUrn: z.string() }));
    const answer = {
      id: 7,
      studyId: 'VTIS7',
      patient: {
        id: 1,
        firstName: 'Ada',
        lastName: 'Lovelace',
        middlename: null,
        gender: 'Female',
        dateOfBirth: '1950-12-10',
        age: 75,
        livesOverseas: false,
        addressUnitOrRoomNumber: null,
        addressStreetNumber: '1',
        addressStreetName: 'Main St',
        addressSuburb: 'Bendigo',
        addressState: 'VIC',
        addressPostcode: '3550',
      },
      patientInformation: { patientHospitalUrn: 'UR1' },
      strokeType: 'Ischaemic',
      hospitalDocumentation: {
        closedOn: null,
        lastModified: '2026-03-10T00:00:00.000Z',
        ...completeDocumentation,
      },
    };
    expect(issuesOf(record, answer)).toEqual([]);
    expect(issuesOf(record, { ...answer, patientInformation: {} })).toEqual([
      { path: 'patientInformation.patientHospitalUrn', message: expect.any(String) },
    ]);
  });
  it('keeps the secondary prevention fixture in step with its section', () => {
    expect(issues({ ...completeDocumentation, secondaryPrevention })).toEqual([]);
  });
});
