import { PATIENT_MESSAGES } from '../patients/messages.ts';

/**
 * ECMO (VECMOS) messages, verbatim from spec 2 (§2.1, §4, §5, §8.1, §8.3); imported by the server,
 * the web and the tests. Texts SCOUT had to write itself are grouped at the end and marked.
 */
export const ECMO_MESSAGES = {
  // Validation (§5)
  required: 'Required',
  invalidEmail: 'Enter a valid email address',
  emailTooLong: 'Email must have less than 256 letters',
  transferInvalidEmail: 'Please enter a valid email.',
  noteTooLong: 'Please enter no more than 10,000 letters.',
  conversationWithTooLong: 'Please enter no more than 512 letters.',
  deleteReasonRequired: 'Please specify your reason for deleting this case',
  validationFailed: 'Validation failed',
  validationError: 'Validation error',
  formHasErrors: 'There are validation errors. Please check the form.',

  // Dialogs and banners (§2.1, §4)
  leaveGuard: 'Unsaved changes detected. Are you sure you want to leave the page without saving?',
  conclusionConfirm: 'This case will become closed, proceed?',
  notDecannulatedYet: 'This case has not been decannulated yet.',
  notConcludedYet: 'This case has not been concluded yet.',
  transferCancelConfirm: 'Are you sure to cancel?',
  transferNeedsClinicalDetails: 'Cannot request a transfer until clinical details have been completed.',
  transferLoadFailed: 'Failed to load transfer details',

  // Toasts (§8.1)
  patientHospitalUpdated: 'Patient Hospital Information has been updated.',
  patientHospitalUpdateFailed: 'Unable to update Patient Hospital Information.',
  referrerUpdated: 'Referrer Information has been updated.',
  referrerUpdateFailed: 'Unable to update Referrer Information.',
  clinicalDetailsUpdated: 'Clinical Details have been updated.',
  clinicalDetailsUpdateFailed: 'Unable to update Clinical Details.',
  bloodGasCommitted: 'Blood Gas has been committed.',
  bloodGasCommitFailed: 'Unable to commit Blood gas.',
  investigationCommitted: 'Investigation has been committed.',
  investigationCommitFailed: 'Unable to commit Investigation.',
  observationCommitted: 'Observation has been committed.',
  observationCommitFailed: 'Unable to commit Observation',
  ecmoDetailsUpdated: 'ECMO Details have been updated.',
  ecmoDetailsUpdateFailed: 'Unable to update ECMO Details.',
  conclusionUpdated: 'Conclusion have been updated.',
  conclusionUpdateFailed: 'Unable to update conclusion.',
  deleteFailed: 'Unable to delete ECMO case.',
  caseCreated: 'ECMO case created successfully.',
  noteSaved: 'ECMO case note saved.',
  noteSaveFailed: 'Unable to save ECMO note. Please try again.',
  transferSubmitFailed: 'Unable to submit transfer request. Please try again later.',
  itemCreated: (id: number | string) => `New ecmo item ${id} has been created.`,
  itemCreateFailed: 'Failed to create ecmo item.',
  itemUpdated: (id: number | string) => `Ecmo item ${id} has been updated.`,
  itemUpdateFailed: 'Failed to update ecmo item.',
  itemIdInvalid: 'Ecmo item Id is invalid.',
  fileUploaded: (file: string) => `${file} file uploaded successfully`,
  fileUploadFailed: (file: string) => `${file} file upload failed.`,

  // Empty states (§8.3)
  noAttachments: 'No attachments have been uploaded.',
  noDiagnosis: 'No diagnosis has been entered.',
  noObservation: 'No observation has been entered.',
  noBloodGases: 'No blood gases have been entered.',
  noInvestigations: 'No investigations have been entered.',
  noEtt: 'No ETT values have been entered.',
  noVentilation: 'No Mode of Ventilation details have been entered.',
  noInfusionSupport: 'No Infusion or Support details have been entered.',
  noMechanicalSupport: 'No Mechanical Support details have been entered.',
  noClinicalDetails: 'No Clinical Details have been entered.',
  noCaseNotes: 'No case notes have been entered.',
  noCardiacArrest: 'No cardiac arrest details have been entered.',
  cannulationNotCompleted: 'Cannulation has not been completed yet.',
  noDecannulation: 'No Decannulation details have been entered.',
  ecmoDetailsNotCompleted: 'Ecmo Details have not been completed yet.',
  noEcmoStatus: 'No ECMO Status has been selected.',
  noWeaningStudies: 'No Weaning Studies have been added.',
  noTransferRequests: 'No transfer requests to display.',
  noAvailableItems: 'No available Ecmo item record has found.',
  noNearExpiryItems: 'No Ecmo item is near expiry.',

  // Not in the spec (chosen for SCOUT). The date texts are spec 1's, reused for past-event pickers.
  invalidDate: PATIENT_MESSAGES.invalidDate,
  dateTooOld: PATIENT_MESSAGES.dateTooOld,
  futureDate: PATIENT_MESSAGES.futureDate,
  enterNumber: 'Enter a number',
  wholeNumber: 'Enter a whole number',
  flowNotOffered: 'Choose a flow rate offered for this oxygen therapy',
  noneWithOthers: 'None cannot be combined with other choices',
  duplicateChoice: 'Each choice can be selected only once',
  fromAfterTo: 'The From date must not be after the To date',
  primeExpiryRange:
    'Primed expiry must fall between the primed date and 30 days later, and not after the expiry',
  categoryNotInFailure: 'This diagnosis category does not belong to the primary organ failure',
  conclusionNeedsDecannulation: 'A conclusion can be entered only once the case has been decannulated.',
  caseReadOnly: 'This case is read-only.',
  weightOver110Hint: 'Patient measurements are required if weight is over 110 kg.',
  noteEditedBy: (time: string, user: string) => `Edited ${time} by ${user}`,
} as const;

/** "Please enter no more than N letters." (the spec's wording for notes, used for every ECMO text limit). */
export function noMoreThanMessage(max: number): string {
  return `Please enter no more than ${max.toLocaleString('en-AU')} letters.`;
}
export const atLeastMessage = (min: number) => `Must be at least ${min}`;
export const atMostMessage = (max: number) => `Must be at most ${max}`;
