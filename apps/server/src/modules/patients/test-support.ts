/** Shared by this module's HTTP tests (not a test file itself). */

let counter = 0;
/** A URN no other test uses. */
export const uniqueUrn = (prefix = 'T') => `${prefix}${Date.now() % 100000}${++counter}`;

/** A complete, valid create body. */
export function profileBody(providerId: number, overrides: Record<string, unknown> = {}) {
  return {
    lastName: 'Testperson',
    firstName: 'Alice',
    middlename: null,
    gender: 'Female',
    dateOfBirth: '1980-05-06',
    emailAddress: 'alice@example.com',
    countryCode: 1101,
    livesOverseas: false,
    addressUnitOrRoomNumber: null,
    addressStreetNumber: '12',
    addressStreetName: 'High Street',
    addressSuburb: 'Preston',
    addressState: 'VIC',
    addressPostcode: '3072',
    addressCountryCode: 1101,
    patientHealthCareProviders: [{ healthCareProviderId: providerId, urn: uniqueUrn() }],
    ...overrides,
  };
}
