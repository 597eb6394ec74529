/** Shared by this module's HTTP tests (not a test file itself; the bench uses it too, so no vitest here). */
import { providerIds } from '../../test/clients.ts';
import type { ApiClient, Json } from '../../test/http.ts';
import type { TestApp } from '../../test/test-app.ts';

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

/** Creates a profile with this name (born 02/04/1971) through the API and answers the created body. */
export async function createNamedProfile(
  t: TestApp,
  admin: ApiClient,
  lastName: string,
  firstName: string,
): Promise<Json> {
  const [hospital] = await providerIds(t);
  const res = await admin.post(
    '/api/ccmp/patientprofiles',
    profileBody(hospital as number, { lastName, firstName, dateOfBirth: '1971-04-02' }),
  );
  if (res.status !== 201) throw new Error(`profile not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
