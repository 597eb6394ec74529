/**
 * Bulk patient profiles for the search benchmark: `count` profiles (default 200,000), each with
 * one URN at one of the demo hospitals, written with two INSERT ... SELECT generate_series
 * statements straight into the database (seconds, not minutes). Names are drawn from common
 * Australian surnames and given names by multiplicative hashing, so every name recurs about as
 * often as in a real register of this size (a surname prefix matches 0.2 to 2 % of the rows).
 * Runs on either engine before the benchmarked server starts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/queries/rows.ts';

export const BENCH_SURNAMES = [
  'Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Nguyen',
  'Thomas Walker Harris Lee Ryan Robinson Kelly King Davis Wright Evans Roberts Green Hall Wood',
  'Jackson Clarke Patel Khan Lewis James Phillips Mitchell Turner Campbell Edwards Baker Scott',
  "Young Cooper Morris Hill Walsh Murphy O'Brien Tran Le Pham Chen Wang Li Zhang Liu Singh Kaur",
  'Papadopoulos Rossi Russo Ward Moore Allen Hughes Graham Stewart Murray Bennett Collins',
  'Bailey Reid Carter Stevens Price Watson Parker Morgan Ross Bell Fraser Hamilton Kennedy',
  'Douglas Marshall Ferguson Burns Gibson Hunt Simpson Sullivan Dunn Grant Harrison Wallace',
  'McDonald McKenzie Ahmed Ali Hassan Ibrahim Huang Wu Zhou Xu Sun Ma Zhu Hu Kim Park Choi',
  'Sharma Gupta Kumar Reddy Das Costa Ferrari Esposito Romano Colombo Ricci Marino Greco Bruno',
  'Galli Conti Georgiou Nikolaidis Dimitriou Ivanov Petrov Novak Kowalski Nowak Horvat',
  'Jovanovic Petrovic Nikolic Popov Schmidt Muller Fischer Weber Meyer Wagner Becker Schulz',
  'Hoffmann Dubois Laurent Bernard Moreau Lefebvre Garcia Rodriguez Lopez Martinez Gonzalez',
  'Perez Sanchez Ramirez Torres Flores Santos Silva Pereira Oliveira Fernandes Doyle Byrne',
  "O'Connor O'Neill Quinn Brennan Kavanagh Lynch",
]
  .join(' ')
  .split(' ');

export const BENCH_GIVEN_NAMES = [
  'Oliver Jack William Noah Thomas James Lucas Henry Leo Charlie Ethan Liam Mason Hudson',
  'Harrison Samuel Isaac Alexander Max Archie Charlotte Olivia Amelia Isla Mia Ava Grace Willow',
  'Harper Chloe Ella Sophie Ruby Evie Zoe Matilda Lily Sienna Emily Hannah John David Peter',
  'Michael Robert Paul Mark Andrew Stephen Anthony Christopher Daniel Matthew Joshua Benjamin',
  'Nicholas Luke Adam Ryan Margaret Mary Patricia Susan Jennifer Elizabeth Karen Helen Sandra',
  'Michelle Jessica Sarah Rebecca Rachel Laura Kate Anna Julia Claire Wei Jing Ming Hui Mei Anh',
  'Linh Minh Thanh Huong Priya Raj Arjun Anjali Deepak Mohammed Fatima Omar Aisha Yusuf',
  'Giuseppe Maria Giovanni Francesca Marco Georgios Eleni Dimitrios Konstantinos Sofia Ivan',
  'Olga Natasha Dragan Milica Hamish Angus Fergus Bridget Siobhan Declan Aidan Kieran Niamh',
  'Beatriz Carlos Diego Lucia Pablo',
]
  .join(' ')
  .split(' ');

/** The ordinal's pseudo-random draws (`i` from 1): the same on every run and engine. */
export const benchPick = (i: number, salt: number, n: number) =>
  Number((BigInt(i) * BigInt(salt)) % BigInt(n));

const SURNAME_SALT = 7919;
const GIVEN_SALT = 104_729;
const DOB_SALT = 2_654_435_761;
/** Dates of birth spread over 1930-01-01 plus 0..31,999 days (to mid 2017). */
const DOB_DAYS = 32_000;
export const BENCH_URN_BASE = 5_000_000;

/** The date of birth the seed gives ordinal `i`, as YYYY-MM-DD (for the benchmark's date keyword). */
export function benchDateOfBirth(i: number): string {
  const d = new Date(Date.UTC(1930, 0, 1) + benchPick(i, DOB_SALT, DOB_DAYS) * 86_400_000);
  return d.toISOString().slice(0, 10);
}

const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** Inserts `count` profiles and their URNs; returns the first profile id written. */
export async function seedBenchPatients(db: Db, count = 200_000): Promise<number> {
  const surnames = textArray(BENCH_SURNAMES);
  const given = textArray(BENCH_GIVEN_NAMES);
  const [before] = await queryRows<{ max: number | null }>(
    db,
    sql`SELECT max(id) AS max FROM patient_profiles`,
  );
  const firstId = Number(before?.max ?? 0) + 1;
  // Ids given here (the identity is moved past them below) so that each profile is written with
  // the copy of its URN entry (migration 0011) it will have: the URN insert's trigger then finds
  // nothing to rewrite, where it would otherwise write every profile a second time.
  await db.execute(sql`
    INSERT INTO patient_profiles (
      id, last_name, first_name, date_of_birth, gender, country_code, lives_overseas,
      address_street_number, address_street_name, address_suburb, address_state,
      address_postcode, address_country_code, urn_entries)
    OVERRIDING SYSTEM VALUE
    SELECT
      ${sql.raw(String(firstId - 1))} + i,
      (${surnames})[1 + (i::bigint * ${SURNAME_SALT}) % ${BENCH_SURNAMES.length}],
      (${given})[1 + (i::bigint * ${GIVEN_SALT}) % ${BENCH_GIVEN_NAMES.length}],
      date '1930-01-01' + ((i::bigint * ${DOB_SALT}) % ${DOB_DAYS})::int,
      CASE i % 2 WHEN 0 THEN 'Female' ELSE 'Male' END,
      1101, false,
      (1 + i % 180)::text, 'High Street', 'Preston', 'VIC', '3072', 1101,
      (SELECT json_agg(json_build_object(
          'healthCareProviderId', h.id, 'healthCareProviderName', h.name,
          'healthCareProviderNickName', h.nick_name, 'urn', (${sql.raw(String(BENCH_URN_BASE + firstId - 1))} + i)::text))
        FROM health_care_providers h
        WHERE h.id = hs.ids[1 + (${sql.raw(String(firstId - 1))} + i) % array_length(hs.ids, 1)])
    FROM generate_series(1, ${count}) AS s(i),
      (SELECT array_agg(id ORDER BY id) AS ids FROM health_care_providers) hs`);
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('patient_profiles', 'id'), (SELECT max(id) FROM patient_profiles))`,
  );
  // One URN each, at a demo hospital chosen by id; the URN is unique across the whole set.
  await db.execute(sql`
    INSERT INTO patient_urns (patient_profile_id, health_care_provider_id, urn)
    SELECT p.id, h.ids[1 + p.id % array_length(h.ids, 1)], (${BENCH_URN_BASE} + p.id)::text
    FROM patient_profiles p,
      (SELECT array_agg(id ORDER BY id) AS ids FROM health_care_providers) h
    WHERE p.id >= ${firstId}`);
  await db.execute(sql`ANALYZE patient_profiles`);
  await db.execute(sql`ANALYZE patient_urns`);
  return firstId;
}
