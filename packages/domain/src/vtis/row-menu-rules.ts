import { ACCESS_LEVEL, type AccessLevel } from '../access/roles.ts';
import { VTIS_STATUS } from './options.ts';

/*
 * The VTIS dashboard row menu's rules (spec 3 §2.3, §4.1, §6), apart from the record rules of
 * rules.ts (which re-exports them) so the dashboard loads neither the section schemas nor the
 * phone number metadata they bring (issue 15 front-end budgets).
 */

type Maybe<T> = T | null | undefined;

/**
 * A VTIS follow-up can be created only from a VTIS consult with no active follow-up whose status is
 * INPATIENT (§4.1), and (SCOUT) not from a declined consult: it never saw the patient. The Create
 * follow-up menu item and the server's POST /followup apply it.
 */
export function canCreateVtisFollowup(consult: {
  isDeclined?: Maybe<boolean>;
  vtisFollowupConsults?: Maybe<readonly { isActive: boolean; vtisStatus?: Maybe<string> }[]>;
}): boolean {
  if (consult.isDeclined) return false;
  return !(consult.vtisFollowupConsults ?? []).some(
    (f) => f.isActive && f.vtisStatus === VTIS_STATUS.Inpatient,
  );
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
