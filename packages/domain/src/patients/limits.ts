/** Patient-profile limits of spec 1 §9. */
export const PATIENT_LIMITS = {
  name: 64,
  email: 256,
  unitOrRoom: 20,
  streetNumber: 20,
  streetName: 200,
  suburb: 100,
  postcode: 10,
  urn: 32,
  pageSize: 10,
  searchMinChars: 2,
  searchDebounceMs: 500,
  addressSearchMinChars: 8,
  /** Spoken-language search (ASCL): not in the spec; 3 like the provider and country searches. */
  languageSearchMinChars: 3,
  earliestDateOfBirth: '1900-01-01',
} as const;

export const GENDERS = ['Male', 'Female', 'Unspecified'] as const;
export type Gender = (typeof GENDERS)[number];
