import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { makeVtisConsultSaveSchema } from './case.schema.ts';
import { makeVtisFollowupSaveSchema } from './followup.schema.ts';

/**
 * Test fixtures: a complete VTIS consult and follow-up (valid at FIXED_NOW, 10 March 2026 11:00 in
 * Melbourne, cases/test-issues.ts) and their sections.
 */

export const CALL = '2026-03-10T09:00:00+11:00';
export const meta = { id: 5, lastModified: '2026-03-10T00:00:00.000Z', callDateTime: CALL };

/** A Medicare number with a right check digit: 2123 4567 weighs to 170, check digit 0. */
export const MEDICARE_10 = '2123456701';
export const MEDICARE_11 = '21234567011';

export const referrer = {
  referrerFirstName: 'Sam',
  referrerLastName: 'Lee',
  referrerPosition: 'Registrar',
  referrerContactNumber: '0355551234',
  referrerHospitalId: 3,
  referrerHospitalUnit: 'Ward',
  referrerHospitalAddress: '1 Hospital Rd, Bendigo VIC 3550',
  referralDateTime: '2026-03-10T08:55:00+11:00',
};
export const patientInformation = {
  title: 'Mrs',
  mobileNumber: '0412 345 678',
  atsi: 'Neither',
  countryOfBirthCode: 1101,
  spokenLanguageCode: '1201',
  interpreterRequired: 'No',
  medicareNumber: MEDICARE_11,
  patientHospitalId: 3,
  patientHospitalUnit: 'Ward',
  patientHospitalUrn: 'UR1',
  patientHospitalAddress: '1 Hospital Rd, Bendigo VIC 3550',
};
export const neurologistInformation = { specialistId: 4, specialistDateAndTime: '2026-03-10T09:20:00+11:00' };
export const patientHistory = {
  strokeOnsetKnown: 'Yes',
  strokeOnsetDate: '2026-03-09',
  timeAccuracy: 'Known',
  strokeOnsetTime: '07:30',
  previousStroke: 'No',
  wasVstContacted: 'Yes',
  intravenousThrombolysisReceived: 'Yes',
  dateOfThrombolysis: '2026-03-09',
  timeOfThrombolysis: '09:10',
  thrombolysisRelatedAdverseEvent: 'No',
  relevantPatientHistory: 'AF, hypertension',
  workingDiagnosisBeforeConsult: 'Ischaemic',
};
export const imaging = { imagingResults: 'Left MCA infarct on CT' };
export const diagnosis = {
  strokeType: 'Ischaemic',
  diagnosisDetails: 'Left MCA syndrome',
  diagnosisRevised: 'No',
  causeOfStrokeKnown: 'Yes',
  causeOfStroke: 'Cardio-embolism',
};
export const management = {
  facilitatedInterHospitalTransfers: 'No',
  managementRecommendations: ['Stroke Unit Care ongoing', 'Antithrombotic Therapy'],
  followUpInvestigationsArranged: ['MRI'],
  followUpReferralsArranged: ['Outpatient stroke clinic'],
  testCancelled: 'No',
  estimatedLengthOfStayAdvised: 'Yes',
  recommendedChangesInMedications: 'No',
  patientCenteredCounselling: 'Yes',
};
export const technical = { consultType: 'Video Conference and Phone', technicalSuccess: 'Successful' };

export const completeConsult = {
  ...meta,
  referrerInformation: referrer,
  patientInformation,
  neurologistInformation,
  patientHistory,
  imagingDetails: imaging,
  diagnosisDetails: diagnosis,
  recommendedManagement: management,
  technicalConsultationInformation: technical,
};

export const consultSave = makeVtisConsultSaveSchema({ now: FIXED_NOW });

/** The issues of a save of one section, with the rest of the consult as its context. */
export const saving = (section: string, values: unknown, rest: Record<string, unknown> = {}) =>
  issuesOf(consultSave, { ...completeConsult, ...rest, sectionsToUpdate: [section], [section]: values });
export const paths = (issues: { path: string }[]) => issues.map((i) => i.path);

export const followupConsultation = {
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
};
export const completeFollowup = {
  ...meta,
  referrerInformation: referrer,
  neurologistInformation,
  followupConsultationInformation: followupConsultation,
};
export const followupSave = makeVtisFollowupSaveSchema({ now: FIXED_NOW });
export const savingFollowup = (values: unknown) =>
  issuesOf(followupSave, {
    ...completeFollowup,
    sectionsToUpdate: ['followupConsultationInformation'],
    followupConsultationInformation: values,
  });
