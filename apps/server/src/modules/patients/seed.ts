import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healthCareProviders, patientProfiles, patientUrns } from '../../db/schema/index.ts';
import { SAMPLE_GAZETTEER } from '../../integrations/address/gazetteer-data.ts';

/**
 * Demo patient profiles for `npm start`: fictional people (names combined at random from common
 * ones; any likeness to a real person is chance), fictional URNs at the demo hospitals and
 * addresses from the bundled gazetteer. Two of them are the same person entered twice ("Jane
 * Citizen"), to try the merge. Their journeys are the demo cases the case modules seed for them
 * next (src/seed/demo.ts): every case writes its presentations row through the case-module
 * framework, as entered cases do, so each journey entry opens a real case of that patient. Demo
 * data is not audited beyond the accounts (src/seed/demo.test.ts counts the seed's audit events).
 */
const PEOPLE: Array<{
  lastName: string;
  firstName: string;
  middlename?: string;
  dateOfBirth?: string;
  age?: number;
  gender: 'Male' | 'Female' | 'Unspecified';
  email?: string;
  /** Indexes into the demo providers, with the URN there. */
  urns: Array<[number, string]>;
}> = [
  {
    lastName: 'Citizen',
    firstName: 'Jane',
    dateOfBirth: '1958-04-17',
    gender: 'Female',
    urns: [[0, '1048213']],
  },
  {
    lastName: 'Citizen',
    firstName: 'Jane',
    middlename: 'Mary',
    dateOfBirth: '1958-04-17',
    gender: 'Female',
    urns: [[1, 'RM336109']],
  },
  {
    lastName: 'Nguyen',
    firstName: 'Thanh',
    dateOfBirth: '1971-11-02',
    gender: 'Male',
    urns: [
      [2, 'MM552871'],
      [0, '1093377'],
    ],
  },
  {
    lastName: 'Papadopoulos',
    firstName: 'Eleni',
    dateOfBirth: '1949-06-23',
    gender: 'Female',
    urns: [[3, 'AU210448']],
  },
  {
    lastName: 'Rossi',
    firstName: 'Giuseppe',
    dateOfBirth: '1944-01-30',
    gender: 'Male',
    urns: [[1, 'RM118203']],
  },
  {
    lastName: 'Walsh',
    firstName: 'Bridget',
    dateOfBirth: '1983-09-12',
    gender: 'Female',
    email: 'bridget.walsh@example.com',
    urns: [[4, 'BH073311']],
  },
  {
    lastName: 'Singh',
    firstName: 'Arjun',
    dateOfBirth: '1990-03-05',
    gender: 'Male',
    urns: [[2, 'MM601945']],
  },
  { lastName: 'Chen', firstName: 'Mei', dateOfBirth: '1966-12-19', gender: 'Female', urns: [[0, '1120584']] },
  {
    lastName: 'Thompson',
    firstName: 'Robert',
    middlename: 'James',
    dateOfBirth: '1952-07-08',
    gender: 'Male',
    urns: [[5, 'BB448120']],
  },
  {
    lastName: 'Ahmed',
    firstName: 'Fatima',
    dateOfBirth: '1977-02-14',
    gender: 'Female',
    urns: [[3, 'AU388502']],
  },
  { lastName: 'Kowalski', firstName: 'Piotr', age: 68, gender: 'Male', urns: [[4, 'BH081156']] },
  {
    lastName: 'Murphy',
    firstName: 'Declan',
    dateOfBirth: '2001-10-27',
    gender: 'Male',
    urns: [[1, 'RM702233']],
  },
  {
    lastName: 'Tran',
    firstName: 'Linh',
    dateOfBirth: '1995-05-31',
    gender: 'Female',
    urns: [[2, 'MM615570']],
  },
  {
    lastName: 'Georgiou',
    firstName: 'Konstantinos',
    dateOfBirth: '1939-08-09',
    gender: 'Male',
    urns: [[0, '1006611']],
  },
  {
    lastName: 'Kelly',
    firstName: 'Siobhan',
    dateOfBirth: '1988-01-21',
    gender: 'Female',
    urns: [[5, 'BB452907']],
  },
  {
    lastName: 'Patel',
    firstName: 'Priya',
    dateOfBirth: '1973-04-02',
    gender: 'Female',
    urns: [[3, 'AU391178']],
  },
  {
    lastName: 'Brown',
    firstName: 'Hamish',
    dateOfBirth: '1962-11-15',
    gender: 'Male',
    urns: [[4, 'BH066734']],
  },
  { lastName: 'Ivanov', firstName: 'Olga', age: 81, gender: 'Female', urns: [[1, 'RM120087']] },
  {
    lastName: 'Smith',
    firstName: 'Alex',
    dateOfBirth: '1999-06-06',
    gender: 'Unspecified',
    urns: [[2, 'MM640021']],
  },
  {
    lastName: 'Hassan',
    firstName: 'Omar',
    dateOfBirth: '1985-12-03',
    gender: 'Male',
    urns: [[0, '1131902']],
  },
];

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
          const address = SAMPLE_GAZETTEER[(i * 17) % SAMPLE_GAZETTEER.length];
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
