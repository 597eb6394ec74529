import { asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healthCareProviders, patientProfiles, users } from '../../db/schema/index.ts';

/**
 * What a case module's demo data (`npm start`) is built on: the patients not merged away and the
 * providers, both in seeding order, and the staff the module names, by e-mail. Null when any of
 * them is missing (an emptier database): the module then seeds nothing. `hospital(n)` is the n-th
 * provider's id, counting round.
 */
export async function demoSeedBase<const R extends Record<string, string>>(db: Db, staffEmails: R) {
  const people = await db
    .select({ id: patientProfiles.id, dateOfBirth: patientProfiles.dateOfBirth, age: patientProfiles.age })
    .from(patientProfiles)
    .where(isNull(patientProfiles.mergedIntoId))
    .orderBy(asc(patientProfiles.id));
  const hospitals = await db
    .select({ id: healthCareProviders.id })
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
  if (!people.length || !hospitals.length) return null;
  const hospital = (n: number) => hospitals[n % hospitals.length]?.id ?? 0;
  return { people, hospital, staff };
}
