import { canViewVst } from '@scout/domain/access/rules';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users, vstConsults, vstFollowups } from '../../db/schema/index.ts';
import { listCallTakers } from '../cases/case-lookups.ts';
import { inProviderScope, type ProviderScope, plannedDestinationIn } from '../cases/provider-scope.ts';
import { strokeConsultSearch } from '../stroke/consult-search.repo.ts';
import { listNeurologists } from '../stroke/lookups.repo.ts';
import type { HistoryService } from '../stroke/patient-history.ts';

export type VstConsultRow = typeof vstConsults.$inferSelect;
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

/**
 * GET /users (spec 3 §6 "/api/vst/users gives VST users"): the call-taker choices of the new
 * consult and follow-up forms: enabled accounts with VST access, call takers and system admins.
 */
/** VST's user flag and access level: whom its call-taker choices are drawn from. */
export const VST_CALL_TAKERS = { appUser: users.isVstUser, access: users.vstAccess };

export const listVstCallTakers = (db: Db) => listCallTakers(db, VST_CALL_TAKERS);

/** GET /managers and /vtisNeurologists (modules/stroke/lookups.repo.ts `listNeurologists`). */
export const listManagers = (db: Db) => listNeurologists(db, 'vst');
export const listVtisNeurologists = (db: Db) => listNeurologists(db, 'vtis');

// Search (spec 3 §2.2, §2.4, §7.1 GET /consults/search): the stroke services' consult search
// (modules/stroke/consult-search.repo.ts) over VST's tables.

export type { ConsultSearch } from '../stroke/consult-search.repo.ts';

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

/** VST's records in a patient's history (modules/stroke/patient-history.ts). */
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
