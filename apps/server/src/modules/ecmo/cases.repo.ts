import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  ecmoCases,
  ecmoClinicalEntries,
  ecmoLookups,
  healthCareProviders,
  patientProfiles,
  presentations,
  users,
} from '../../db/schema/index.ts';
import { inProviderScope, type ProviderScope, plannedDestinationIn } from '../cases/provider-scope.ts';
import { registerPatientReference } from '../patients/references.ts';

// A patient merge moves the merged profile's ECMO cases to the surviving profile.
registerPatientReference({ table: 'ecmo_cases', column: 'patient_profile_id' });

export type EcmoCaseRow = typeof ecmoCases.$inferSelect;
export type EcmoCaseInsert = typeof ecmoCases.$inferInsert;
export type EntryKind = 'observation' | 'bloodGas' | 'investigation';

/**
 * The ECMO cases a provider scope lets the user see (docs/architecture.md, "Access by health care
 * provider"): a case belongs to the referring hospital, the patient's hospital once recorded, and
 * the hospital planned to receive the patient in its transfer request. Undefined: every case.
 */
export function ecmoCaseInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [ecmoCases.referrerHospitalId, ecmoCases.patientHospitalId], (ids) => [
    plannedDestinationIn('ecmo', ecmoCases.id, ids),
  ]);
}

/**
 * A case that is not deleted and that the scope lets the user see (otherwise null: the caller
 * answers 404 as for a case that does not exist); `forUpdate` locks it for a save's transaction.
 */
export async function findCase(
  db: Db | Tx,
  id: number,
  scope: ProviderScope,
  forUpdate = false,
): Promise<EcmoCaseRow | null> {
  const query = db
    .select()
    .from(ecmoCases)
    .where(and(eq(ecmoCases.id, id), isNull(ecmoCases.deletedAt), ecmoCaseInScope(scope)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export async function insertCase(tx: Tx, values: Omit<EcmoCaseInsert, 'id'>): Promise<EcmoCaseRow> {
  const [row] = await tx.insert(ecmoCases).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCase(tx: Tx, id: number, values: Partial<EcmoCaseInsert>): Promise<EcmoCaseRow> {
  const [row] = await tx
    .update(ecmoCases)
    .set({ ...values, lastModified: new Date() })
    .where(eq(ecmoCases.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function findPatient(db: Db | Tx, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(patientProfiles)
    .where(and(eq(patientProfiles.id, id), isNull(patientProfiles.mergedIntoId)))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** True when the patient has a case that is neither closed nor deleted. */
export async function hasActiveCase(tx: Tx, patientProfileId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: ecmoCases.id })
    .from(ecmoCases)
    .where(
      and(
        eq(ecmoCases.patientProfileId, patientProfileId),
        isNull(ecmoCases.closedOn),
        isNull(ecmoCases.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findUser(db: Db | Tx, id: number) {
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Nick names of the given providers (missing ids are simply absent). */
export async function providerNickNames(db: Db | Tx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: healthCareProviders.id, nickName: healthCareProviders.nickName })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, ids));
  return new Map(rows.map((r) => [r.id, r.nickName]));
}

export async function providerExists(db: Db | Tx, id: number): Promise<boolean> {
  return (await providerNickNames(db, [id])).has(id);
}

export function listEntries(db: Db | Tx, caseId: number) {
  return db
    .select({ id: ecmoClinicalEntries.id, kind: ecmoClinicalEntries.kind, data: ecmoClinicalEntries.data })
    .from(ecmoClinicalEntries)
    .where(eq(ecmoClinicalEntries.caseId, caseId))
    .orderBy(asc(ecmoClinicalEntries.id));
}

/** Appends a committed entry; the stored data carries its row id (the entry's id in the case). */
export async function insertEntry(
  tx: Tx,
  caseId: number,
  kind: EntryKind,
  data: Record<string, unknown>,
  committedBy: number | null,
) {
  const [row] = await tx
    .insert(ecmoClinicalEntries)
    .values({ caseId, kind, data, committedBy })
    .returning({ id: ecmoClinicalEntries.id });
  if (!row) throw new Error('insert returned no row');
  const withId = { ...data, id: row.id };
  await tx.update(ecmoClinicalEntries).set({ data: withId }).where(eq(ecmoClinicalEntries.id, row.id));
  return withId;
}

export async function lookupName(db: Db | Tx, list: string, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const rows = await db
    .select({ name: ecmoLookups.name })
    .from(ecmoLookups)
    .where(and(eq(ecmoLookups.list, list), eq(ecmoLookups.id, id)))
    .limit(1);
  return rows[0]?.name ?? null;
}

export interface PresentationValues {
  principalProblem?: string | null;
  healthCareProviderId?: number | null;
  isActive?: boolean;
  status?: string | null;
  deletedAt?: Date | null;
}

/** The case's row of the cross-module presentations index (spec 1: the patient journey). */
export async function insertPresentation(tx: Tx, row: EcmoCaseRow, studyId: string, status: string) {
  await tx.insert(presentations).values({
    discriminator: 'ECMO',
    caseId: row.id,
    patientProfileId: row.patientProfileId,
    presentationDateTime: row.callDateTime,
    studyId,
    principalProblem: null,
    healthCareProviderId: row.patientHospitalId ?? row.referrerHospitalId,
    isActive: true,
    status,
  });
}

export async function updatePresentation(tx: Tx, caseId: number, values: PresentationValues) {
  await tx
    .update(presentations)
    .set(values)
    .where(and(eq(presentations.discriminator, 'ECMO'), eq(presentations.caseId, caseId)));
}
