import type { Db } from '../../db/client.ts';
import { users, type vstConsults, type vstFollowups } from '../../db/schema/index.ts';
import { listCallTakers } from '../cases/case-lookups.ts';
import { listNeurologists } from '../stroke/lookups.repo.ts';

export type VstConsultRow = typeof vstConsults.$inferSelect;
export type VstFollowupRow = typeof vstFollowups.$inferSelect;

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

// The reads other stroke areas build on (scope, search, patient history) live in the stroke
// records layer (modules/stroke/vst-records.ts), so that no other area imports VST.

export type { ConsultSearch } from '../stroke/consult-search.repo.ts';
export {
  consultIdsFound,
  countConsults,
  followupsOf,
  searchConsults,
  VST_CONSULT_MODULE,
  VST_FOLLOWUP_MODULE,
  vstConsultInScope,
  vstFollowupInScope,
  vstHistory,
} from '../stroke/vst-records.ts';
