import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ecmoCases, ecmoClinicalEntries, ecmoLookups } from '../../db/schema/index.ts';
import { inProviderScope, type ProviderScope, plannedDestinationIn } from '../../plugins/provider-scope.ts';
import { hasOpenCase } from '../cases/case-lookups.ts';

/** The shared case look-ups, under the names the ECMO services use. */
export { findPatient, findUser, providerExists, providerNickNames } from '../cases/case-lookups.ts';

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

/** True when the patient has an ECMO case that is neither closed nor deleted. */
export const hasActiveCase = (tx: Tx, patientProfileId: number) =>
  hasOpenCase(tx, ecmoCases, ecmoCases.closedOn, patientProfileId);

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
