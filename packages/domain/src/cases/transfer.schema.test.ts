import { describe, expect, it } from 'vitest';
import { CASE_MESSAGES as M } from './messages.ts';
import { FIXED_NOW, issuesOf, parsed } from './test-issues.ts';
import { makeTransferRequestSchema, transferResponseSchema } from './transfer.schema.ts';

const schema = makeTransferRequestSchema(FIXED_NOW);
const request = {
  referral: {
    referrer: {
      lastName: 'Smith',
      firstName: 'Ann',
      position: 'ECMO Consultant',
      contactNumber: '0400 000 000',
    },
    patient: {
      location: { hospitalId: 4, unit: 'ICU' },
      measurements: { weight: 82 },
    },
  },
  referralSite: { arrivalDateTime: '2026-03-09T21:00:00+11:00' },
  initialObservations: {
    heartRate: 100,
    systolicBloodPressure: 110,
    diastolicBloodPressure: 70,
    respiratoryRate: 20,
    spo2: 94,
    gcs: 15,
    temperature: 37,
  },
  plannedDestination: { location: { hospitalId: 9 } },
};

describe('transfer request (spec 2 §5.5)', () => {
  it('accepts a complete request', () => {
    expect(issuesOf(schema, request)).toEqual([]);
  });
  it('requires the spec fields', () => {
    expect(
      issuesOf(schema, {
        referral: { referrer: {}, patient: { location: {}, measurements: {} } },
        referralSite: {},
        initialObservations: {},
        plannedDestination: { location: {} },
      }).map((i) => i.path),
    ).toEqual([
      'referral.referrer.lastName',
      'referral.referrer.firstName',
      'referral.referrer.position',
      'referral.referrer.contactNumber',
      'referral.patient.location.hospitalId',
      'referral.patient.location.unit',
      'referral.patient.measurements.weight',
      'referralSite.arrivalDateTime',
      'initialObservations.heartRate',
      'initialObservations.systolicBloodPressure',
      'initialObservations.diastolicBloodPressure',
      'initialObservations.respiratoryRate',
      'initialObservations.spo2',
      'initialObservations.gcs',
      'initialObservations.temperature',
      'plannedDestination.location.hospitalId',
    ]);
  });
  it("uses the transfer form's email message", () => {
    const bad = {
      ...request,
      referral: { ...request.referral, referrer: { ...request.referral.referrer, emailAddress: 'x@' } },
    };
    expect(issuesOf(schema, bad)).toEqual([
      { path: 'referral.referrer.emailAddress', message: 'Please enter a valid email.' },
    ]);
  });
  it('keeps numbers at 0 or more', () => {
    const obs = { ...request.initialObservations, temperature: -1, respiratoryRate: -1 };
    expect(issuesOf(schema, { ...request, initialObservations: obs })).toEqual([
      { path: 'initialObservations.respiratoryRate', message: 'Must be at least 0' },
      { path: 'initialObservations.temperature', message: 'Temperature must be between 25 and 45 °C' },
    ]);
  });
  it('keeps ETT only when GCS is below 12', () => {
    const withEtt = (gcs: number) =>
      parsed(schema, { ...request, initialObservations: { ...request.initialObservations, gcs, ett: true } });
    expect(withEtt(11).initialObservations.ett).toBe(true);
    expect(withEtt(12).initialObservations.ett).toBeNull();
  });
  it('requires infectious details only when the risk is ticked, and clears them otherwise', () => {
    const patient = (p: object) => ({
      ...request,
      referral: { ...request.referral, patient: { ...request.referral.patient, ...p } },
    });
    expect(issuesOf(schema, patient({ infectiousRisk: true }))).toEqual([
      { path: 'referral.patient.infectiousRiskDetails', message: M.required },
    ]);
    expect(
      parsed(schema, patient({ infectiousRiskDetails: 'COVID' })).referral.patient.infectiousRiskDetails,
    ).toBeNull();
  });
  it('checks the oxygen flow rate against the therapy', () => {
    const obs = { ...request.initialObservations, oxygenTherapy: 'Face Mask', oxygenFlowRate: 3 };
    expect(issuesOf(schema, { ...request, initialObservations: obs })).toEqual([
      { path: 'initialObservations.oxygenFlowRate', message: M.flowNotOffered },
    ]);
  });
  it('takes FiO2 as a whole number from 0 to 100 and refuses others without rewriting them', () => {
    const fio2Issues = (fio2: unknown) =>
      issuesOf(schema, { ...request, initialObservations: { ...request.initialObservations, fio2 } });
    for (const fio2 of [0, 21, 45, 100, null]) expect(fio2Issues(fio2)).toEqual([]);
    expect(fio2Issues(450)).toEqual([{ path: 'initialObservations.fio2', message: 'Must be at most 100' }]);
    expect(fio2Issues(-5)).toEqual([{ path: 'initialObservations.fio2', message: 'Must be at least 0' }]);
    expect(fio2Issues(45.5)).toEqual([{ path: 'initialObservations.fio2', message: M.wholeNumber }]);
  });
});

describe('transfer response (spec 2 §3.4, §4.7)', () => {
  it('reads a stored request with its status', () => {
    const v = parsed(transferResponseSchema, {
      hasRequested: true,
      request,
      referralInformation: {
        status: 'accepted',
        requestedBy: 'Ann Smith',
        whenSubmitted: '2026-03-10T09:00:00+11:00',
        whenRequested: '2026-03-10T09:01:00+11:00',
        whenAccepted: '2026-03-10T09:30:00+11:00',
        actualDestinationHospital: null,
        arvisCaseId: 'ARV-1',
      },
    });
    expect(v.referralInformation?.whenRejected).toBeNull();
    expect(
      parsed(transferResponseSchema, { hasRequested: false, request: null, referralInformation: null })
        .request,
    ).toBeNull();
  });
});
