import { canViewVst } from '@scout/domain/access/rules';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { vstConsults, vstFollowups } from '../../db/schema/index.ts';
import { inProviderScope, type ProviderScope, plannedDestinationIn } from '../../plugins/provider-scope.ts';
import { strokeConsultSearch } from './consult-search.repo.ts';
import type { HistoryService } from './patient-history.ts';

/**
 * The reads of VST's tables that other stroke areas build on (issue 25 item 2: an area imports no
 * other area): who may see a VST consult (the reperfusion register shows a case only where its
 * consult is seen), the VST dashboard's search (the register's keyword and dates find what it
 * finds) and VST's records in a patient's history (the VTIS dashboard lists them). VST's own
 * repo (vst/repo.ts) re-exports them.
 */

export type VstFollowupRow = typeof vstFollowups.$inferSelect;

/** The shared case parts' key of each record type (their rows are keyed by (module, case id)). */
export const VST_CONSULT_MODULE = 'vst';
export const VST_FOLLOWUP_MODULE = 'vst-followup';

/**
 * The VST consults a provider scope lets the user see (docs/architecture.md "Access by health
 * care provider"), by the rule of ECMO and Telehealth: the referring hospital, the patient's
 * hospital once recorded, and the hospital planned to receive the patient in the consult's
 * transfer request (Refer ARV).
 */
export function vstConsultInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [vstConsults.referrerHospitalId, vstConsults.patientHospitalId], (ids) => [
    plannedDestinationIn(VST_CONSULT_MODULE, vstConsults.id, ids),
  ]);
}

/** A follow-up by its own referring and patient hospitals (it has no transfer of its own). */
export function vstFollowupInScope(scope: ProviderScope): SQL | undefined {
  return inProviderScope(scope, [vstFollowups.referrerHospitalId, vstFollowups.patientHospitalId]);
}

// Search (spec 3 §2.2, §2.4, §7.1 GET /consults/search): the stroke services' consult search
// (consult-search.repo.ts) over VST's tables.

const search = strokeConsultSearch({
  consults: vstConsults,
  followups: vstFollowups,
  followupConsultId: vstFollowups.vstConsultId,
  consultInScope: vstConsultInScope,
  followupInScope: vstFollowupInScope,
  recordTypes: { consult: 'Consult', followup: 'Followup' },
});
export const { searchConsults, countConsults } = search;
/** The ids of the consults the dashboard's filters find, as a subquery (the reperfusion register's keyword and dates). */
export const consultIdsFound = search.foundIds;

/** The consults' follow-ups that are not deleted, oldest first (in the scope when one is given). */
export const followupsOf = search.followupsOf as (
  db: Db | Tx,
  consultIds: number[],
  scope?: ProviderScope,
) => Promise<VstFollowupRow[]>;

/** VST's records in a patient's history (patient-history.ts). */
export const vstHistory: HistoryService = {
  app: 'vst',
  canView: canViewVst,
  parts: [
    {
      recordType: 'Consult',
      table: vstConsults,
      inScope: vstConsultInScope,
      children: { table: vstFollowups, consultId: vstFollowups.vstConsultId },
    },
    { recordType: 'Followup', table: vstFollowups, inScope: vstFollowupInScope },
  ],
};
