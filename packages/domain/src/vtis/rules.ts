import { collectIssues, type SectionIssue, sectionCompleteness } from '../stroke/completeness.ts';
import { strokeStudyId } from '../stroke/record-types.ts';
import type { Loose } from '../stroke/rule-helpers.ts';
import { checkVtisConsult, type VtisRuleOptions } from './case.schema.ts';
import { clearedFollowupConsultation } from './clearing-rules.ts';
import { checkVtisFollowup } from './followup.schema.ts';
import { VTIS_STATUS, type VtisStatus } from './options.ts';
import {
  VTIS_CONSULT_SECTION_NAMES,
  VTIS_FOLLOWUP_SECTION_NAMES,
  type VtisConsultSectionName,
  type VtisFollowupSectionName,
} from './sections.ts';

/**
 * Rules of the VTIS records (spec 3 §2.3, §2.7, §2.8, §4.1, §6): status, decline, follow-up
 * creation, read-only and edit of closed records, the dashboard's row menu, the locked referrer of
 * a follow-up and the completeness markers, used by the web (menus, buttons, banners, markers) and
 * by the server (refusals) alike. The show / derive rules are clinical-rules.ts', the clearing
 * rules clearing-rules.ts' and the dashboard row menu's row-menu-rules.ts' (both re-exported here).
 */
export * from './clearing-rules.ts';
export * from './clinical-rules.ts';
export * from './row-menu-rules.ts';

type Maybe<T> = T | null | undefined;

/** The record fields the state rules read (§3.4). */
export interface VtisStateLike {
  isActive: boolean;
  closedOn?: Maybe<string>;
  isDeclined?: Maybe<boolean>;
  isPending?: Maybe<boolean>;
}

const isClosed = (r: VtisStateLike): boolean => !r.isActive || !!r.closedOn;

/**
 * The status the dashboard shows (§2.3, §4.1): DECLINED once declined, CLOSED once closed, PENDING
 * while the consult waits for the VTIS service, INPATIENT while the patient is under its review.
 * A follow-up is INPATIENT until closed.
 */
export function vtisRecordStatus(record: VtisStateLike): VtisStatus {
  if (record.isDeclined) return VTIS_STATUS.Declined;
  if (isClosed(record)) return VTIS_STATUS.Closed;
  return record.isPending ? VTIS_STATUS.Pending : VTIS_STATUS.Inpatient;
}

/**
 * Whether a consult still waits for the VTIS service (§3.4 isPending). The spec does not say when a
 * consult stops being pending; SCOUT's rule: every new consult (the automatic referral of a closed
 * VST consult, or New VTIS Consultation) starts pending, and the first save that records its VTIS
 * neurologist (neurologistInformation.specialistId) takes it on. Once taken on it stays so.
 */
export function isStillPending(wasPending: boolean, consult: Loose): boolean {
  const neurologist = consult?.neurologistInformation as Loose;
  return wasPending && (neurologist?.specialistId === null || neurologist?.specialistId === undefined);
}

/** Decline is offered for pending VTIS consults only (§2.5, §4.1): not closed and not declined. */
export function canDeclineVtisConsult(consult: VtisStateLike): boolean {
  return vtisRecordStatus(consult) === VTIS_STATUS.Pending;
}

/**
 * Editing a closed VTIS record is always allowed (§6), to every user who may edit VTIS records:
 * unlike VST, no further permission is needed (`canEdit` is access/rules.ts `canEditVtis`).
 */
export function canEditClosedVtisRecord(canEdit: boolean): boolean {
  return canEdit;
}

/**
 * A VTIS record is read-only for a read-only user and once declined (§4.1, whatever else); once
 * closed, until Edit is pressed (`canEditClosedVtisRecord`), then until Save and Exit.
 */
export function isVtisRecordReadOnly(
  readOnlyUser: boolean,
  record: VtisStateLike,
  editingClosed = false,
): boolean {
  if (readOnlyUser || record.isDeclined) return true;
  return isClosed(record) && !editingClosed;
}

/** The past-records table shows only while the record is open and editable (§2.8). */
export function showsPastRecords(readOnly: boolean, record: VtisStateLike): boolean {
  return !readOnly && !isClosed(record) && !record.isDeclined;
}

/** The study ID of a VTIS record: 'VTIS3', 'VTISFU4' (stroke/record-types.ts). */
export const vtisStudyId = (recordType: 'VtisConsult' | 'VtisFollowup', id: number): string =>
  strokeStudyId(recordType, id);

/** The referrer hospital fields a follow-up takes from its consult, locked (§2.1, §2.4). */
export const FOLLOWUP_LOCKED_REFERRER_FIELDS = ['referrerHospitalId', 'referrerHospitalAddress'] as const;

/**
 * A follow-up's referrer: as typed, with the hospital fields taken from the consult's referrer
 * (§2.1 "referrer hospital fields locked"): the form shows them read-only, the server applies this
 * to whatever it receives. The unit stays the follow-up's own (the patient may have moved ward).
 */
export function followupReferrerFromConsult<T extends Record<string, unknown>>(
  referrer: T,
  consultReferrer: Maybe<Partial<Record<(typeof FOLLOWUP_LOCKED_REFERRER_FIELDS)[number], unknown>>>,
): T {
  const locked = Object.fromEntries(
    FOLLOWUP_LOCKED_REFERRER_FIELDS.map((f) => [f, consultReferrer?.[f] ?? null]),
  );
  return { ...referrer, ...locked };
}

/**
 * The new follow-up's working diagnosis from the initial consult (§3.5): the consult's stroke type
 * and not-stroke diagnoses, which the follow-up form shows and may correct.
 */
export function initialDiagnosisFromConsult(diagnosis: Loose) {
  const list = diagnosis?.notStrokeDiagnosisDetails;
  return clearedFollowupConsultation({
    workingDiagnosisFromInitialVtisConsult: diagnosis?.strokeType ?? null,
    workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosis: Array.isArray(list) ? [...list] : [],
    workingDiagnosisFromInitialVtisConsultNotStrokeDiagnosisOtherDetails:
      diagnosis?.notStrokeDiagnosisDetailsOtherNotes ?? null,
  });
}

/** The rule issues of a consult's sections (all by default), with paths such as 'diagnosisDetails.strokeType'. */
export function vtisConsultIssues(
  consult: Loose,
  sections: readonly VtisConsultSectionName[] = VTIS_CONSULT_SECTION_NAMES,
  options: VtisRuleOptions = {},
): SectionIssue[] {
  return collectIssues((add) => checkVtisConsult(consult, add, sections, options));
}

/** The panels' done markers (§4.1): saved, and no rule issue in the consult's context. */
export function vtisConsultCompleteness(
  consult: Loose,
  options: VtisRuleOptions = {},
): Record<VtisConsultSectionName, boolean> {
  return sectionCompleteness(consult, VTIS_CONSULT_SECTION_NAMES, (names) =>
    vtisConsultIssues(consult, names, options),
  );
}

/** Save and Close validates every section (§4.1): true when all are complete. */
export function isVtisConsultComplete(consult: Loose, options: VtisRuleOptions = {}): boolean {
  return Object.values(vtisConsultCompleteness(consult, options)).every(Boolean);
}

/** The follow-up's rule issues, as `vtisConsultIssues`. */
export function vtisFollowupIssues(
  followup: Loose,
  sections: readonly VtisFollowupSectionName[] = VTIS_FOLLOWUP_SECTION_NAMES,
  options: VtisRuleOptions = {},
): SectionIssue[] {
  return collectIssues((add) => checkVtisFollowup(followup, add, sections, options));
}

/** The follow-up's done markers, as `vtisConsultCompleteness`. */
export function vtisFollowupCompleteness(
  followup: Loose,
  options: VtisRuleOptions = {},
): Record<VtisFollowupSectionName, boolean> {
  return sectionCompleteness(followup, VTIS_FOLLOWUP_SECTION_NAMES, (names) =>
    vtisFollowupIssues(followup, names, options),
  );
}
