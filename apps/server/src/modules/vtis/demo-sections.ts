import { DEFAULT_TIME_ZONE, localDateOf } from '@scout/domain/cases/dates';
import { zonedDateTimeToEpochMs } from '@scout/domain/vtis/hospital-documentation-dates';
import { referrerSection } from '../stroke/demo-sections.ts';

/**
 * Complete VTIS sections for a call at `callAt` (valid by every rule of the domain: the answers
 * of the domain's fixtures, vtis/test-consults.ts and hospital-documentation-test-data.ts, with
 * dates and times relative to the call or to today, in the service's time zone, and real hospital
 * and specialist ids). The demo seed and the HTTP tests build records with them.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface VtisDemoIds {
  hospitalId: number;
  /** A VTIS neurologist (VTIS Admin or Manage). */
  specialistId: number;
  /**
   * The patient's own answers (title, Medicare number, URN, the hospital's address...) over the
   * fixed ones the HTTP tests use; the demo seed gives each patient theirs.
   */
  patient?: Record<string, unknown>;
}

/** The wall-clock day (YYYY-MM-DD) and time (HH:mm) of an instant in the time zone. */
function wallClock(ms: number, timeZone: string) {
  const day = localDateOf(new Date(ms).toISOString(), timeZone) ?? '';
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
  return { day, time };
}

/** A Medicare number with a right check digit (vtis/test-consults.ts MEDICARE_11). */
export const DEMO_MEDICARE = '21234567011';

/** When the stroke of a VTIS consult called at `callAt` began (its Patient History): 26 hours before. */
export const vtisStrokeOnset = (callAt: Date): number => callAt.getTime() - 26 * HOUR;

/** Every VTIS consult section, complete (`sectionsToUpdate` names as keys). */
export function vtisConsultSections(callAt: Date, ids: VtisDemoIds, timeZone = DEFAULT_TIME_ZONE) {
  const call = callAt.getTime();
  const onset = wallClock(vtisStrokeOnset(callAt), timeZone);
  const lysis = wallClock(call - 24 * HOUR, timeZone);
  return {
    referrerInformation: referrerSection(callAt, ids.hospitalId, { referrerHospitalUnit: 'Ward' }),
    patientInformation: {
      title: 'Mrs',
      mobileNumber: '0412 345 678',
      atsi: 'Neither',
      countryOfBirthCode: 1101,
      spokenLanguageCode: '1201',
      interpreterRequired: 'No',
      medicareNumber: DEMO_MEDICARE,
      patientHospitalId: ids.hospitalId,
      patientHospitalUnit: 'Ward',
      patientHospitalUrn: 'UR7731',
      patientHospitalAddress: '1 Hospital Rd, Bendigo VIC 3550',
      ...ids.patient,
    },
    neurologistInformation: {
      specialistId: ids.specialistId,
      specialistDateAndTime: new Date(call + 10 * MINUTE).toISOString(),
    },
    patientHistory: {
      strokeOnsetKnown: 'Yes',
      strokeOnsetDate: onset.day,
      timeAccuracy: 'Known',
      strokeOnsetTime: onset.time,
      previousStroke: 'No',
      wasVstContacted: 'Yes',
      intravenousThrombolysisReceived: 'Yes',
      dateOfThrombolysis: lysis.day,
      timeOfThrombolysis: lysis.time,
      thrombolysisRelatedAdverseEvent: 'No',
      relevantPatientHistory: 'AF, hypertension',
      workingDiagnosisBeforeConsult: 'Ischaemic',
    },
    imagingDetails: { imagingResults: 'Left MCA infarct on CT' },
    diagnosisDetails: {
      strokeType: 'Ischaemic',
      diagnosisDetails: 'Left MCA syndrome',
      diagnosisRevised: 'No',
      causeOfStrokeKnown: 'Yes',
      causeOfStroke: 'Cardio-embolism',
    },
    recommendedManagement: {
      facilitatedInterHospitalTransfers: 'No',
      managementRecommendations: ['Stroke Unit Care ongoing', 'Antithrombotic Therapy'],
      followUpInvestigationsArranged: ['MRI'],
      followUpReferralsArranged: ['Outpatient stroke clinic'],
      testCancelled: 'No',
      estimatedLengthOfStayAdvised: 'Yes',
      recommendedChangesInMedications: 'No',
      patientCenteredCounselling: 'Yes',
    },
    technicalConsultationInformation: {
      consultType: 'Video Conference and Phone',
      technicalSuccess: 'Successful',
    },
  };
}

/** Every VTIS follow-up section, complete. */
export function vtisFollowupSections(callAt: Date, ids: VtisDemoIds) {
  return {
    referrerInformation: referrerSection(callAt, ids.hospitalId, { referrerHospitalUnit: 'Ward' }),
    neurologistInformation: {
      specialistId: ids.specialistId,
      specialistDateAndTime: new Date(callAt.getTime() + 10 * MINUTE).toISOString(),
    },
    followupConsultationInformation: {
      history: 'Day 2 review',
      examinationFindings: 'Improving right arm weakness',
      imagingResults: 'No haemorrhagic transformation',
      workingDiagnosisFromInitialVtisConsult: 'Ischaemic',
      workingDiagnosisAfterFollowupVtisConsult: 'Ischaemic',
      workingDiagnosisAfterFollowupVtisConsultDetails: 'Left MCA infarct, cardioembolic',
      plan: 'Start anticoagulation day 7',
      comments: 'Discussed with family',
      additionalInpatientTestsOrdered: 'TTE',
      recommendedChangesInMedication: 'Apixaban from day 7',
      consultType: 'Phone Only',
      technicalSuccess: 'Successful',
    },
  };
}

/**
 * Every hospital documentation section, complete: admitted `admittedDaysAgo` days ago at 14:30,
 * discharged five days later (so at least 5 days ago: no date may be in the future), with the
 * readings of the first day (four temperatures, one of them a fever; one glucose).
 */
export function hospitalDocumentationSections(admittedDaysAgo = 7, timeZone = DEFAULT_TIME_ZONE) {
  const admissionDay = wallClock(Date.now() - admittedDaysAgo * DAY, timeZone).day;
  const admitted =
    zonedDateTimeToEpochMs(admissionDay, '14:30', timeZone) ?? Date.now() - admittedDaysAgo * DAY;
  return hospitalDocumentationSectionsOf(admitted - 2 * HOUR, timeZone);
}

/**
 * Every hospital documentation section, complete, of a stroke that began at `strokeAt` (epoch ms,
 * at a whole minute): brain scan 30 minutes later, admitted two hours after the stroke, discharged
 * five days after the admission (so the stroke must be at least 5 days ago), the readings of the
 * first day. The demo seed gives it the stroke onset of the VTIS consult it documents.
 */
export function hospitalDocumentationSectionsOf(strokeAt: number, timeZone = DEFAULT_TIME_ZONE) {
  const admitted = strokeAt + 2 * HOUR;
  const at = (hours: number) => wallClock(admitted + hours * HOUR, timeZone);
  const reading = (hours: number, value: number) => ({
    recordedAt: new Date(admitted + hours * HOUR).toISOString(),
    value,
  });
  const stroke = at(-2);
  const scan = at(-1.5);
  const swallow = at(0.5);
  const antiplatelets = at(1.5);
  return {
    admissionDetails: {
      hospitalAdmissionDate: at(0).day,
      hospitalAdmissionTime: at(0).time,
    },
    clinicalInformation: {
      dateOfStroke: stroke.day,
      timeOfStrokeAccuracy: 'Known',
      timeOfStroke: stroke.time,
      didStrokeOccurWhilePatientInHospital: 'No',
      didPatientArriveByAmbulance: 'Yes',
      wasPatientTransferredFromAnotherHospital: 'No',
      didPatientHaveBrainScanAfterThisStroke: 'Yes',
      firstBrainScanDate: scan.day,
      firstBrainScanTime: scan.time,
      nihssOnAdmission: 8,
      preStrokemRS: 0,
      wasPatientProvidedStrokeUnitCareWhileAdmitted: 'Yes',
      complicationsPostStroke: ['UTI'],
      medicalRiskFactors: ['AF', 'HTN'],
      lifestyleRiskFactors: ['Current smoker'],
      wasSwallowScreenPerformed: 'Yes',
      swallowScreenDate: swallow.day,
      swallowScreenTime: swallow.time,
      didPatientPassSwallowScreen: 'Yes',
      wasSwallowAssessmentBySpeechPathologistRecorded: 'No',
      wasSwallowScreenedBeforeOralMedication: 'Yes',
      wasSwallowScreenedBeforeFoodOrLiquid: 'Yes',
      wasPatientAbleToWalkIndependentlyOnAdmission: 'No',
      wasPatientMobilisedInThisAdmission: 'Yes',
      firstMobilisationDate: at(20).day,
      firstMobilisationMethod: 'Sitting',
      wereAntiplateletsGiven: 'Yes',
      antiplateletsDate: antiplatelets.day,
      antiplateletsTime: antiplatelets.time,
      temperatureReadings: [reading(0.5, 36.8), reading(4.5, 37.1), reading(8.5, 37.6), reading(12.5, 37.0)],
      wasTemperatureRecordedFourTimes: 'Yes',
      didPatientHaveFeverWithin72Hours: 'Yes',
      wasParacetamolGivenWithinOneHour: 'Yes',
      fingerPrickGlucoseReadings: [reading(0.5, 7.2)],
      wasFingerPrickGlucoseRecordedFourTimes: 'No',
      didPatientHaveHighGlucoseWithin48Hours: 'No',
    },
    secondaryPrevention: {
      didPatientOrFamilyReceiveInformation: 'Yes',
      evidenceOfPatientEducationAboutBehaviourChange: 'Yes',
      didPatientReceiveSmokingCessationAdvice: 'Yes',
      antithromboticsPrescribedAtDischarge: 'Yes',
      antihypertensivesPrescribedAtDischarge: 'Yes',
      lipidLoweringTreatmentPrescribedAtDischarge: 'Contraindicated',
    },
    dischargeInformation: {
      dischargemRS: 2,
      nihssOnDischarge: 3,
      patientDeceasedDuringHospitalCare: 'No',
      hospitalDischargeDate: wallClock(admitted + 5 * DAY, timeZone).day,
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
    },
  };
}
