import { PATIENT_MESSAGES } from '../patients/messages.ts';
import { STROKE_MESSAGES } from '../stroke/messages.ts';

/**
 * VTIS messages, verbatim from spec 3 (§2.1, §2.3, §4.1, §5, §8); imported by the server, the web
 * and the tests. The texts VTIS shares with VST (validation, toasts, conflicts, the leave guard,
 * dashboard texts, empty states) are STROKE_MESSAGES'; VTIS's own follow. Texts SCOUT had to write
 * itself are grouped at the end and marked.
 */
export const VTIS_MESSAGES = {
  ...STROKE_MESSAGES,

  // From STROKE_MESSAGES, the spec's texts VTIS uses as VST does: required, validationFailed,
  // requiredFieldsMissing, errorDetail, invalidEmail, emailTooLong, atLeastOneOption,
  // declineOtherRequired ('Why are you declining this consult?'), medicareTooLong ('Cannot exceed
  // 11 digits long'), sectionUpdated, consultClosed ('Consult closed'), followupClosed ('Follow up
  // consult closed'), editCompleted, saveFailed, createFailed, apiPostNoResult, pdfLoading,
  // pdfFailed, box and fax texts, sectionConflict, caseConflict, mergePrompt, mergeAction,
  // mergeApplied, leaveGuard, logoutConfirm, dashboardEmpty, dashboardSearchPlaceholder and the
  // empty states of §8.3.

  // Screens (§2.1, §2.3)
  dashboardTitle: 'Victorian Telestroke Inpatient Service - Consults and Follow Ups',
  newConsultButton: 'New VTIS Consultation',
  newFollowupTitle: 'New VTIS Follow up',
  exportConsultButton: 'Export Data: VTIS Consult',
  exportFollowupButton: 'Export Data: VTIS Follow Up',
  exportAuscrButton: 'Export Data: AuSCR',

  // Decline (§4.1, §8.1)
  declinedBanner: (person: string, date: string, reason: string) =>
    `VTIS Consult declined by ${person} on ${date}: ${reason}`,
  declineFailed: 'Unable to decline VTIS consult.',

  // Deletion (§8.1)
  deleteConsultFailed: 'Unable to delete VTIS consult.',

  // Discharge summary and hospital documentation (§4.1, §8.1, §8.2)
  dischargeSummaryLoading: 'Loading Discharge Summary PDF please wait..',
  dischargeSummaryFailed: 'Error could not load Discharge Summary PDF',
  hospitalDocumentationSaveFailed: 'Unable to save hospital documentation',
  hospitalDocumentationUpdateFailed: 'Cannot update hospital documentation',
  hospitalDocumentationCompleteFailed: 'Cannot complete hospital documentation',
  hospitalDocumentationClosed: 'Hospital documentation closed',

  // Reports (§8.1)
  noRecordsForReport: 'No records found for this report',

  // Not in the spec (chosen for SCOUT)
  /** §5.5: the country and language search needs 3 characters (the spoken-language search's text). */
  searchTooShort: PATIENT_MESSAGES.languageKeywordTooShort,
  chooseCountry: 'Choose a country from the list',
  chooseLanguage: 'Choose a language from the list',
  invalidPhone: 'Enter a valid phone number',
  thrombolysisBeforeOnset: 'Thrombolysis cannot be before the stroke onset',
  choiceStandsAlone: (choice: string) => `${choice} cannot be combined with other choices`,
  /** §4.1: the follow-up rule, as the server's refusal. */
  followupNotAllowed:
    'A follow-up can be created only from an INPATIENT VTIS consult (not pending, declined or closed) with no active follow-up.',
  /** §4.1: decline is offered for pending consults only. */
  declineNotAllowed: 'Only a pending VTIS consult can be declined.',
  consultDeclined: 'This consult was declined and can no longer be changed.',
  consultNotFound: 'VTIS consult not found',
  followupNotFound: 'VTIS follow-up not found',
  /** Read-only placeholders of the panels §8.3 gives no text for ("Currently no ... has been saved"). */
  noPatientHistoryInformation: 'Currently no patient history information has been saved.',
} as const;
