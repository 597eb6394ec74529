/**
 * Complete VST consult sections for a call at `callAt` (valid by every rule of the domain: the
 * same answers as the domain's test fixture, vst/test-consults.ts, with times relative to the call
 * and real hospital and specialist ids), and the referrer section every stroke record starts with.
 * The demo seed and the HTTP tests build records with them: VST's consults and follow-ups, the
 * reperfusion register's consults (a register case is a VST consult), and the referrer of VTIS
 * and clinic records. Shared stroke-records code (issue 25 item 2: an area imports no other area).
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
