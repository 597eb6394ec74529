/** A complete transfer request (spec 2 §5.5) for the tests. */
export const transferRequest = {
  referral: {
    referrer: {
      lastName: 'Smith',
      firstName: 'Ann',
      position: 'ECMO Consultant',
      contactNumber: '0400 000 000',
      emailAddress: 'ann.smith@hospital.example',
    },
    patient: {
      location: { hospitalId: 4, unit: 'ICU' },
      infectiousRisk: false,
      infectiousRiskDetails: 'cleared without the risk',
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
    ett: true,
    temperature: 37,
  },
  plannedDestination: { location: { hospitalId: 9 } },
};
