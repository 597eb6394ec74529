import { PATIENT_MESSAGES } from '../patients/messages.ts';

/**
 * Messages every case module shares (spec 2 §5, §8), verbatim where the spec gives them. An area's
 * own messages (ECMO_MESSAGES, TELEHEALTH_MESSAGES) spread these and add what differs; wording
 * that differs per area (toasts, empty texts, leave guard) stays in the area and reaches the
 * shared parts (notes, attachments, transfers) through their mount or props.
 */
export const CASE_MESSAGES = {
  // Validation (spec 2 §5)
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
  transferCancelConfirm: 'Are you sure to cancel?',
  transferLoadFailed: 'Failed to load transfer details',
  transferNeedsClinicalDetails: 'Cannot request a transfer until clinical details have been completed.',
  transferSubmitFailed: 'Unable to submit transfer request. Please try again later.',
  noTransferRequests: 'No transfer requests to display.',
  noAttachments: 'No attachments have been uploaded.',
  noCaseNotes: 'No case notes have been entered.',
  fileUploaded: (file: string) => `${file} file uploaded successfully`,
  fileUploadFailed: (file: string) => `${file} file upload failed.`,

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
  caseReadOnly: 'This case is read-only.',
  sectionsToUpdateRequired: 'Choose at least one section to save',
  sectionMissing: 'This section is listed in sectionsToUpdate but was not sent',
  weightOver110Hint: 'Patient measurements are required if weight is over 110 kg.',
  noteEditedBy: (time: string, user: string) => `Edited ${time} by ${user}`,
} as const;

/** "Please enter no more than N letters." (the spec's wording for notes, used for every text limit). */
export function noMoreThanMessage(max: number): string {
  return `Please enter no more than ${max.toLocaleString('en-AU')} letters.`;
}
export const atLeastMessage = (min: number) => `Must be at least ${min}`;
export const atMostMessage = (max: number) => `Must be at most ${max}`;
