import { CASE_MESSAGES } from '../cases/messages.ts';

/**
 * Telehealth messages, verbatim from spec 2 (§2.2, §4.10, §5.7, §8.2, §8.3); imported by the
 * server, the web and the tests. Texts SCOUT had to write itself are grouped at the end and marked.
 */
export const TELEHEALTH_MESSAGES = {
  ...CASE_MESSAGES,

  // From CASE_MESSAGES, spec 2 wording shared with ECMO: required ('Required'), invalidEmail
  // ('Enter a valid email address'), transferInvalidEmail ('Please enter a valid email.'),
  // validationFailed, formHasErrors, deleteReasonRequired, transferCancelConfirm ('Are you sure to
  // cancel?'), transferSubmitFailed, transferLoadFailed, noTransferRequests (§5.7, §8.2, §8.3).

  // Validation toasts (§5.7)
  consultationsValidationFailed: 'Consultations section validation failed',
  intensivistValidationFailed: 'Intensivist information validation failed',
  patientHistoryValidationFailed: 'Patient History section validation failed',
  patientInformationValidationFailed: 'Patient Information section validation failed',
  referrerValidationFailed: 'Referrer section validation failed',
  requiredFieldsMissing: 'Required fields are missing',

  // Toasts (§8.2)
  caseCreated: 'Telehealth case created successfully.',
  consultationCreated: 'New case consultation created.',
  sectionUpdated: (section: string) => `${section} section has been updated`,
  caseUpdated: 'Telehealth case updated successfully',
  caseClosed: 'Telehealth case closed',
  deleteFailed: 'Unable to delete TELEHEALTH consult.',
  apiPostNoResult: 'API Post returned no result',
  errorDetail: (detail: string) => `Error: ${detail}`,

  // Conflict prompts (§8.2): a section save, and the whole-case save (Save All, Close).
  sectionConflict:
    'Do you want to proceed and overwrite any changes to this section? Select Yes to save and reload the record.',
  caseConflict:
    'This record has been modified. Do you want to proceed and overwrite changes to the entire record?',

  // Dialogs (§2.2, §4.10)
  leaveGuard: 'You have unsaved changes, are you sure you want to leave?',
  logoutConfirm: 'Are you sure you want to log out?',
  inotropesClearConfirm: 'You will lose any existing infusions or stat doses, proceed?',
  closeConfirm: 'Are you sure you want to close this case?',

  // Dashboard (§2.2)
  dashboardEmpty: 'Keyword yields no results. Please change your keyword and search again.',
  dashboardSearchPlaceholder: 'Search by Case ID, Patient Name, or URN/THCI',

  // Empty states (§8.3)
  noAirway: 'No airway information has been entered.',
  noBreathing: 'No breathing information has been entered.',
  noCirculation: 'No circulations or infusions information has been entered.',
  noDisability: 'No disability information has been entered.',
  noEnvironment: 'No environment or exposure information has been entered.',
  noInvestigations: 'No investigations information has been entered.',
  noRecommendations: 'No recommendations information has been entered.',
  noConsultations: 'No consultations have been added.',
  noIntensivist: 'No intensivist information has been entered.',
  noOutcome: 'No outcome has been entered.',
  noPatientHistory: 'No patient history information has been entered.',

  // Not in the spec (chosen for SCOUT)
  /** Spec 2 §4.10 says removal asks for confirmation but gives no wording. */
  removeInfusionConfirm: 'Remove this infusion?',
  removeStatDoseConfirm: 'Remove this stat dose?',
  /** Spec 2 §8.3 gives no empty text for these two read-only views. */
  noReferrer: 'No referrer information has been entered.',
  noPatientInformation: 'No patient information has been entered.',
  contactNumberTooLong: 'Please enter no more than 15 characters.',
  diagnosisRowRequired: 'At least one ICU admission diagnosis is required.',
  onlyNewestConsultation: 'Only the newest consultation can be changed.',
  consultationNotFound: 'Consultation not found',
  caseClosedReadOnly: 'This case is closed and can no longer be changed.',
  closeNeedsOutcome: 'Choose an outcome before closing the case.',
  closeRefusedByTransfer: 'A case whose transfer was rejected or completed cannot be closed here.',
  outcomeTransferOnlyByRequest: 'Transfer is set by requesting a transfer.',
  bowelMovementAfterConsultation: 'The last bowel movement cannot be after the consultation',
  flowNotOffered: 'Choose a flow rate offered for the O2 mask',
} as const;
