import { type DemoIds, referrerSection } from '../stroke/demo-sections.ts';

/**
 * Complete VST follow-up sections for a call at `callAt` (the consult's are shared stroke-records
 * code, modules/stroke/demo-sections.ts, re-exported here). The demo seed and the HTTP tests build
 * records with them.
 */
export { consultSections, type DemoIds, referrerSection } from '../stroke/demo-sections.ts';

const MINUTE = 60_000;
const around = (callAt: Date, minutes: number) => new Date(callAt.getTime() + minutes * MINUTE).toISOString();

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
