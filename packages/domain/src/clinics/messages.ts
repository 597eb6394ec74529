import { STROKE_MESSAGES } from '../stroke/messages.ts';

/**
 * Clinic messages, verbatim from spec 3 (§2.10, §4.4, §5.4, §8); the texts every stroke record
 * shares (validation, conflicts, leave guard, "{Section} section has been updated") are
 * STROKE_MESSAGES'. Texts SCOUT had to write itself are grouped at the end and marked.
 */
export const CLINIC_MESSAGES = {
  ...STROKE_MESSAGES,

  // Toasts (§4.4, §8.1, §8.2)
  clinicSaved: 'Clinic saved successfully',
  outpatientCaseClosed: 'Outpatient case closed',
  deleteClinicFailed: 'Unable to delete VST clinic.',

  // Empty states (§2.10)
  noClinicalAssessmentDetails: 'Currently no clinical assessment details has been saved.',
  noFurtherFollowup: 'Currently further follow up has no saved data.',

  // Not in the spec (chosen for SCOUT)
  /** The referring doctor's Medicare provider number (clinics/provider-number.ts). */
  providerNumberInvalid:
    'Enter a valid provider number: 6 digits, a practice location character and a check letter (e.g. 4024742F)',
  clinicNotFound: 'VST clinic not found',
  referralAfterCall: 'Date of Referral cannot be after Call Date and Time',
  /** §2.10 has no empty text for the clinic list; the dashboards' wording. */
  clinicListEmpty: STROKE_MESSAGES.dashboardEmpty,
} as const;
