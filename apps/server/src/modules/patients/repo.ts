import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  healthCareProviders,
  patientPreviousAddresses,
  patientProfiles,
  patientUrns,
  presentations,
} from '../../db/schema/index.ts';
import { inProviderScope, type ProviderScope } from '../../plugins/provider-scope.ts';

export type ProfileRow = typeof patientProfiles.$inferSelect;
export type ProfileValues = Omit<
  typeof patientProfiles.$inferInsert,
  'id' | 'createdAt' | 'lastModified' | 'mergedIntoId' | 'mergedAt'
>;
export type UrnRow = typeof patientUrns.$inferSelect;
export type PreviousAddressRow = typeof patientPreviousAddresses.$inferSelect;

/** The address columns a profile and a previous address share. */
export const ADDRESS_KEYS = [
  'livesOverseas',
  'addressUnitOrRoomNumber',
  'addressStreetNumber',
  'addressStreetName',
  'addressSuburb',
  'addressState',
  'addressPostcode',
  'addressCountryCode',
] as const;
export type AddressValues = Pick<ProfileRow, (typeof ADDRESS_KEYS)[number]>;

export function addressOf(row: AddressValues): AddressValues {
  return Object.fromEntries(ADDRESS_KEYS.map((k) => [k, row[k]])) as AddressValues;
}

export function sameAddress(a: AddressValues, b: AddressValues): boolean {
  return ADDRESS_KEYS.every((k) => (a[k] ?? null) === (b[k] ?? null));
}

/** True when no part of the address was ever entered (nothing worth keeping as previous). */
export function isEmptyAddress(a: AddressValues): boolean {
  return ADDRESS_KEYS.every((k) => k === 'livesOverseas' || a[k] === null);
}

export async function findProfile(db: Db | Tx, id: number): Promise<ProfileRow | null> {
  const rows = await db.select().from(patientProfiles).where(eq(patientProfiles.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findProfileForUpdate(tx: Tx, id: number): Promise<ProfileRow | null> {
  const rows = await tx.select().from(patientProfiles).where(eq(patientProfiles.id, id)).for('update');
  return rows[0] ?? null;
}

export async function insertProfile(tx: Tx, values: ProfileValues): Promise<ProfileRow> {
  const [row] = await tx.insert(patientProfiles).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProfile(
  tx: Tx,
  id: number,
  values: Partial<typeof patientProfiles.$inferInsert>,
): Promise<ProfileRow> {
  const [row] = await tx
    .update(patientProfiles)
    .set({ ...values, lastModified: new Date() })
    .where(eq(patientProfiles.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export function listUrns(db: Db | Tx, profileId: number): Promise<UrnRow[]> {
  return db
    .select()
    .from(patientUrns)
    .where(eq(patientUrns.patientProfileId, profileId))
    .orderBy(asc(patientUrns.id));
}

export async function replaceUrns(
  tx: Tx,
  profileId: number,
  entries: Array<{ healthCareProviderId: number; urn: string }>,
): Promise<void> {
  await tx.delete(patientUrns).where(eq(patientUrns.patientProfileId, profileId));
  if (entries.length) {
    await tx.insert(patientUrns).values(entries.map((e) => ({ ...e, patientProfileId: profileId })));
  }
}

export async function existingProviderIds(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: healthCareProviders.id })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, ids));
  return new Set(rows.map((r) => r.id));
}

const urnIs = (healthCareProviderId: number, urn: string): SQL =>
  and(
    eq(patientUrns.healthCareProviderId, healthCareProviderId),
    sql`lower(${patientUrns.urn}) = ${urn.toLowerCase()}`,
  ) as SQL;

/** Entries already held by another patient at the same provider (URNs compare case-insensitively). */
export async function urnsHeldByOthers(
  db: Db | Tx,
  profileId: number | null,
  entries: Array<{ healthCareProviderId: number; urn: string }>,
): Promise<UrnRow[]> {
  if (!entries.length) return [];
  const matches = or(...entries.map((e) => urnIs(e.healthCareProviderId, e.urn)));
  const notMine = profileId === null ? undefined : ne(patientUrns.patientProfileId, profileId);
  return db.select().from(patientUrns).where(and(matches, notMine));
}

export async function findUrnEntry(db: Db, profileId: number, healthCareProviderId: number) {
  const rows = await db
    .select({
      healthCareProviderId: patientUrns.healthCareProviderId,
      healthCareProviderName: healthCareProviders.name,
      healthCareProviderNickName: healthCareProviders.nickName,
      urn: patientUrns.urn,
    })
    .from(patientUrns)
    .innerJoin(healthCareProviders, eq(healthCareProviders.id, patientUrns.healthCareProviderId))
    .where(
      and(
        eq(patientUrns.patientProfileId, profileId),
        eq(patientUrns.healthCareProviderId, healthCareProviderId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function insertPreviousAddress(
  tx: Tx,
  profileId: number,
  address: AddressValues,
  addedAt: Date,
): Promise<PreviousAddressRow> {
  const [row] = await tx
    .insert(patientPreviousAddresses)
    .values({ ...addressOf(address), patientProfileId: profileId, addedAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Newest first: the address the patient left most recently leads. */
export function listPreviousAddresses(db: Db | Tx, profileId: number): Promise<PreviousAddressRow[]> {
  return db
    .select()
    .from(patientPreviousAddresses)
    .where(eq(patientPreviousAddresses.patientProfileId, profileId))
    .orderBy(desc(patientPreviousAddresses.addedAt), desc(patientPreviousAddresses.id));
}

/**
 * The patient's journey: every presentation not deleted, newest first, with the provider's name;
 * for a user limited to some providers, only the presentations at those providers.
 */
export function listPresentations(db: Db | Tx, profileId: number, scope: ProviderScope) {
  return db
    .select({
      rowId: presentations.id,
      caseId: presentations.caseId,
      discriminator: presentations.discriminator,
      presentationDateTime: presentations.presentationDateTime,
      studyId: presentations.studyId,
      principalProblem: presentations.principalProblem,
      healthCareProviderId: presentations.healthCareProviderId,
      healthCareProviderName: healthCareProviders.name,
      isActive: presentations.isActive,
      status: presentations.status,
    })
    .from(presentations)
    .leftJoin(healthCareProviders, eq(healthCareProviders.id, presentations.healthCareProviderId))
    .where(
      and(
        eq(presentations.patientProfileId, profileId),
        isNull(presentations.deletedAt),
        inProviderScope(scope, [presentations.healthCareProviderId]),
      ),
    )
    .orderBy(desc(presentations.presentationDateTime), desc(presentations.id));
}

/** URN entries with their provider's names, in entry order. */
export function listUrnsWithProviders(db: Db | Tx, profileId: number) {
  return db
    .select({
      id: patientUrns.id,
      healthCareProviderId: patientUrns.healthCareProviderId,
      healthCareProviderName: healthCareProviders.name,
      urn: patientUrns.urn,
    })
    .from(patientUrns)
    .innerJoin(healthCareProviders, eq(healthCareProviders.id, patientUrns.healthCareProviderId))
    .where(eq(patientUrns.patientProfileId, profileId))
    .orderBy(asc(patientUrns.id));
}
export type UrnWithProvider = Awaited<ReturnType<typeof listUrnsWithProviders>>[number];
export type PresentationListRow = Awaited<ReturnType<typeof listPresentations>>[number];
