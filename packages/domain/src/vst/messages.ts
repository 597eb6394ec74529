import { STROKE_MESSAGES } from '../stroke/messages.ts';

/**
 * VST messages, verbatim from spec 3 (§2.2, §2.5, §4.1, §5, §8); imported by the server, the web
 * and the tests. The texts VST shares with VTIS (validation, toasts, conflicts, dialogs, dashboard,
 * empty states) are STROKE_MESSAGES'; VST's own follow. Texts SCOUT had to write itself are
 * grouped at the end and marked.
 */
export const VST_MESSAGES = {
  ...STROKE_MESSAGES,

  // Validation (§5.2)
  lastKnownWellAfterCall: 'Time Last Known Well cannot be after Call Date and Time',
  symptomOnsetAfterCall: 'Estimated Time of Symptom Onset cannot be after Call Date and Time',

  // Toasts (§8.1, §8.2)
  consultClosedReferredToVtis: 'Consult closed. Patient has been automatically referred to VTIS.',
  deleteConsultFailed: 'Unable to delete VST consult.',
  deleteFollowupFailed: 'Unable to delete VST followup.',

  // Not in the spec (chosen for SCOUT)
  /** §5.2 gives the rule ("cannot be after the call time") but no wording. */
  triageAfterCall: 'Hospital Triage Time cannot be after Call Date and Time',
  /** §5.2: "must lie between decision time and now", no wording. */
  tpaStartBeforeDecision: 'tPA start cannot be before the Time of Decision to Thrombolyse',
  bubbleStudyNeedsEchocardiogram: 'Bubble study can only be chosen with Echocardiogram',
  /** §2.2 / §4.1: the follow-up rule, as the server's refusal. */
  followupNotAllowed: 'A follow-up can be created only from a closed consult with no open follow-up.',
  consultNotFound: 'VST consult not found',
  followupNotFound: 'VST follow-up not found',
  /** Read-only placeholders of the sections §8.3 gives no text for ("Currently no ... has been saved"). */
  noClinicalPresentation: 'Currently no clinical presentation information has been saved.',
  noHospitalAgreement: 'Currently no hospital agreement has been saved.',
} as const;
