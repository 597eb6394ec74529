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
