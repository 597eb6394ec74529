import type { Principal } from '../access/principal.ts';
import { isReadOnly } from '../access/rules.ts';
import { addDays, DEFAULT_TIME_ZONE, localDateOf } from '../cases/dates.ts';
import { ECMO_LIMITS } from './limits.ts';
import { ECMO_MESSAGES as M } from './messages.ts';
import { ECMO_STATUS, type EcmoStatus, statusRevealsEcmoPanels } from './status-options.ts';

/** Case-level rules of spec 2 §2.1, §4.1, §4.2, §4.7 and §6 (the note edit stamp: cases/note-rules.ts). */

/**
 * The status after a save of the ECMO details (spec 2 §4.1): while On or Off ECMO, decannulated
 * Yes means Off ECMO and anything else On ECMO; the other statuses are kept.
 */
export function ecmoStatusAfterSave(
  status: EcmoStatus,
  decannulated: boolean | null | undefined,
): EcmoStatus {
  if (!statusRevealsEcmoPanels(status)) return status;
  return decannulated === true ? ECMO_STATUS.Off : ECMO_STATUS.On;
}

type DecannulationAnswer = {
  decannulation?: { hasEcmoStoppedAndDecannulated?: boolean | null } | null;
} | null;

/** A case is decannulated when hasEcmoStoppedAndDecannulated is Yes (spec 2 §4.2). */
export function isDecannulated(ecmoDetails: DecannulationAnswer | undefined): boolean {
  return ecmoDetails?.decannulation?.hasEcmoStoppedAndDecannulated === true;
}

/** A conclusion can be entered only once the case is decannulated. */
export function canEnterConclusion(ecmoDetails: DecannulationAnswer | undefined): boolean {
  return isDecannulated(ecmoDetails);
}

/**
 * What the conclusion view says instead of a conclusion: not decannulated yet, or decannulated
 * but no outcome set yet; null once there is an outcome to show.
 */
export function conclusionViewMessage(
  ecmoDetails: DecannulationAnswer | undefined,
  conclusion: { ecmoOutcome?: string | null } | null | undefined,
): string | null {
  if (!isDecannulated(ecmoDetails)) return M.notDecannulatedYet;
  if (!conclusion?.ecmoOutcome) return M.notConcludedYet;
  return null;
}

/** Archived cases are always read-only; otherwise read-only users (access rules) see summaries. */
export function isCaseReadOnly(principal: Principal, ecmoCase: { archived: boolean }): boolean {
  return ecmoCase.archived || isReadOnly(principal, 'ecmo');
}

/**
 * "Clinical details have been completed" (spec 2 §4.7 leaves it open). SCOUT's definition: a
 * primary organ failure is recorded and at least one observation has been committed, which gives
 * the retrieval service a diagnosis and a set of vital signs for the transfer.
 */
export function areClinicalDetailsComplete(
  clinicalDetails:
    | {
        diagnosis?: { primaryOrganFailureId?: number | null } | null;
        observations?: { committed?: readonly unknown[] | null } | null;
      }
    | null
    | undefined,
): boolean {
  return (
    typeof clinicalDetails?.diagnosis?.primaryOrganFailureId === 'number' &&
    (clinicalDetails.observations?.committed?.length ?? 0) > 0
  );
}

/** The first closing day (YYYY-MM-DD) the unfiltered archive shows: 30 days before today. */
export function archiveClosedSince(today: string): string {
  return addDays(today, -ECMO_LIMITS.archiveDefaultDays);
}

/** True when a case closed at `closedOn` (ISO date-time) is within the archive's default window. */
export function isInDefaultArchiveWindow(
  closedOn: string | null | undefined,
  today: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const day = closedOn ? localDateOf(closedOn, timeZone) : null;
  return day !== null && day >= archiveClosedSince(today);
}

/**
 * The case page title (spec 2 §2.1): first name, last name, gender initial and age, then the
 * hospital, e.g. 'Jane Citizen (F, 45) - Royal Melbourne Hospital'. Missing parts are left out.
 */
export function casePageTitle(
  patient: {
    firstName?: string | null;
    lastName?: string | null;
    gender?: string | null;
    age?: number | null;
  },
  hospital?: string | null,
): string {
  const name = [patient.firstName, patient.lastName].filter(Boolean).join(' ');
  const details = [patient.gender?.charAt(0), patient.age ?? undefined].filter(
    (p) => p !== undefined && p !== '',
  );
  const person = details.length ? `${name} (${details.join(', ')})` : name;
  return hospital ? `${person} - ${hospital}` : person;
}
