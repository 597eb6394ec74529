import type { TransferStatus } from '../cases/case-options.ts';
import {
  intensivistInformationSchema,
  patientHistoryInformationSchema,
  patientInformationSchema,
  referrerInformationSchema,
} from './case.schema.ts';
import { consultationSchema } from './consultation.schema.ts';
import { TELEHEALTH_OUTCOME } from './options.ts';

export { GCS_3, GCS_15 } from '../cases/gcs.ts';
/**
 * Rules of the Telehealth case (spec 2 §4.10): the consultation's clinical rules (clinical-rules.ts)
 * and the case-level ones below, used by the web (sidebar markers, buttons) and by the server.
 */
export {
  breathingRequiredFields,
  clearedBreathing,
  clearedForNoEtt,
  clearedForNoInotropes,
  clearedRhythmOther,
  daysSinceBowelMovement,
  derivedBreathing,
  fio2ForO2MaskFlow,
  fio2SourceOfSupport,
  gcsTotal,
  INVASIVE_REQUIRED_FIELDS,
  isFio2Derived,
  isFlowRateRequired,
  isVentilated,
  lengthOfStayDays,
  NIV_REQUIRED_FIELDS,
  needsInotropesClearConfirm,
  offersO2MaskFlows,
  ROOM_AIR_FIO2,
  showsIntubationDifficulty,
  VENTILATOR_FIELDS,
} from './clinical-rules.ts';

/** Transfer statuses after which the case cannot be closed from the Outcome section (spec 2 §4.10). */
const FINAL_TRANSFER_STATUSES: readonly TransferStatus[] = ['rejected', 'completed'];

/**
 * Close is enabled only when an outcome is chosen, and, with a transfer, not once the transfer is
 * Rejected or Completed (spec 2 §4.10). A closed case cannot be closed again.
 */
export function canCloseCase(
  outcome: number | null | undefined,
  transferStatus: TransferStatus | null | undefined,
  closedDateTime?: string | null,
): boolean {
  if (closedDateTime) return false;
  if (outcome === null || outcome === undefined) return false;
  return !transferStatus || !FINAL_TRANSFER_STATUSES.includes(transferStatus);
}

/** The outcome is forced to Transfer once a transfer is requested (spec 2 §4.10). */
export function outcomeAfterTransfer(
  outcome: number | null | undefined,
  transferStatus: TransferStatus | null | undefined,
): number | null {
  return transferStatus ? TELEHEALTH_OUTCOME.Transfer : (outcome ?? null);
}

/** True when the outcome select is locked on Transfer (a transfer has been requested). */
export function isOutcomeLockedToTransfer(transferStatus: TransferStatus | null | undefined): boolean {
  return !!transferStatus;
}

/**
 * Closed cases are read-only for most users (spec 2 §6 gives no role names). SCOUT's choice: a
 * closed case is read-only for everyone except a system admin, who may correct it; Telehealth
 * Read users never edit.
 */
export function isTelehealthCaseReadOnly(
  readOnlyUser: boolean,
  closedDateTime: string | null | undefined,
  isSystemAdmin: boolean,
): boolean {
  if (readOnlyUser) return true;
  return !!closedDateTime && !isSystemAdmin;
}

type ConsultationStamp = { id: number; createdOn: string };

/** Consultations newest first (spec 2 §4.10): by creation, then by id (0, a new one, first). */
export function consultationsNewestFirst<C extends ConsultationStamp>(consultations: readonly C[]): C[] {
  const rank = (c: C) => (c.id === 0 ? Number.POSITIVE_INFINITY : Date.parse(c.createdOn));
  return [...consultations].sort((a, b) => rank(b) - rank(a) || (b.id === 0 ? 1 : b.id - a.id));
}

/** Only the newest consultation is editable; older ones are read-only (spec 2 §4.10). */
export function isConsultationEditable<C extends ConsultationStamp>(
  consultation: C,
  consultations: readonly C[],
): boolean {
  const newest = consultationsNewestFirst(consultations)[0];
  return !!newest && newest.id === consultation.id;
}

/** Add Consultation is disabled while a new consultation (id 0) is not yet saved (spec 2 §4.10). */
export function canAddConsultation(consultations: readonly ConsultationStamp[]): boolean {
  return !consultations.some((c) => c.id === 0);
}

/**
 * Completeness markers of the sidebar (spec 2 §4.10: "a complete flag from validation, evaluated
 * on load and after saves"): a section is complete when its values pass its schema. Web and server
 * call the same functions, with form values or the stored case.
 */
export const isReferrerComplete = (referrer: unknown): boolean =>
  referrerInformationSchema.safeParse(referrer).success;
export const isIntensivistComplete = (intensivist: unknown): boolean =>
  intensivistInformationSchema.safeParse(intensivist).success;
export const isPatientInformationComplete = (patientInformation: unknown): boolean =>
  patientInformationSchema.safeParse(patientInformation).success;
export const isPatientHistoryComplete = (patientHistory: unknown): boolean =>
  patientHistoryInformationSchema.safeParse(patientHistory).success;

/** Consultations: at least one, and every one valid (only the newest can still change). */
export function isConsultationsComplete(consultations: readonly unknown[] | null | undefined): boolean {
  return !!consultations?.length && consultations.every((c) => consultationSchema.safeParse(c).success);
}

/**
 * Transfer: complete once a transfer has been requested, or when the case is closed (spec 2 §4.10:
 * closed cases show Transfer and Outcome complete). A transfer is optional, so an open case
 * without one shows it incomplete, as a reminder that none has been asked for.
 */
export function isTransferComplete(
  transferStatus: TransferStatus | null | undefined,
  closedDateTime: string | null | undefined,
): boolean {
  return !!closedDateTime || !!transferStatus;
}

/**
 * Outcome: complete once the case is closed (spec 2 §4.10; closing needs an outcome). An outcome
 * chosen but not yet closed leaves the marker incomplete: the case still waits for Close.
 */
export function isOutcomeComplete(
  outcome: { outcome?: number | null; closedDateTime?: string | null } | null | undefined,
): boolean {
  return !!outcome?.closedDateTime;
}
