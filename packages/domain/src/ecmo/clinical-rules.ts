import { isFlowValidForTherapy, type OxygenTherapy, therapyOffersFlows } from '../cases/oxygen-therapy.ts';
import { isBlank } from '../cases/schema-helpers.ts';
import { hasBloodGasData } from './blood-gas.schema.ts';
import type { DiagnosisCategory, Lookup } from './diagnosis.schema.ts';
import { hasInvestigationData } from './investigation.schema.ts';
import { hasObservationData, OBSERVATION_REQUIRED_FIELDS } from './observation.schema.ts';

/** Clinical-details rules of spec 2 §4.3 and §4.4 (the transfer form's: cases/transfer-rules.ts). */

/** The primary organ failure whose choice shows every diagnosis category. */
export const COMBINED_FAILURE_NAME = 'Combined';

function isCombined(failures: readonly Lookup[], failureId: number | null | undefined): boolean {
  const failure = failures.find((f) => f.id === failureId);
  return failure?.name.trim().toLowerCase() === COMBINED_FAILURE_NAME.toLowerCase();
}

/**
 * The diagnosis categories offered for a primary organ failure: all of them for 'Combined', those
 * of the failure otherwise, none before a failure is chosen.
 */
export function filterDiagnosisCategories<C extends DiagnosisCategory>(
  categories: readonly C[],
  failures: readonly Lookup[],
  failureId: number | null | undefined,
): C[] {
  if (failureId === null || failureId === undefined) return [];
  if (isCombined(failures, failureId)) return [...categories];
  return categories.filter((c) => c.primaryOrganFailureId === failureId);
}

/** True when the category may go with the failure (no category is always allowed). */
export function isDiagnosisCategoryAllowed(
  categoryId: number | null | undefined,
  categories: readonly DiagnosisCategory[],
  failures: readonly Lookup[],
  failureId: number | null | undefined,
): boolean {
  if (categoryId === null || categoryId === undefined) return true;
  return filterDiagnosisCategories(categories, failures, failureId).some((c) => c.id === categoryId);
}

/** After the failure changes, a category of another failure is cleared (spec 2 §4.4). */
export function diagnosisCategoryAfterFailureChange(
  categoryId: number | null | undefined,
  categories: readonly DiagnosisCategory[],
  failures: readonly Lookup[],
  failureId: number | null | undefined,
): number | null {
  if (categoryId === null || categoryId === undefined) return null;
  return isDiagnosisCategoryAllowed(categoryId, categories, failures, failureId) ? categoryId : null;
}

type Loose = Partial<Record<string, unknown>> | null | undefined;

/**
 * Add New appears once the current observation has its required data (spec 2 §4.3): every
 * commit-required field, and a valid flow rate when the therapy offers flows.
 */
export function observationHasRequiredData(entry: Loose): boolean {
  if (!entry || !hasObservationData(entry)) return false;
  if (OBSERVATION_REQUIRED_FIELDS.some((f) => isBlank(entry[f]))) return false;
  const o = entry.oxygenTherapy as { oxygenTherapy?: OxygenTherapy | null; flowRate?: number | null } | null;
  if (therapyOffersFlows(o?.oxygenTherapy)) {
    return typeof o?.flowRate === 'number' && isFlowValidForTherapy(o.oxygenTherapy, o.flowRate);
  }
  return true;
}

/** A blood gas with a value, its date/time and its type. */
export function bloodGasHasRequiredData(entry: Loose): boolean {
  return (
    !!entry && hasBloodGasData(entry) && !isBlank(entry.bloodGasDateAndTime) && !isBlank(entry.bloodGasType)
  );
}

/** An investigation with a value and its date/time. */
export function investigationHasRequiredData(entry: Loose): boolean {
  return !!entry && hasInvestigationData(entry) && !isBlank(entry.investigationDateAndTime);
}

/** The field labels of the commit-required fields, as the forms show them. */
const OBSERVATION_FIELD_LABELS: Record<(typeof OBSERVATION_REQUIRED_FIELDS)[number], string> = {
  observationType: 'Observation type',
  observationDateAndTime: 'Date/time',
  hr: 'HR',
  sbp: 'SBP',
  dbp: 'DBP',
  respRate: 'Resp rate',
  spo2: 'SpO2',
  eyes: 'Eyes',
  verbal: 'Verbal',
  motor: 'Motor',
};

/** "Date/time and Type are required to commit" (null when nothing is missing). */
export function commitHint(missing: readonly string[]): string | null {
  if (!missing.length) return null;
  const names =
    missing.length === 1
      ? missing[0]
      : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `${names} ${missing.length === 1 ? 'is' : 'are'} required to commit`;
}

/**
 * Why Commit is disabled (issue 24: never silently), once the entry has a value: the required
 * fields still missing, by their labels. Null for an empty entry (nothing to commit yet) and for a
 * complete one.
 */
export function observationCommitHint(entry: Loose): string | null {
  if (!entry || !hasObservationData(entry)) return null;
  const missing: string[] = OBSERVATION_REQUIRED_FIELDS.filter((f) => isBlank(entry[f])).map(
    (f) => OBSERVATION_FIELD_LABELS[f],
  );
  const o = entry.oxygenTherapy as { oxygenTherapy?: OxygenTherapy | null; flowRate?: number | null } | null;
  if (
    therapyOffersFlows(o?.oxygenTherapy) &&
    !(typeof o?.flowRate === 'number' && isFlowValidForTherapy(o.oxygenTherapy, o.flowRate))
  )
    missing.push('Flow rate');
  return commitHint(missing);
}

export function bloodGasCommitHint(entry: Loose): string | null {
  if (!entry || !hasBloodGasData(entry)) return null;
  const missing: string[] = [];
  if (isBlank(entry.bloodGasDateAndTime)) missing.push('Date/time');
  if (isBlank(entry.bloodGasType)) missing.push('Type');
  return commitHint(missing);
}

export function investigationCommitHint(entry: Loose): string | null {
  if (!entry || !hasInvestigationData(entry)) return null;
  return commitHint(isBlank(entry.investigationDateAndTime) ? ['Date/time'] : []);
}
