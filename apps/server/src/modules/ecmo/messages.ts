/**
 * Server answers of the ECMO module the spec does not word (SCOUT's texts). The spec's own texts
 * live in @scout/domain/ecmo/messages and are used from there.
 */
export const ECMO_SERVER_MESSAGES = {
  caseNotFound: 'ECMO case not found',
  itemNotFound: 'Ecmo item not found',
  patientNotFound: 'Patient profile not found',
  patientHasOpenCase: 'This patient already has an open ECMO case.',
  unknownOption: 'Choose a value from the list',
  unknownHospital: 'Choose a hospital from the list',
  hospitalOutsideProviders: 'Choose one of your health care providers',
  unknownUser: 'Choose a call taker from the list',
  itemIdRequired: 'Ecmo item Id is invalid.',
} as const;
