import { describe, expect, it } from 'vitest';
import { VST_MESSAGES as M } from './messages.ts';

/** The spec's texts are copied verbatim (GUIDE §3.1): a changed letter is a failed test. */
describe('VST messages (spec 3 §2, §4.1, §5, §8)', () => {
  it('has the validation messages of §5', () => {
    expect([
      M.required,
      M.validationFailed,
      M.requiredFieldsMissing,
      M.errorDetail('timeout'),
      M.invalidEmail,
      M.emailTooLong,
      M.nihssRange,
      M.mrsRange,
      M.gcsRange,
      M.lastKnownWellAfterCall,
      M.symptomOnsetAfterCall,
      M.atLeastOneOption,
      M.declineOtherRequired,
      M.transferInvalidEmail,
      M.formHasErrors,
    ]).toEqual([
      'Required',
      'Validation failed',
      'Required fields are missing',
      'Error: timeout',
      'Enter a valid email address',
      'Email must have less than 256 letters',
      'Please enter a value between 1 to 42 or 99',
      'Please enter a value between 1 to 5 or 99',
      'Please enter a value between 3 to 15',
      'Time Last Known Well cannot be after Call Date and Time',
      'Estimated Time of Symptom Onset cannot be after Call Date and Time',
      'At least one option should be selected',
      'Why are you declining this consult?',
      'Please enter a valid email.',
      'There are validation errors. Please check the form.',
    ]);
  });
  it('has the toasts of §8.1 and §8.2', () => {
    expect(M.sectionUpdated('Imaging Details')).toBe('Imaging Details section has been updated');
    expect([
      M.consultSaved,
      M.consultClosed,
      M.consultClosedReferredToVtis,
      M.followupClosed,
      M.editCompleted,
      M.saveFailed,
      M.createFailed,
      M.apiPostNoResult,
      M.deleteConsultFailed,
      M.deleteFollowupFailed,
      M.transferSubmitFailed,
      M.transferLoadFailed,
      M.pdfLoading,
      M.pdfFailed,
      M.fileUploaded('scan.pdf'),
      M.fileUploadFailed('scan.pdf'),
      M.boxInProgress,
      M.boxSucceeded,
      M.boxFailed,
      M.faxInProgress,
      M.faxSucceeded,
      M.faxFailed,
    ]).toEqual([
      'Consult saved successfully',
      'Consult closed',
      'Consult closed. Patient has been automatically referred to VTIS.',
      'Follow up consult closed',
      'Edit successfully completed',
      'Unable to Save consult',
      'Something went wrong',
      'API Post returned no result',
      'Unable to delete VST consult.',
      'Unable to delete VST followup.',
      'Unable to submit transfer request. Please try again later.',
      'Failed to load transfer details',
      'Loading PDF please wait..',
      'Error could not load PDF',
      'scan.pdf file uploaded successfully',
      'scan.pdf file upload failed.',
      'Box transmission in progress...',
      'Box transmission successful',
      'Box transmission failed',
      'Sending Fax...',
      'Fax successfully sent',
      'Fax failed to send',
    ]);
  });
  it('has the conflict, merge and leave prompts of §2.5 and §4.1', () => {
    expect(M.sectionConflict).toBe(
      'Do you want to proceed and overwrite any changes to this section? Select Yes to save and reload the record.',
    );
    expect(M.caseConflict).toBe(
      'This record has been modified. Do you want to proceed and overwrite changes to the entire record?',
    );
    expect(M.mergePrompt).toBe(
      'New updates detected on the form. Do you wish to apply your changes on the updated form?',
    );
    expect(M.mergeAction).toBe('Merge Changes');
    expect(M.mergeApplied).toBe('Your changes are now applied to the updated form; Kindly review');
    expect(M.leaveGuard('Imaging Details')).toBe(
      'Unsaved changes detected in Imaging Details section. Are you sure you want to leave the page without saving?',
    );
    expect(M.logoutConfirm).toBe('Are you sure you want to log out?');
    expect(M.transferCancelConfirm).toBe('Are you sure to cancel?');
  });
  it('has the dashboard texts of §2.2 and the empty states of §8.3', () => {
    expect(M.dashboardSearchPlaceholder).toBe('Search by Study ID, Patient Name, or URN/THCI');
    expect([
      M.dashboardEmpty,
      M.noPatientHistory,
      M.noAttachments,
      M.noTechnicalConsultation,
      M.noDiagnosisDetails,
      M.noImagingDetails,
      M.noRecommendedManagement,
      M.noFollowupConsultation,
      M.noNeurologistInformation,
      M.noTransferRequests,
    ]).toEqual([
      'Keyword yields no results. Please change your keyword and search again.',
      'This patient has no history.',
      'No attachments have been uploaded.',
      'Currently no technical consultation information has been saved.',
      'Currently diagnosis details has no saved data.',
      'Currently imaging details has no saved data.',
      'No recommended management recorded.',
      'Currently no follow up consultation information has been saved.',
      'Currently no neurologist information has been saved.',
      'No transfer requests to display.',
    ]);
  });
});
