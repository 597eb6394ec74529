/**
 * Test fixtures: a complete hospital documentation, valid at FIXED_NOW (10 March 2026, 11:00 in
 * Melbourne, cases/test-issues.ts). Admitted 1 March 2026 at 14:30 AEDT (03:30 UTC), discharged
 * 6 March.
 */
export const ADMITTED_AT = '2026-03-01T14:30:00+11:00';

export const admissionDetails = { hospitalAdmissionDate: '2026-03-01', hospitalAdmissionTime: '14:30' };

export const clinicalInformation = {
  dateOfStroke: '2026-03-01',
  timeOfStrokeAccuracy: 'Known',
  timeOfStroke: '12:10',
  didStrokeOccurWhilePatientInHospital: 'No',
  didPatientArriveByAmbulance: 'Yes',
  wasPatientTransferredFromAnotherHospital: 'No',
  didPatientHaveBrainScanAfterThisStroke: 'Yes',
  firstBrainScanDate: '2026-03-01',
  firstBrainScanTime: '12:55',
  nihssOnAdmission: 8,
  preStrokemRS: 0,
  wasPatientProvidedStrokeUnitCareWhileAdmitted: 'Yes',
  complicationsPostStroke: ['UTI'],
  medicalRiskFactors: ['AF', 'HTN'],
  lifestyleRiskFactors: ['Current smoker'],
  wasSwallowScreenPerformed: 'Yes',
  swallowScreenDate: '2026-03-01',
  swallowScreenTime: '15:10',
  didPatientPassSwallowScreen: 'Yes',
  wasSwallowAssessmentBySpeechPathologistRecorded: 'No',
  wasSwallowScreenedBeforeOralMedication: 'Yes',
  wasSwallowScreenedBeforeFoodOrLiquid: 'Yes',
  wasPatientAbleToWalkIndependentlyOnAdmission: 'No',
  wasPatientMobilisedInThisAdmission: 'Yes',
  firstMobilisationDate: '2026-03-02',
  firstMobilisationMethod: 'Sitting',
  wereAntiplateletsGiven: 'Yes',
  antiplateletsDate: '2026-03-01',
  antiplateletsTime: '16:00',
  temperatureReadings: [
    { recordedAt: '2026-03-01T15:00:00+11:00', value: 36.8 },
    { recordedAt: '2026-03-01T19:00:00+11:00', value: 37.1 },
    { recordedAt: '2026-03-01T23:00:00+11:00', value: 37.6 },
    { recordedAt: '2026-03-02T03:00:00+11:00', value: 37.0 },
  ],
  wasTemperatureRecordedFourTimes: 'Yes',
  didPatientHaveFeverWithin72Hours: 'Yes',
  wasParacetamolGivenWithinOneHour: 'Yes',
  fingerPrickGlucoseReadings: [{ recordedAt: '2026-03-01T15:00:00+11:00', value: 7.2 }],
  wasFingerPrickGlucoseRecordedFourTimes: 'No',
  didPatientHaveHighGlucoseWithin48Hours: 'No',
};

export const secondaryPrevention = {
  didPatientOrFamilyReceiveInformation: 'Yes',
  evidenceOfPatientEducationAboutBehaviourChange: 'Yes',
  didPatientReceiveSmokingCessationAdvice: 'Yes',
  antithromboticsPrescribedAtDischarge: 'Yes',
  antihypertensivesPrescribedAtDischarge: 'Yes',
  lipidLoweringTreatmentPrescribedAtDischarge: 'Contraindicated',
};

export const dischargeInformation = {
  dischargemRS: 2,
  nihssOnDischarge: 3,
  patientDeceasedDuringHospitalCare: 'No',
  hospitalDischargeDate: '2026-03-06',
  icd10Code1: 'I63.9',
  icd10Code2: 'I48.9',
  icd10Code3: 'I10',
  icd10Code4: 'F17.2',
  dischargeDestination: 'Inpatient rehabilitation',
  wasDischargeCarePlanProvided: 'Yes',
  followUpInvestigationsArranged: ['Holter monitor'],
  followUpReferralsArranged: ['Outpatient stroke clinic'],
  ongoingTherapyRequired: ['Physio', 'Speech'],
  drivingRestrictions: ['Can start driving after 4 weeks'],
};

export const completeDocumentation = {
  admissionDetails,
  clinicalInformation,
  secondaryPrevention,
  dischargeInformation,
};
