import { type Option, optionValues } from '../cases/option.ts';

/**
 * ECMO statuses of spec 2 §4.1. The spec does not show the internal names, so these codes are
 * SCOUT's; the labels are the spec's. Order is the spec's order.
 */
export const ECMO_STATUSES = [
  { value: 'OnEcmo', label: 'On ECMO' },
  { value: 'OffEcmo', label: 'Off ECMO' },
  { value: 'ForConsideration', label: 'For Consideration of ECMO' },
  { value: 'ForCommencement', label: 'For Commencement of ECMO' },
  { value: 'Declined', label: 'Declined' },
] as const satisfies readonly Option[];
export const ECMO_STATUS_VALUES = optionValues(ECMO_STATUSES);
export type EcmoStatus = (typeof ECMO_STATUS_VALUES)[number];

export const ECMO_STATUS = {
  On: 'OnEcmo',
  Off: 'OffEcmo',
  ForConsideration: 'ForConsideration',
  ForCommencement: 'ForCommencement',
  Declined: 'Declined',
} as const satisfies Record<string, EcmoStatus>;

/**
 * The statuses a user may pick in the case form. Off ECMO is shown but not selectable: it is set
 * by decannulation (spec 2 §4.1). Declined stays selectable in the case (§5.3 requires notes
 * "when Declined").
 */
export function selectableStatuses(): Option<EcmoStatus>[] {
  return ECMO_STATUSES.filter((s) => s.value !== ECMO_STATUS.Off);
}

/** True for a status the user may pick (everything but Off ECMO). */
export function isSelectableStatus(status: EcmoStatus): boolean {
  return status !== ECMO_STATUS.Off;
}

/**
 * Status choices of the dashboard filters: Declined is offered only on the archived dashboard
 * (spec 2 §4.1).
 */
export function dashboardStatusFilterOptions(archived: boolean): Option<EcmoStatus>[] {
  return ECMO_STATUSES.filter((s) => archived || s.value !== ECMO_STATUS.Declined);
}

/** Only On and Off ECMO reveal the ECMO Details, Cannulation, Weaning Study and Decannulation panels. */
export function statusRevealsEcmoPanels(status: EcmoStatus | null | undefined): boolean {
  return status === ECMO_STATUS.On || status === ECMO_STATUS.Off;
}

/** ECMO outcomes of spec 2 §4.2 (values are the spec's texts). */
export const ECMO_OUTCOMES = ['Never weaned', 'Successful Wean', 'Bridged'] as const;
export type EcmoOutcome = (typeof ECMO_OUTCOMES)[number];
export const ECMO_OUTCOME_NEVER_WEANED: EcmoOutcome = 'Never weaned';

/** Patient outcomes of spec 2 §4.2. */
export const PATIENT_OUTCOMES = ['Died', 'Discharged'] as const;
export type PatientOutcome = (typeof PATIENT_OUTCOMES)[number];
