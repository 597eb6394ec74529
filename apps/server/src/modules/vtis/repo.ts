import { canViewVtis } from '@scout/domain/access/rules';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  healthCareProviders,
  users,
  vtisConsults,
  vtisFollowups,
  vtisHospitalDocumentation,
} from '../../db/schema/index.ts';
import { inProviderScope, type ProviderScope } from '../../plugins/provider-scope.ts';
import { listCallTakers } from '../cases/case-lookups.ts';
import { strokeConsultSearch } from '../stroke/consult-search.repo.ts';
import type { HistoryService } from '../stroke/patient-history.ts';

export type VtisConsultRow = typeof vtisConsults.$inferSelect;
export type VtisFollowupRow = typeof vtisFollowups.$inferSelect;
export type HospitalDocumentationRow = typeof vtisHospitalDocumentation.$inferSelect;

/** The shared case parts' key of each record type (their rows are keyed by (module, case id)). */
export const VTIS_HOSPITAL_DOCUMENTATION_MODULE = 'vtis-hospital-documentation';

/**
 * The VTIS consults a provider scope lets the user see (docs/architecture.md "Access by health
 * care provider"): the referring hospital and the patient's hospital once recorded. VTIS mounts no
 * transfer, so there is no planned destination to add.
 */
export function vtisConsultInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [vtisConsults.referrerHospitalId, vtisConsults.patientHospitalId]);
}

/** A follow-up by its own referring and patient hospitals. */
export function vtisFollowupInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [vtisFollowups.referrerHospitalId, vtisFollowups.patientHospitalId]);
}

/**
 * A hospital documentation is visible exactly when its consult is: the consult is not deleted and
 * is in the scope. (Always a condition: a deleted consult takes its documentation with it.)
 */
export function hospitalDocumentationVisible(scope: ProviderScope): SQL {
  return sql`exists (select 1 from ${vtisConsults} where ${and(
    eq(vtisConsults.id, vtisHospitalDocumentation.id),
    isNull(vtisConsults.deletedAt),
    vtisConsultInScope(scope),
  )})`;
}

// Search (spec 3 §2.3, §7.2 GET /consults/search): the stroke services' consult search
// (modules/stroke/consult-search.repo.ts) over VTIS's tables.

const search = strokeConsultSearch({
  consults: vtisConsults,
  followups: vtisFollowups,
  followupConsultId: vtisFollowups.vtisConsultId,
  consultInScope: vtisConsultInScope,
  followupInScope: vtisFollowupInScope,
  recordTypes: { consult: 'VtisConsult', followup: 'VtisFollowup' },
});
export const { searchConsults, countConsults } = search;
/** The ids of every consult a search finds, as a subquery (the exports). */
export const foundConsultIds = search.foundIds;

/** The consults' follow-ups that are not deleted, oldest first (in the scope when one is given). */
export const followupsOf = search.followupsOf as (
  db: Db | Tx,
  consultIds: number[],
  scope?: ProviderScope,
) => Promise<VtisFollowupRow[]>;

/** The consults' hospital documentation (not deleted), by consult id. */
export async function documentationOf(
  db: Db | Tx,
  consultIds: number[],
): Promise<Map<number, HospitalDocumentationRow>> {
  if (!consultIds.length) return new Map();
  const rows = await db
    .select()
    .from(vtisHospitalDocumentation)
    .where(
      and(inArray(vtisHospitalDocumentation.id, consultIds), isNull(vtisHospitalDocumentation.deletedAt)),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the hospital takes part in VTIS (the provider's `vtis_enabled`): the automatic referral's test. */
export async function offersVtis(db: Db | Tx, hospitalId: number): Promise<boolean> {
  const [row] = await db
    .select({ vtisEnabled: healthCareProviders.vtisEnabled })
    .from(healthCareProviders)
    .where(eq(healthCareProviders.id, hospitalId))
    .limit(1);
  return row?.vtisEnabled ?? false;
}

/** The live VTIS consult a VST consult's close created, if any. */
export async function consultReferredBy(db: Db | Tx, vstConsultId: number) {
  const [row] = await db
    .select({ id: vtisConsults.id })
    .from(vtisConsults)
    .where(and(eq(vtisConsults.vstConsultId, vstConsultId), isNull(vtisConsults.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * GET /users (VTIS): the call-taker choices of the new consult and follow-up forms: enabled
 * accounts with VTIS access, call takers and system admins.
 */
/** VTIS's user flag and access level: whom its call-taker choices are drawn from. */
export const VTIS_CALL_TAKERS = { appUser: users.isVtisUser, access: users.vtisAccess };

export const listVtisCallTakers = (db: Db) => listCallTakers(db, VTIS_CALL_TAKERS);

/** VTIS's records in a patient's history (modules/stroke/patient-history.ts). */
export const vtisHistory: HistoryService = {
  app: 'vtis',
  canView: canViewVtis,
  parts: [
    {
      recordType: 'VtisConsult',
      table: vtisConsults,
      inScope: vtisConsultInScope,
      children: { table: vtisFollowups, consultId: vtisFollowups.vtisConsultId },
    },
    { recordType: 'VtisFollowup', table: vtisFollowups, inScope: vtisFollowupInScope },
  ],
};
