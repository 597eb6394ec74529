/** Shared by this module's HTTP tests (not a test file itself). */
import { asc } from 'drizzle-orm';
import { healthCareProviders } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { type ApiClient, apiClient } from '../../test/http.ts';
import { signIn } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';

export async function clientFor(t: TestApp, email: string): Promise<ApiClient> {
  return apiClient(t.baseUrl, (await signIn(t.baseUrl, email, DEMO_PASSWORD)).accessToken);
}

/** Ids of the seeded providers, in seeding order (Alfred, RMH, Monash, ...). */
export async function providerIds(t: TestApp): Promise<number[]> {
  const rows = await t.db
    .select({ id: healthCareProviders.id })
    .from(healthCareProviders)
    .orderBy(asc(healthCareProviders.id));
  return rows.map((r) => r.id);
}

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
