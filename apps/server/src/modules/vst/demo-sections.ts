/**
 * Complete VST sections for a call at `callAt` (valid by every rule of the domain: the same
 * answers as the domain's test fixture, vst/test-consults.ts, with times relative to the call and
 * real hospital and specialist ids). The demo seed and the HTTP tests build records with them.
 */
const MINUTE = 60_000;
const around = (callAt: Date, minutes: number) => new Date(callAt.getTime() + minutes * MINUTE).toISOString();

export interface DemoIds {
  hospitalId: number;
  specialistId: number;
  /** The patient's URN at the hospital (the demo seed gives each patient's own; tests a fixed one). */
  patientHospitalUrn?: string;
}

export function referrerSection(callAt: Date, hospitalId: number, overrides: Record<string, unknown> = {}) {
  return {
    referrerFirstName: 'Sam',
    referrerLastName: 'Lee',
    referrerPosition: 'Registrar',
    // The 03 5550 range Australia reserves for fiction: demo data never calls a real number.
    referrerContactNumber: '0355501234',
    referrerHospitalId: hospitalId,
    referrerHospitalUnit: 'ED',
    referrerEmailAddress: 'sam.lee@example.com',
    referralDateTime: around(callAt, -5),
    ...overrides,
  };
}

/** Every consult section, complete (`sectionsToUpdate` names as keys). */
export function consultSections(callAt: Date, ids: DemoIds) {
  return {
    referrerInformation: referrerSection(callAt, ids.hospitalId),
    patientInformation: {
      patientHospitalId: ids.hospitalId,
      patientHospitalUnit: 'ED',
      patientHospitalUrn: ids.patientHospitalUrn ?? 'UR4471',
      moreThanTwentyFourHrs: 'No',
      imagingCompleted: 'Yes',
      isPatientCurrentlyTakingAntiCoagulants: 'No',
      observations: { hr: 88, sbp: 165, dbp: 90, gcs: 14 },
    },
    neurologistInformation: { specialistId: ids.specialistId, specialistDateAndTime: around(callAt, 5) },
    clinicalPresentationInformation: {
      siteHospitalPreliminaryDiagnosis: 'Ischaemic Stroke',
      wakeUpStroke: 'No',
      lastKnownWellDateAndTime: around(callAt, -90),
      clinicalPresentationNIHSS: 8,
      nihssPerformedBy: 'Hospital staff',
      preStrokemRS: 0,
      currentComorbidities: ['AF'],
    },
    imagingDetails: {
      establishedInfarct: 'No',
      haemorrhage: 'No',
      ctaPerformed: 'No',
      ctpPerformed: 'No',
      imagesAvailableOnVisage: 'Yes',
      localPACSAccessed: 'No',
    },
    diagnosisDetails: { strokeType: 'Ischaemic Stroke', diagnosisDetails: 'Left MCA syndrome' },
    reperfusionTherapiesDetails: {
      tpaAdvised: 'No',
      reasonsForTPAExclusion: ['Rapidly improving symptoms'],
      patientRecommendedForECR: 'No',
      otherAcuteTreatmentManagementAdviceProvided: ['Stroke Unit'],
    },
    technicalConsultationInformation: {
      consultType: 'Phone Only',
      reasonNoVideoConsultation: 'Not clinically required',
      technicalSuccess: 'Successful',
    },
    hospitalAgreementDetails: {
      agreementFromHospitalToDeliverTreatmentPlan: 'Yes',
      appropriateReferralToVST: 'Yes',
    },
  };
}

/**
 * A follow-up of a consult that did not thrombolyse (consultSections): reviewed the next day for
 * its imaging and deficits, not as a post-thrombolysis review.
 */
export const REVIEW_WITHOUT_THROMBOLYSIS = {
  reasonForFollowup: 'Other',
  followupNotes: 'Next-day review: repeat CT shows no haemorrhage; NIHSS improved from 8 to 3.',
  furtherAdviceOrTreatment: 'Continue stroke unit care and aspirin; start apixaban for AF on day 3.',
} as const;

/** Every follow-up section, complete (`consultation` overrides the consultation's answers). */
export function followupSections(callAt: Date, ids: DemoIds, consultation: Record<string, unknown> = {}) {
  return {
    referrerInformation: referrerSection(callAt, ids.hospitalId),
    patientInformation: {
      patientHospitalId: ids.hospitalId,
      patientHospitalUnit: 'Ward',
      patientHospitalUrn: ids.patientHospitalUrn ?? 'UR4471',
    },
    neurologistInformation: { specialistId: ids.specialistId, specialistDateAndTime: around(callAt, 5) },
    followupConsultationInformation: {
      reasonForFollowup: 'tPA',
      followupNotes: 'Reviewed 24 hours after thrombolysis; NIHSS improved to 3.',
      pacsAccessed: 'Yes',
      followupConsultationType: 'Phone only',
      furtherAdviceOrTreatment: 'Continue stroke unit care; start aspirin after repeat CT.',
      seriousAdverseEvent: 'No',
      ...consultation,
    },
    hospitalAgreementDetails: {
      agreementFromHospitalToDeliverTreatmentPlan: 'Yes',
      appropriateReferralToVST: 'Yes',
    },
  };
}
