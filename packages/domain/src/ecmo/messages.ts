import { CASE_MESSAGES } from '../cases/messages.ts';

/**
 * ECMO (VECMOS) messages, verbatim from spec 2 (§2.1, §4, §5, §8.1, §8.3); imported by the server,
 * the web and the tests. The texts every case module shares are CASE_MESSAGES' (spread first).
 * Texts SCOUT had to write itself are grouped at the end and marked.
 */
export const ECMO_MESSAGES = {
  ...CASE_MESSAGES,

  // Dialogs and banners (§2.1, §4)
  leaveGuard: 'Unsaved changes detected. Are you sure you want to leave the page without saving?',
  conclusionConfirm: 'This case will become closed, proceed?',
  notDecannulatedYet: 'This case has not been decannulated yet.',
  notConcludedYet: 'This case has not been concluded yet.',

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
  itemCreated: (id: number | string) => `New ecmo item ${id} has been created.`,
  itemCreateFailed: 'Failed to create ecmo item.',
  itemUpdated: (id: number | string) => `Ecmo item ${id} has been updated.`,
  itemUpdateFailed: 'Failed to update ecmo item.',
  itemIdInvalid: 'Ecmo item Id is invalid.',

  // Empty states (§8.3)
  noDiagnosis: 'No diagnosis has been entered.',
  noObservation: 'No observation has been entered.',
  noBloodGases: 'No blood gases have been entered.',
  noInvestigations: 'No investigations have been entered.',
  noEtt: 'No ETT values have been entered.',
  noVentilation: 'No Mode of Ventilation details have been entered.',
  noInfusionSupport: 'No Infusion or Support details have been entered.',
  noMechanicalSupport: 'No Mechanical Support details have been entered.',
  noClinicalDetails: 'No Clinical Details have been entered.',
  noCardiacArrest: 'No cardiac arrest details have been entered.',
  cannulationNotCompleted: 'Cannulation has not been completed yet.',
  noDecannulation: 'No Decannulation details have been entered.',
  ecmoDetailsNotCompleted: 'Ecmo Details have not been completed yet.',
  noEcmoStatus: 'No ECMO Status has been selected.',
  noWeaningStudies: 'No Weaning Studies have been added.',
  noAvailableItems: 'No available Ecmo item record has found.',
  noNearExpiryItems: 'No Ecmo item is near expiry.',

  // Not in the spec (chosen for SCOUT).
  /** Spec 2 §5.3: pickers for future dates block today and earlier (issue 24: no past expiry). */
  expiryNotAfterToday: 'Expiry must be after today',
  primeExpiryRange:
    'Primed expiry must fall between the primed date and 30 days later, and not after the expiry',
  categoryNotInFailure: 'This diagnosis category does not belong to the primary organ failure',
  conclusionNeedsDecannulation: 'A conclusion can be entered only once the case has been decannulated.',
} as const;
