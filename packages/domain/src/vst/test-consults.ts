import { FIXED_NOW, issuesOf } from '../cases/test-issues.ts';
import { makeVstConsultSaveSchema } from './case.schema.ts';

/** Test fixtures: a complete VST consult (valid at FIXED_NOW, cases/test-issues.ts) and its sections. */

export const CALL = '2026-03-10T10:00:00+11:00';
export const meta = { id: 5, lastModified: '2026-03-10T00:00:00.000Z', callDateTime: CALL, schemaVersion: 1 };

export const referrer = {
  referrerFirstName: 'Sam',
  referrerLastName: 'Lee',
  referrerPosition: 'Registrar',
  referrerContactNumber: '0355551234',
  referrerHospitalId: 3,
  referrerHospitalUnit: 'ED',
  referralDateTime: '2026-03-10T09:55:00+11:00',
};
export const patientInformation = {
  patientHospitalId: 3,
  patientHospitalUnit: 'ED',
  patientHospitalUrn: 'UR1',
  moreThanTwentyFourHrs: 'No',
  imagingCompleted: 'Yes',
  isPatientCurrentlyTakingAntiCoagulants: 'No',
};
export const neurologistInformation = { specialistId: 4, specialistDateAndTime: '2026-03-10T10:05:00+11:00' };
export const clinical = {
  siteHospitalPreliminaryDiagnosis: 'Ischaemic Stroke',
  wakeUpStroke: 'No',
  lastKnownWellDateAndTime: '2026-03-10T08:30:00+11:00',
  clinicalPresentationNIHSS: 8,
  nihssPerformedBy: 'Hospital staff',
  preStrokemRS: 0,
  currentComorbidities: ['AF'],
};
export const imaging = {
  establishedInfarct: 'No',
  haemorrhage: 'No',
  ctaPerformed: 'No',
  ctpPerformed: 'No',
  imagesAvailableOnVisage: 'Yes',
  localPACSAccessed: 'No',
};
export const diagnosis = { strokeType: 'Ischaemic Stroke', diagnosisDetails: 'Left MCA syndrome' };
export const management = {
  tpaAdvised: 'No',
  reasonsForTPAExclusion: ['Rapidly improving symptoms'],
  patientRecommendedForECR: 'No',
  otherAcuteTreatmentManagementAdviceProvided: ['Stroke Unit'],
};
export const technical = {
  consultType: 'Phone Only',
  reasonNoVideoConsultation: 'Not clinically required',
  technicalSuccess: 'Successful',
};
export const agreement = {
  agreementFromHospitalToDeliverTreatmentPlan: 'Yes',
  appropriateReferralToVST: 'Yes',
};

export const completeConsult = {
  ...meta,
  referrerInformation: referrer,
  patientInformation,
  neurologistInformation,
  clinicalPresentationInformation: clinical,
  imagingDetails: imaging,
  diagnosisDetails: diagnosis,
  reperfusionTherapiesDetails: management,
  technicalConsultationInformation: technical,
  hospitalAgreementDetails: agreement,
};

export const consultSave = makeVstConsultSaveSchema({ now: FIXED_NOW });

/** The issues of a save of one section, with the rest of the consult as its context. */
export const saving = (section: string, values: unknown, rest: Record<string, unknown> = {}) =>
  issuesOf(consultSave, { ...completeConsult, ...rest, sectionsToUpdate: [section], [section]: values });
export const paths = (issues: { path: string }[]) => issues.map((i) => i.path);

/** Recommended Management answers down each chain, for the clearing tests. */
export const tpaChain = {
  tpaAdvised: 'Yes',
  timeOfDecisionToThrombolyse: '2026-03-10T10:20:00+11:00',
  tpaAdministered: 'Yes',
  drugUsed: 'Tenecteplase',
  tpaCommenceDateAndTime: '2026-03-10T10:25:00+11:00',
  reasonsForTPAExclusion: [] as string[],
};
export const ecrChain = {
  patientRecommendedForECR: 'Yes',
  ecrClinicianContacted: 'Dr C',
  patientAcceptedForECR: 'No',
  reasonForECRRefusal: 'No beds',
  furtherECRReferralUndertaken: 'Yes',
  secondaryECRReferralClinicianContacted: 'Dr D',
  secondaryECRReferralAccepted: 'Yes',
  reasonForSecondaryECRRefusal: null as string | null,
  acceptingHospitalForECR: 7,
  doorOutTime: '2026-03-10T11:30:00+11:00',
};
export const ichChain = {
  haemorrhageICHWasTransferRecommended: 'Yes',
  ichPathwayUsed: 'Yes',
  ichPathwayAcceptingClinician: 'Dr E',
  ichAcceptingHospitalIfPathwayNotUsed: null as number | null,
  reasonsICHTransferNotRecommended: [] as string[],
};
export const adviceValues = {
  otherAcuteTreatmentManagementAdviceProvided: ['MRI'],
  otherAcuteTreatmentManagementAdviceProvidedNotes: null,
};
