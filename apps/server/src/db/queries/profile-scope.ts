import { sql } from 'drizzle-orm';
import { type ProviderScope, providerIdsLiteral } from '../../plugins/provider-scope.ts';
import type { Db, Tx } from '../client.ts';
import { queryRows } from './rows.ts';

/**
 * "The profile `p` is in the provider scope" (docs/architecture.md, "Access by health care
 * provider"): it holds a URN at one of the providers, or has a presentation (a case of any module,
 * not deleted) there. `ids` is the SQL of an int[] of provider ids. Both tests are index lookups
 * by patient (patient_urns_patient_provider, presentations_patient). The patients module's search
 * and the case framework's new cases both ask it.
 */
export function profileInScopeText(ids: string): string {
  return `(EXISTS (SELECT 1 FROM patient_urns su WHERE su.patient_profile_id = p.id
      AND su.health_care_provider_id = ANY(${ids}))
    OR EXISTS (SELECT 1 FROM presentations sp WHERE sp.patient_profile_id = p.id
      AND sp.deleted_at IS NULL AND sp.health_care_provider_id = ANY(${ids})))`;
}

/** True when the profile is in the user's provider scope; a user who sees all costs no query. */
export async function isProfileInScope(db: Db | Tx, scope: ProviderScope, id: number): Promise<boolean> {
  if (scope.all) return true;
  // The literal holds integers only (providerIdsLiteral), so it is safe as SQL text.
  const inScope = sql.raw(profileInScopeText(`'${providerIdsLiteral(scope)}'::int[]`));
  const rows = await queryRows(db, sql`SELECT 1 FROM patient_profiles p WHERE p.id = ${id} AND ${inScope}`);
  return rows.length > 0;
}
