import { describe, expect, it } from 'vitest';
import { VTIS_MESSAGES as M } from './messages.ts';

/** The spec's texts are copied verbatim (GUIDE §3.1): a changed letter is a failed test. */
describe('VTIS messages (spec 3 §2.3, §4.1, §5, §8)', () => {
  it('has the screen texts of §2.1 and §2.3', () => {
    expect(M.dashboardTitle).toBe('Victorian Telestroke Inpatient Service - Consults and Follow Ups');
    expect([
      M.newConsultButton,
      M.newFollowupTitle,
      M.exportConsultButton,
      M.exportFollowupButton,
      M.exportAuscrButton,
    ]).toEqual([
      'New VTIS Consultation',
      'New VTIS Follow up',
      'Export Data: VTIS Consult',
      'Export Data: VTIS Follow Up',
      'Export Data: AuSCR',
    ]);
    expect(M.dashboardSearchPlaceholder).toBe('Search by Study ID, Patient Name, or URN/THCI');
    expect(M.dashboardEmpty).toBe('Keyword yields no results. Please change your keyword and search again.');
  });
  it('has the validation messages of §5', () => {
    expect([
      M.required,
      M.validationFailed,
      M.requiredFieldsMissing,
      M.errorDetail('x'),
      M.atLeastOneOption,
    ]).toEqual([
      'Required',
      'Validation failed',
      'Required fields are missing',
      'Error: x',
      'At least one option should be selected',
    ]);
    expect([M.declineOtherRequired, M.medicareTooLong, M.invalidEmail, M.emailTooLong]).toEqual([
      'Why are you declining this consult?',
      'Cannot exceed 11 digits long',
      'Enter a valid email address',
      'Email must have less than 256 letters',
    ]);
  });
  it('has the decline, delete and hospital documentation texts of §4.1 and §8.1', () => {
    expect(M.declinedBanner('Dr A', '10/03/2026', 'Patient discharged home')).toBe(
      'VTIS Consult declined by Dr A on 10/03/2026: Patient discharged home',
    );
    expect([
      M.declineFailed,
      M.deleteConsultFailed,
      M.dischargeSummaryLoading,
      M.dischargeSummaryFailed,
      M.hospitalDocumentationSaveFailed,
      M.hospitalDocumentationUpdateFailed,
      M.hospitalDocumentationCompleteFailed,
      M.noRecordsForReport,
    ]).toEqual([
      'Unable to decline VTIS consult.',
      'Unable to delete VTIS consult.',
      'Loading Discharge Summary PDF please wait..',
      'Error could not load Discharge Summary PDF',
      'Unable to save hospital documentation',
      'Cannot update hospital documentation',
      'Cannot complete hospital documentation',
      'No records found for this report',
    ]);
  });
  it('has the toasts of §8.2 and the prompts of §4.1', () => {
    expect(M.sectionUpdated('Patient History')).toBe('Patient History section has been updated');
    expect([
      M.consultClosed,
      M.followupClosed,
      M.editCompleted,
      M.hospitalDocumentationClosed,
      M.consultSaved,
    ]).toEqual([
      'Consult closed',
      'Follow up consult closed',
      'Edit successfully completed',
      'Hospital documentation closed',
      'Consult saved successfully',
    ]);
    expect([M.createFailed, M.apiPostNoResult, M.pdfLoading, M.pdfFailed]).toEqual([
      'Something went wrong',
      'API Post returned no result',
      'Loading PDF please wait..',
      'Error could not load PDF',
    ]);
    expect([
      M.boxInProgress,
      M.boxSucceeded,
      M.boxFailed,
      M.faxInProgress,
      M.faxSucceeded,
      M.faxFailed,
    ]).toEqual([
      'Box transmission in progress...',
      'Box transmission successful',
      'Box transmission failed',
      'Sending Fax...',
      'Fax successfully sent',
      'Fax failed to send',
    ]);
    expect(M.leaveGuard('Recommended Management')).toBe(
      'Unsaved changes detected in Recommended Management section. Are you sure you want to leave the page without saving?',
    );
    expect(M.mergePrompt).toBe(
      'New updates detected on the form. Do you wish to apply your changes on the updated form?',
    );
    expect(M.sectionConflict).toBe(
      'Do you want to proceed and overwrite any changes to this section? Select Yes to save and reload the record.',
    );
    expect(M.caseConflict).toBe(
      'This record has been modified. Do you want to proceed and overwrite changes to the entire record?',
    );
  });
  it('has the empty states of §8.3', () => {
    expect([
      M.noPatientHistory,
      M.noAttachments,
      M.noTechnicalConsultation,
      M.noDiagnosisDetails,
      M.noImagingDetails,
      M.noRecommendedManagement,
      M.noFollowupConsultation,
      M.noNeurologistInformation,
    ]).toEqual([
      'This patient has no history.',
      'No attachments have been uploaded.',
      'Currently no technical consultation information has been saved.',
      'Currently diagnosis details has no saved data.',
      'Currently imaging details has no saved data.',
      'No recommended management recorded.',
      'Currently no follow up consultation information has been saved.',
      'Currently no neurologist information has been saved.',
    ]);
  });
});
