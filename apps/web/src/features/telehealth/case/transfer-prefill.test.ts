import { describe, expect, it } from 'vitest';
import { makeConsultation, makeTelehealthCase } from '../testing/telehealth-fixtures.tsx';
import { transferPositionOf, transferPrefillFromCase } from './transfer-prefill.ts';

describe('Telehealth transfer prefill', () => {
  it("gives the referrer's position in the transfer form's terms: a Registrar is Other, never dropped (issue 24)", () => {
    const c = makeTelehealthCase();
    const registrar = makeTelehealthCase({
      referrerInformation: { ...c.referrerInformation, position: 'Registrar' },
    });
    expect(transferPrefillFromCase(registrar).referral?.referrer?.position).toBe('Other');
    for (const p of ['HMO', 'Registrar', 'Consultant', 'Nurse', 'GP', 'ARV Consultant', 'Paramedic', 'Other'])
      expect(transferPositionOf(p)).toBe('Other');
    expect(transferPositionOf('VECMOS Coordinator')).toBe('VECMOS Coordinator');
    expect(transferPositionOf(null)).toBeUndefined();
  });

  it('starts from the referrer and the referring hospital, leaving the rest Required', () => {
    const request = transferPrefillFromCase(makeTelehealthCase());
    expect(request.referral?.referrer).toMatchObject({
      lastName: 'Referrer',
      firstName: 'Robin',
      contactNumber: '0390001111',
      // The referrer's Consultant is 'Other' among the transfer's positions.
      position: 'Other',
    });
    expect(request.referral?.patient?.location).toMatchObject({
      hospitalId: 5,
      hospital: 'RMH',
      unit: 'ICU',
    });
    expect(request.referral?.patient?.measurements?.weight).toBeUndefined();
    expect(request.initialObservations?.heartRate).toBeUndefined();
  });

  it("takes the patient's hospital, weight, history and the newest consultation's observations", () => {
    const latest = makeConsultation(12, '2026-11-02T02:00:00.000Z');
    const c = makeTelehealthCase({
      patientInformation: {
        healthCareProviderId: 9,
        healthCareProvider: { name: 'Ballarat Base Hospital', nickName: 'Ballarat' },
        hospitalURN: 'UR1',
        dateOfAdmissionHospital: '2026-10-30T01:00:00.000Z',
        dateOfAdmissionCriticalCare: '2026-10-31T01:00:00.000Z',
        lengthOfStay: 2,
        patientWeight: 74,
        patientHeight: null,
        icuAdmissionDiagnoses: [{ diagnosis: 'Pneumonia' }],
      },
      patientHistoryInformation: {
        historyOfPresentingCase: 'Fever',
        previousMedicalHistory: null,
        allergies: 'Penicillin',
        currentMedications: null,
        previousMedications: null,
      },
      consultations: [
        {
          ...latest,
          breathing: { ...latest.breathing, respiratoryRate: 18, oxygenSaturation: 94, estimatedFiO2: 40 },
          circulationAndInfusion: { ...latest.circulationAndInfusion, heartRate: 101, temperature: 38.1 },
          disability: { ...latest.disability, glascoComaScore: 14 },
        },
      ],
    });
    const request = transferPrefillFromCase(c);
    expect(request.referral?.patient?.location).toMatchObject({ hospitalId: 9, hospital: 'Ballarat' });
    expect(request.referral?.patient?.measurements?.weight).toBe(74);
    expect(request.referral?.patient?.referralHistory).toMatchObject({
      clinicalHistory: 'Fever',
      allergies: 'Penicillin',
    });
    expect(request.initialObservations).toMatchObject({
      heartRate: 101,
      respiratoryRate: 18,
      spo2: 94,
      gcs: 14,
      temperature: 38.1,
      fio2: 40,
    });
  });
});
