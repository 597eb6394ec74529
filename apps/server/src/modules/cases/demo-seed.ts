import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healthCareProviders, patientProfiles, patientUrns, users } from '../../db/schema/index.ts';
import { DEMO_PEOPLE, type DemoPerson } from '../../seed/demo-people.ts';

/**
 * What a case module's demo data (`npm start`) is built on: the patients not merged away and the
 * providers, both in seeding order, and the staff the module names, by e-mail. Null when any of
 * them is missing (an emptier database): the module then seeds nothing. `hospital(n)` is the n-th
 * provider's id, counting round.
 *
 * Each patient comes with what a case of theirs records about them (DEMO_PEOPLE, matched by name):
 * `urnAt(n)` is their URN at the n-th provider, `demo` their title, Medicare number, languages.
 * A case at a hospital where its patient has no URN is a mistake in the demo data: `urnAt` throws,
 * and the demo data test (src/seed/demo-plausible.test.ts) fails on it.
 */
export async function demoSeedBase<const R extends Record<string, string>>(db: Db, staffEmails: R) {
  const profiles = await db
    .select({
      id: patientProfiles.id,
      dateOfBirth: patientProfiles.dateOfBirth,
      age: patientProfiles.age,
      lastName: patientProfiles.lastName,
      firstName: patientProfiles.firstName,
      middlename: patientProfiles.middlename,
    })
    .from(patientProfiles)
    .where(isNull(patientProfiles.mergedIntoId))
    .orderBy(asc(patientProfiles.id));
  const hospitals = await db
    .select({ id: healthCareProviders.id, address: healthCareProviders.address })
    .from(healthCareProviders)
    .orderBy(asc(healthCareProviders.id));
  const found = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(inArray(users.email, Object.values(staffEmails)));
  const staff = {} as Record<keyof R, (typeof found)[number]>;
  for (const [role, email] of Object.entries(staffEmails) as Array<[keyof R, string]>) {
    const member = found.find((u) => u.email === email);
    if (!member) return null;
    staff[role] = member;
  }
  if (!profiles.length || !hospitals.length) return null;
  const hospital = (n: number) => hospitals[n % hospitals.length]?.id ?? 0;
  /** The n-th provider's street address (what a case's "hospital address" says). */
  const hospitalAddress = (n: number) => hospitals[n % hospitals.length]?.address ?? null;
  const urns = await db
    .select({
      patientProfileId: patientUrns.patientProfileId,
      healthCareProviderId: patientUrns.healthCareProviderId,
      urn: patientUrns.urn,
    })
    .from(patientUrns)
    .where(
      inArray(
        patientUrns.patientProfileId,
        profiles.map((p) => p.id),
      ),
    );
  const people = profiles.map((p) => {
    const demo: DemoPerson | undefined = DEMO_PEOPLE.find(
      (d) =>
        d.lastName === p.lastName && d.firstName === p.firstName && (d.middlename ?? null) === p.middlename,
    );
    const urnAt = (n: number): string => {
      const urn = urns.find(
        (u) => u.patientProfileId === p.id && u.healthCareProviderId === hospital(n),
      )?.urn;
      if (!urn) throw new Error(`Demo data: ${p.firstName} ${p.lastName} has no URN at hospital ${n}`);
      return urn;
    };
    return { ...p, demo, urnAt };
  });
  return { people, hospital, hospitalAddress, staff };
}
