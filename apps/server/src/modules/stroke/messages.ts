/**
 * Server answers of the stroke services (VST and VTIS) the spec does not word (SCOUT's texts, as
 * Telehealth's messages.ts). The spec's own texts live in @scout/domain/stroke/messages and each
 * service's domain messages.
 */
export const STROKE_SERVER_MESSAGES = {
  patientNotFound: 'Patient profile not found',
  followupPatientMismatch: 'A follow-up is for the patient of its consult',
  unknownHospital: 'Choose a hospital from the list',
  hospitalOutsideProviders: 'Choose one of your health care providers',
  unknownUser: 'Choose a call taker from the list',
  unknownSpecialist: 'Choose a neurologist or stroke specialist from the list',
  handoverHistoryKept:
    'The saved handover history cannot be removed or changed. Reload the record to see the saved neurologists.',
  alreadyClosed: 'This record is already closed.',
  closeNeedsCompleteRecord: 'Complete every section before closing.',
  deleteFollowupsFirst: 'Delete the follow-ups of this consult first.',
  faxNotEnabled: 'Fax is not enabled for this hospital',
  boxNotEnabled: 'File sharing is not enabled for this hospital',
} as const;
