import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { splitPairIssues, type TimeOrderPair } from '../cases/time-order.ts';
import { makeEcmoDetailsSchema } from './ecmo-details.schema.ts';
import { makePatientHospitalInformationSchema } from './patient-hospital.schema.ts';

/** Issue 24 item D: ordered clinical times, checked on the section schemas the server and web share. */
const details = makeEcmoDetailsSchema(FIXED_NOW);
const hospital = makePatientHospitalInformationSchema(FIXED_NOW);

const start = '2025-11-28T09:00:00+11:00';
const decannulated = (decannulationDateTime: unknown) => ({
  hasEcmoStoppedAndDecannulated: true,
  decannulationDateTime,
  cannulaRepairRequired: false,
  postDecannulationVascularStudyBooked: true,
  decannulationReason: 'Reconfiguration',
});
const onEcmo = (overrides: Record<string, unknown> = {}) => ({
  ecmoStatus: 'OnEcmo',
  cannulationWithoutEcmo: false,
  ecmoDevice: 'Cardiohelp',
  ecmoStartDate: start,
  ecmoStartLocation: { location: 'ICU' },
  ecmoMode: 'VV',
  circuit: 'HLS',
  cannulation: {
    dateTimeFlowStarted: start,
    initialSpeed: 3500,
    initialFlow: 4.5,
    initialSweep: 3,
    membraneLung: 'Single Membrane',
    primaryDrainage: { outerDiameter: 25, cannulaLength: 55 },
    primaryReturn: { venousOrArterial: 'V', outerDiameter: 21 },
  },
  cardiacArrest: { isCardiacArrest: false },
  ...overrides,
});
const hospitalBody = (overrides: Record<string, unknown> = {}) => ({
  patientHospitalId: 1,
  patientHospitalUnit: 'ICU',
  patientHospitalUrn: 'U1',
  patientHospitalAddress: '300 Grattan Street',
  hospitalAdmissionDateTime: '2025-11-20T08:00:00+11:00',
  infectiousRisk: false,
  ...overrides,
});

describe('ECMO clinical times in order', () => {
  it('refuses a decannulation before the ECMO start, at the decannulation, naming both', () => {
    const body = onEcmo({ decannulation: decannulated('2025-11-20T09:00:00+11:00') });
    expect(issuesOf(details, body)).toEqual([
      {
        path: 'decannulation.decannulationDateTime',
        message: 'Decannulation date/time cannot be before ECMO start date/time',
      },
    ]);
    expect(issuesOf(details, onEcmo({ decannulation: decannulated('2025-12-02T09:00:00+11:00') }))).toEqual(
      [],
    );
  });

  it('compares at the minute the user sees: the same minute is in order', () => {
    const sameMinute = onEcmo({
      ecmoStartDate: '2025-11-28T09:00:45.500+11:00',
      decannulation: decannulated('2025-11-27T22:00:05Z'),
    });
    expect(issuesOf(details, sameMinute)).toEqual([]);
    const minuteBefore = onEcmo({ decannulation: decannulated('2025-11-27T21:59:59Z') });
    expect(issuesOf(details, minuteBefore).map((i) => i.path)).toEqual([
      'decannulation.decannulationDateTime',
    ]);
  });

  it('checks only shown fields: a hidden decannulation or hidden panels are not checked', () => {
    const early = { ...decannulated('2025-11-20T09:00:00+11:00'), hasEcmoStoppedAndDecannulated: false };
    expect(issuesOf(details, onEcmo({ decannulation: early }))).toEqual([]);
    const hidden = {
      ecmoStatus: 'ForConsideration',
      ecmoStartDate: start,
      decannulation: decannulated('2025-11-20T09:00:00+11:00'),
    };
    expect(issuesOf(details, hidden)).toEqual([]);
  });

  it('orders weaning studies, circuit changes and the cardiac arrest times', () => {
    const body = onEcmo({
      weaningStudies: [
        { dateOfWeaningStudy: '2025-11-27T09:00:00+11:00', resultOfWeaningStudy: 'Passed', comment: 'ok' },
      ],
      cardiacArrest: {
        isCardiacArrest: true,
        dateAndTimeOfCardiacArrest: '2025-11-28T08:00:00+11:00',
        timeOfDecisionForEcpr: '2025-11-28T07:50:00+11:00',
        cannulationStartTime: '2025-11-28T08:30:00+11:00',
        timeOnSupport: '2025-11-28T08:20:00+11:00',
      },
    });
    const messages = issuesOf(details, body).filter((i) => i.message.includes('cannot be before'));
    expect(messages).toEqual([
      {
        path: 'weaningStudies.0.dateOfWeaningStudy',
        message: 'Weaning study date/time cannot be before ECMO start date/time',
      },
      {
        path: 'cardiacArrest.timeOfDecisionForEcpr',
        message: 'Decision for ECPR cannot be before Date/time of arrest',
      },
      { path: 'cardiacArrest.timeOnSupport', message: 'Time on support cannot be before Cannulation start' },
    ]);
  });

  it('refuses an ICU admission before the hospital admission, at the ICU admission', () => {
    expect(issuesOf(hospital, hospitalBody({ icuAdmissionDateTime: '2025-11-19T23:00:00+11:00' }))).toEqual([
      {
        path: 'icuAdmissionDateTime',
        message: 'ICU admission date/time cannot be before Hospital admission date/time',
      },
    ]);
    expect(issuesOf(hospital, hospitalBody({ icuAdmissionDateTime: '2025-11-20T10:00:00+11:00' }))).toEqual(
      [],
    );
  });

  it('never reads a wrongly typed time: the field answers for itself', () => {
    const body = onEcmo({ ecmoStartDate: 5, decannulation: decannulated(['2025-11-20']) });
    const issues = issuesOf(details, body);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => !i.message.includes('cannot be before'))).toBe(true);
  });

  it('a pair split over two sections is checked on the merged case, at the saved side', () => {
    const pairs: TimeOrderPair[] = [
      {
        earlier: ['a', 'admitted'],
        earlierLabel: 'Admitted',
        later: ['b', 'left'],
        laterLabel: 'Left',
      },
    ];
    const merged = { a: { admitted: '2025-11-28T09:00:00Z' }, b: { left: '2025-11-27T09:00:00Z' } };
    expect(splitPairIssues(pairs, ['b'], merged)).toEqual([
      { path: ['left'], message: 'Left cannot be before Admitted' },
    ]);
    expect(splitPairIssues(pairs, ['a'], merged)).toEqual([
      { path: ['admitted'], message: 'Left cannot be before Admitted' },
    ]);
  });
});
