/**
 * Valid request bodies that tests and benches both send (tools/: code that drives a running SCOUT
 * from outside; production code never imports it, and it imports no test helper).
 */

let counter = 0;
/** A URN no other caller uses. */
export const uniqueUrn = (prefix = 'T') => `${prefix}${Date.now() % 100000}${++counter}`;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A complete, valid patient profile create body. */
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

/** A complete, valid ECMO new-case body (POST /api/ecmo/cases). */
export function ecmoNewCaseBody(patientProfileId: number, hospitalId: number, callTakerId: number) {
  return {
    callTakerId,
    callDateTime: hoursAgo(2),
    patientProfileId,
    referrerLastName: 'Referrer',
    referrerFirstName: 'Rita',
    referrerPosition: 'ICU Cons',
    referrerContactNumber: '03 9000 1234',
    referrerHospitalId: hospitalId,
    referrerHospitalUnit: 'ICU',
    referrerHospitalAddress: '55 Commercial Road, Melbourne',
    referrerEmailAddress: 'rita@example.com',
  };
}
