/**
 * Server answers of the Telehealth module the spec does not word (SCOUT's texts, as ECMO's
 * modules/ecmo/messages.ts). The spec's own texts, and the Telehealth rules' texts SCOUT chose,
 * live in @scout/domain/telehealth/messages and are used from there.
 */
export const TELEHEALTH_SERVER_MESSAGES = {
  caseNotFound: 'Telehealth case not found',
  patientNotFound: 'Patient profile not found',
  patientHasOpenCase: 'This patient already has an open Telehealth case.',
  unknownHospital: 'Choose a hospital from the list',
  hospitalOutsideProviders: 'Choose one of your health care providers',
  unknownUser: 'Choose a call taker from the list',
  unknownIntensivist: 'Choose an intensivist from the list',
} as const;
