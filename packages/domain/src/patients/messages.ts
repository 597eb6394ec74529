/** Patient-profile messages, verbatim from spec 1 §5 and §8. */
export const PATIENT_MESSAGES = {
  required: 'Required',
  dobOrAge: 'Either Date of Birth, or Age should be entered',
  invalidDate: 'Invalid date entered',
  dateTooOld: 'Dates older than 01/01/1900 not allowed',
  futureDate: 'Future dates not allowed',
  invalidEmail: 'Enter a valid email address',
  addressRequired: 'An address must be selected or entered manually',
  duplicateUrnProvider: 'You have duplicate URN/THCI entry for the same health care provider.',
  urnUsedByOther: 'URN/THCI has been used by other patient.',
  atLeastOneUrn: 'At least one URN/THCI entry is required.',
  invalidId: 'Patient Profile Id is invalid.',
  createFailed: 'Patient profile failed to be created. Please retry.',
  updateFailed: 'Patient profile failed to be updated. Please retry.',
  mergeFailed: 'Patient profile merge has failed',
  presentationsFailed: 'Error getting patient presentations',
  noPermission: 'You do not have permission to access this file.',
  sameProfile: 'The duplicate profile must be a different profile.',
  conflictTitle: 'Record already modified',
  conflictQuestion: 'Do you want to rewrite your changes?',
  notSaved: 'Record not saved',
  // SCOUT's own (the spec shows no text for these):
  enterNumber: 'Enter a number',
  ageWholeYears: 'Enter the age in whole years',
  ageRange: 'Age must be from 0 to 150',
  keywordTooShort: 'Enter at least 2 characters to search.',
  profileRetired: 'This patient profile was merged into another profile and can no longer be changed.',
  providerNotFound: 'Health care provider not found.',
  addressQueryTooShort: 'Enter at least 8 characters to search for an address.',
  addressSearchUnavailable: 'Address search is not available. Enter the address manually.',
  languageKeywordTooShort: 'Enter at least 3 characters to search.',
} as const;

/** "Must have less than N letters" (spec 1 §5, address lengths). */
export const maxLengthMessage = (max: number) => `Must have less than ${max} letters`;
