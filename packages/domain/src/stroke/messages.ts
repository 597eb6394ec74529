import { CASE_MESSAGES } from '../cases/messages.ts';

/**
 * Messages the two stroke services (VST and VTIS) share, verbatim from spec 3 (§2.2, §2.5, §4.1,
 * §5, §8); VST_MESSAGES and VTIS_MESSAGES spread these and add their own. Texts SCOUT had to write
 * itself are grouped at the end and marked.
 */
export const STROKE_MESSAGES = {
  ...CASE_MESSAGES,

  // From CASE_MESSAGES, spec 3 wording shared with the other areas: required ('Required'),
  // invalidEmail ('Enter a valid email address'), emailTooLong ('Email must have less than 256
  // letters'), transferInvalidEmail ('Please enter a valid email.'), validationFailed,
  // formHasErrors ('There are validation errors. Please check the form.'), transferCancelConfirm
  // ('Are you sure to cancel?'), transferSubmitFailed, transferLoadFailed, noTransferRequests,
  // noAttachments, fileUploaded, fileUploadFailed (§5, §8.1, §8.3).

  // Validation (§5, §5.2, §5.7)
  requiredFieldsMissing: 'Required fields are missing',
  errorDetail: (detail: string) => `Error: ${detail}`,
  nihssRange: 'Please enter a value between 1 to 42 or 99',
  mrsRange: 'Please enter a value between 1 to 5 or 99',
  gcsRange: 'Please enter a value between 3 to 15',
  atLeastOneOption: 'At least one option should be selected',
  declineOtherRequired: 'Why are you declining this consult?',
  /** §5.4 (the clinic's wording; §9 gives VTIS the same limit). */
  medicareTooLong: 'Cannot exceed 11 digits long',

  // Toasts (§8.1, §8.2)
  sectionUpdated: (section: string) => `${section} section has been updated`,
  consultSaved: 'Consult saved successfully',
  consultClosed: 'Consult closed',
  followupClosed: 'Follow up consult closed',
  editCompleted: 'Edit successfully completed',
  saveFailed: 'Unable to Save consult',
  createFailed: 'Something went wrong',
  apiPostNoResult: 'API Post returned no result',
  pdfLoading: 'Loading PDF please wait..',
  pdfFailed: 'Error could not load PDF',
  boxInProgress: 'Box transmission in progress...',
  boxSucceeded: 'Box transmission successful',
  boxFailed: 'Box transmission failed',
  faxInProgress: 'Sending Fax...',
  faxSucceeded: 'Fax successfully sent',
  faxFailed: 'Fax failed to send',

  // Conflicts and the stale-form merge (§4.1)
  sectionConflict:
    'Do you want to proceed and overwrite any changes to this section? Select Yes to save and reload the record.',
  caseConflict:
    'This record has been modified. Do you want to proceed and overwrite changes to the entire record?',
  mergePrompt: 'New updates detected on the form. Do you wish to apply your changes on the updated form?',
  mergeAction: 'Merge Changes',
  mergeApplied: 'Your changes are now applied to the updated form; Kindly review',

  // Dialogs (§2.1, §2.5, §8.1)
  leaveGuard: (section: string) =>
    `Unsaved changes detected in ${section} section. Are you sure you want to leave the page without saving?`,
  logoutConfirm: 'Are you sure you want to log out?',
  closeConfirm: 'Are you sure you want to close this case?',

  // Dashboards (§2.2, §2.3: the VTIS dashboard has the same texts)
  dashboardEmpty: 'Keyword yields no results. Please change your keyword and search again.',
  dashboardSearchPlaceholder: 'Search by Study ID, Patient Name, or URN/THCI',

  // Empty states (§8.3)
  noPatientHistory: 'This patient has no history.',
  noTechnicalConsultation: 'Currently no technical consultation information has been saved.',
  noDiagnosisDetails: 'Currently diagnosis details has no saved data.',
  noImagingDetails: 'Currently imaging details has no saved data.',
  noRecommendedManagement: 'No recommended management recorded.',
  noFollowupConsultation: 'Currently no follow up consultation information has been saved.',
  noNeurologistInformation: 'Currently no neurologist information has been saved.',

  // Not in the spec (chosen for SCOUT)
  /** §5.2 gives the rule (specialist contact after the call, not in the future) but no wording. */
  specialistBeforeCall: 'Specialist contact time cannot be before Call Date and Time',
  notInFuture: 'Cannot be in the future',
  /** A time of day typed apart from its date (VTIS onset, ED presentation, thrombolysis). */
  invalidTime: 'Enter a valid time (HH:mm)',
  /** A Medicare card number (stroke/medicare.ts): digits only, and a real card number. */
  medicareDigitsOnly: 'Medicare number must contain digits only',
  medicareInvalid: 'Enter a valid Medicare number',
  recordReadOnly: 'This record is closed and can no longer be changed.',
  /** Read-only placeholders of the sections §8.3 gives no text for ("Currently no ... has been saved"). */
  noReferrer: 'Currently no referrer information has been saved.',
  noPatientInformation: 'Currently no patient information has been saved.',
  /** The status check (§7.1 "id, LastModified"): the two spellings of the stamp, or the id, disagree. */
  statusStampsDiffer: 'lastModified and LastModified differ: send one of them',
  statusIdMismatch: 'id must be the id of the record in the path',
} as const;
