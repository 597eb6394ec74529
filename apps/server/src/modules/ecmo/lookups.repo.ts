import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ecmoCases, ecmoLookups, healthCareProviders, users } from '../../db/schema/index.ts';
import type { ProviderScope } from '../../plugins/provider-scope.ts';
import { listCallTakers } from '../cases/case-lookups.ts';
import { ecmoCaseInScope } from './cases.repo.ts';
import type { EcmoLookupList } from './reference-data.ts';

/** One lookup list in its bundled order. */
export function listLookup(db: Db | Tx, list: EcmoLookupList) {
  return db
    .select({ id: ecmoLookups.id, name: ecmoLookups.name })
    .from(ecmoLookups)
    .where(eq(ecmoLookups.list, list))
    .orderBy(asc(ecmoLookups.sortOrder));
}

export async function listDiagnosisCategories(db: Db | Tx) {
  const rows = await db
    .select({
      id: ecmoLookups.id,
      name: ecmoLookups.name,
      primaryOrganFailureId: ecmoLookups.primaryOrganFailureId,
    })
    .from(ecmoLookups)
    .where(eq(ecmoLookups.list, 'ecmodiagnosiscategories'))
    .orderBy(asc(ecmoLookups.sortOrder));
  return rows.map((r) => ({ ...r, primaryOrganFailureId: r.primaryOrganFailureId ?? 0 }));
}

/** The ids of `ids` that the list does not hold. */
export async function unknownLookupIds(db: Db | Tx, list: EcmoLookupList, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: ecmoLookups.id })
    .from(ecmoLookups)
    .where(and(eq(ecmoLookups.list, list), inArray(ecmoLookups.id, ids)));
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Active hospitals for the referrer and patient-hospital selects. */
export function listHospitals(db: Db) {
  return db
    .select({ id: healthCareProviders.id, nickName: healthCareProviders.nickName })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.isActive, true))
    .orderBy(asc(healthCareProviders.nickName));
}

/** The hospital a case belongs to: the patient's hospital once recorded, else the referrer's. */
export const caseHospitalId = sql<number>`coalesce(${ecmoCases.patientHospitalId}, ${ecmoCases.referrerHospitalId})`;

/**
 * Hospitals that have open (or archived) cases the user sees: the choices of the dashboard
 * hospital filter (a hospital with only other providers' cases would be a choice listing nothing).
 */
export function listHospitalsWithCases(db: Db, archived: boolean, scope: ProviderScope) {
  const caseHospitals = db
    .select({ id: caseHospitalId })
    .from(ecmoCases)
    .where(
      and(
        isNull(ecmoCases.deletedAt),
        archived ? isNotNull(ecmoCases.closedOn) : isNull(ecmoCases.closedOn),
        ecmoCaseInScope(scope),
      ),
    );
  return db
    .select({ id: healthCareProviders.id, nickName: healthCareProviders.nickName })
    .from(healthCareProviders)
    .where(inArray(healthCareProviders.id, caseHospitals))
    .orderBy(asc(healthCareProviders.nickName));
}

/** Call-taker choices: enabled accounts with ECMO access, call takers and system admins. */
/** The ECMO call-taker choices' columns (listCallTakers, isCallTakerOf). */
export const ECMO_ACCESS = { appUser: users.isEcmoUser, access: users.ecmoAccess };
export const listEcmoUsers = (db: Db) => listCallTakers(db, ECMO_ACCESS);
