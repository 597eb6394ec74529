import { describe, expect, it } from 'vitest';
import { TELEHEALTH_MESSAGES as M } from './messages.ts';

/** The spec's texts are copied verbatim (GUIDE §3.1): a changed letter is a failed test. */
describe('Telehealth messages (spec 2 §2.2, §4.10, §5.7, §8.2, §8.3)', () => {
  it('has the toasts and prompts of §8.2', () => {
    expect(M.caseCreated).toBe('Telehealth case created successfully.');
    expect(M.consultationCreated).toBe('New case consultation created.');
    expect(M.sectionUpdated('Referrer')).toBe('Referrer section has been updated');
    expect(M.caseUpdated).toBe('Telehealth case updated successfully');
    expect(M.caseClosed).toBe('Telehealth case closed');
    expect(M.deleteFailed).toBe('Unable to delete TELEHEALTH consult.');
    expect(M.transferSubmitFailed).toBe('Unable to submit transfer request. Please try again later.');
    expect(M.transferLoadFailed).toBe('Failed to load transfer details');
    expect(M.apiPostNoResult).toBe('API Post returned no result');
    expect(M.requiredFieldsMissing).toBe('Required fields are missing');
    expect(M.errorDetail('timeout')).toBe('Error: timeout');
    expect(M.sectionConflict).toBe(
      'Do you want to proceed and overwrite any changes to this section? Select Yes to save and reload the record.',
    );
    expect(M.caseConflict).toBe(
      'This record has been modified. Do you want to proceed and overwrite changes to the entire record?',
    );
  });
  it('has the validation toasts and alert of §5.7', () => {
    expect([
      M.consultationsValidationFailed,
      M.intensivistValidationFailed,
      M.patientHistoryValidationFailed,
      M.patientInformationValidationFailed,
      M.referrerValidationFailed,
      M.validationFailed,
      M.requiredFieldsMissing,
      M.formHasErrors,
      M.invalidEmail,
      M.transferInvalidEmail,
    ]).toEqual([
      'Consultations section validation failed',
      'Intensivist information validation failed',
      'Patient History section validation failed',
      'Patient Information section validation failed',
      'Referrer section validation failed',
      'Validation failed',
      'Required fields are missing',
      'There are validation errors. Please check the form.',
      'Enter a valid email address',
      'Please enter a valid email.',
    ]);
  });
  it('has the dialogs of §2.2 and §4.10', () => {
    expect(M.leaveGuard).toBe('You have unsaved changes, are you sure you want to leave?');
    expect(M.logoutConfirm).toBe('Are you sure you want to log out?');
    expect(M.inotropesClearConfirm).toBe('You will lose any existing infusions or stat doses, proceed?');
    expect(M.transferCancelConfirm).toBe('Are you sure to cancel?');
    expect(M.closeConfirm).toBe('Are you sure you want to close this case?');
    expect(M.dashboardEmpty).toBe('Keyword yields no results. Please change your keyword and search again.');
    expect(M.dashboardSearchPlaceholder).toBe('Search by Case ID, Patient Name, or URN/THCI');
  });
  it('has the empty texts of §8.3', () => {
    expect([
      M.noAirway,
      M.noBreathing,
      M.noCirculation,
      M.noDisability,
      M.noEnvironment,
      M.noInvestigations,
      M.noRecommendations,
      M.noConsultations,
      M.noIntensivist,
      M.noOutcome,
      M.noPatientHistory,
      M.noTransferRequests,
    ]).toEqual([
      'No airway information has been entered.',
      'No breathing information has been entered.',
      'No circulations or infusions information has been entered.',
      'No disability information has been entered.',
      'No environment or exposure information has been entered.',
      'No investigations information has been entered.',
      'No recommendations information has been entered.',
      'No consultations have been added.',
      'No intensivist information has been entered.',
      'No outcome has been entered.',
      'No patient history information has been entered.',
      'No transfer requests to display.',
    ]);
  });
});
