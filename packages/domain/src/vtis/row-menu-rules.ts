import { ACCESS_LEVEL, type AccessLevel } from '../access/roles.ts';
import { VTIS_STATUS } from './options.ts';

/*
 * The VTIS dashboard row menu's rules (spec 3 §2.3, §4.1, §6), apart from the record rules of
 * rules.ts (which re-exports them) so the dashboard loads neither the section schemas nor the
 * phone number metadata they bring (issue 15 front-end budgets).
 */

type Maybe<T> = T | null | undefined;

/**
 * A VTIS follow-up can be created only from a VTIS consult whose status is INPATIENT (under the
 * VTIS service's review: not PENDING, DECLINED or CLOSED) with no active follow-up (§4.1: "a VTIS
 * consult with no active child whose status is INPATIENT"; the status is the consult's, as VST's
 * rule names the consult's state first). The Create follow-up menu item, the new follow-up page and
 * the server's POST /followup apply it.
 */
export function canCreateVtisFollowup(consult: {
  vtisStatus?: Maybe<string>;
  isDeclined?: Maybe<boolean>;
  vtisFollowupConsults?: Maybe<readonly { isActive: boolean; vtisStatus?: Maybe<string> }[]>;
}): boolean {
  if (consult.isDeclined || consult.vtisStatus !== VTIS_STATUS.Inpatient) return false;
  return !(consult.vtisFollowupConsults ?? []).some((f) => f.isActive);
}

/**
 * The dashboard's three-dot menu is hidden for a user whose VTIS access level is Manage and who is
 * a member of a specific health care provider (§2.3, §6).
 */
export function isVtisRowMenuHidden(
  vtisAccess: AccessLevel | null,
  memberOfSpecificProvider: boolean,
): boolean {
  return vtisAccess === ACCESS_LEVEL.Manage && memberOfSpecificProvider;
}
