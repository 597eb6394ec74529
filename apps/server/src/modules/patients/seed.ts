import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healthCareProviders, patientProfiles, patientUrns } from '../../db/schema/index.ts';
import { SAMPLE_GAZETTEER } from '../../integrations/address/gazetteer-data.ts';
import { DEMO_PEOPLE } from '../../seed/demo-people.ts';

/**
 * Demo patient profiles for `npm start` (DEMO_PEOPLE, demo-people.ts), with their URNs at the demo
 * hospitals and a home address in their suburb from the bundled gazetteer. Their journeys are the
 * demo cases the case modules seed for them next (src/seed/demo.ts): every case writes its
 * presentations row through the case-module framework, as entered cases do, so each journey entry
 * opens a real case of that patient. Demo data is not audited beyond the accounts
 * (src/seed/demo.test.ts counts the seed's audit events).
 */
const PEOPLE = DEMO_PEOPLE;

/** The home of the i-th demo person: an address in their suburb, a different one for each neighbour. */
export function demoHomeAddress(i: number) {
  const suburb = PEOPLE[i]?.suburb;
  const inSuburb = SAMPLE_GAZETTEER.filter((a) => a.municipalitySubdivision === suburb);
  const neighbours = PEOPLE.slice(0, i).filter((p) => p.suburb === suburb).length;
  return inSuburb[neighbours % Math.max(inSuburb.length, 1)];
}

export async function seedDemoPatients(db: Db): Promise<void> {
  const providers = await db
    .select({ id: healthCareProviders.id })
    .from(healthCareProviders)
    .orderBy(asc(healthCareProviders.id));
  const providerId = (i: number) => providers[i % providers.length]?.id ?? 0;
  if (!providers.length) return;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(patientProfiles)
      .values(
        PEOPLE.map((p, i) => {
          const address = demoHomeAddress(i);
          return {
            lastName: p.lastName,
            firstName: p.firstName,
            middlename: p.middlename ?? null,
            dateOfBirth: p.dateOfBirth ?? null,
            age: p.dateOfBirth ? null : (p.age ?? null),
            gender: p.gender,
            emailAddress: p.email ?? null,
            countryCode: 1101,
            livesOverseas: false,
            addressUnitOrRoomNumber: address?.unitOrRoomNumber ?? null,
            addressStreetNumber: address?.streetNumber ?? null,
            addressStreetName: address?.streetName ?? null,
            addressSuburb: address?.municipalitySubdivision ?? null,
            addressState: address?.countrySubdivision ?? null,
            addressPostcode: address?.postalCode ?? null,
            addressCountryCode: 1101,
          };
        }),
      )
      .returning({ id: patientProfiles.id });
    const profileId = (i: number) => rows[i]?.id ?? 0;
    await tx.insert(patientUrns).values(
      PEOPLE.flatMap((p, i) =>
        p.urns.map(([provider, urn]) => ({
          patientProfileId: profileId(i),
          healthCareProviderId: providerId(provider),
          urn,
        })),
      ),
    );
  });
}
