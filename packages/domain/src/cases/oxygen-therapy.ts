import { type AddIssue, requireWhen } from './fields.ts';
import { CASE_MESSAGES as M } from './messages.ts';

/**
 * Oxygen therapy of an observation or a transfer's initial observations and its estimated FiO2
 * (spec 2 §4.4, §5.2, §7.1, §9; spec 3 §5.12 gives the same tables and manual-entry rule for the
 * stroke services' transfer), and the FiO2 tables every case module uses (the Telehealth O2
 * mask is the face mask table). FiO2 is a percentage (21 to 100) everywhere in SCOUT.
 */

export const OXYGEN_THERAPIES = ['Face Mask', 'Nasal Cannula/Prongs', 'Room Air', 'Ventilated'] as const;
export type OxygenTherapy = (typeof OXYGEN_THERAPIES)[number];

/** FiO2 (%) by flow (L/min), spec 2 §9. */
export const FACE_MASK_FIO2: Readonly<Record<number, number>> = {
  5: 30,
  6: 35,
  7: 40,
  8: 45,
  9: 50,
  10: 55,
  15: 70,
};
export const NASAL_CANNULA_FIO2: Readonly<Record<number, number>> = {
  1: 24,
  2: 28,
  3: 32,
  4: 36,
  5: 40,
  6: 44,
};
export const ROOM_AIR_FIO2 = 21;
export const MAX_FIO2 = 100;

/** The flows (L/min) of a table, ascending: what a flow select offers. */
export function flowChoices(table: Readonly<Record<number, number>>): number[] {
  return Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The flow choices (L/min) each therapy offers; an empty list means the therapy has no flow. */
export const OXYGEN_FLOW_OPTIONS: Readonly<Record<OxygenTherapy, readonly number[]>> = {
  'Face Mask': [5, 6, 7, 8, 9, 10, 15],
  'Nasal Cannula/Prongs': [1, 2, 3, 4, 5, 6],
  'Room Air': [],
  Ventilated: [],
};

const FIO2_TABLES: Partial<Record<OxygenTherapy, Readonly<Record<number, number>>>> = {
  'Face Mask': FACE_MASK_FIO2,
  'Nasal Cannula/Prongs': NASAL_CANNULA_FIO2,
};

/** True when the therapy offers flow choices (then a flow rate is required, spec 2 §5.2). */
export function therapyOffersFlows(therapy: OxygenTherapy | null | undefined): boolean {
  return !!therapy && OXYGEN_FLOW_OPTIONS[therapy].length > 0;
}

/** True when the estimated FiO2 is typed by the user (Ventilated only). */
export function isFio2ManualForTherapy(therapy: OxygenTherapy | null | undefined): boolean {
  return therapy === 'Ventilated';
}

/**
 * Estimated FiO2 (%) for a therapy and flow: the table value for Face Mask and Nasal
 * Cannula/Prongs (null for a flow the table does not have), 21 for Room Air, null for Ventilated
 * (entered manually) and for no therapy.
 */
export function fio2FromFlow(
  therapy: OxygenTherapy | null | undefined,
  flow: number | null | undefined,
): number | null {
  if (therapy === 'Room Air') return ROOM_AIR_FIO2;
  const table = therapy ? FIO2_TABLES[therapy] : undefined;
  if (!table || flow === null || flow === undefined) return null;
  return table[flow] ?? null;
}

/** True when the flow is allowed for the therapy: one of its choices, or no flow when it has none. */
export function isFlowValidForTherapy(
  therapy: OxygenTherapy | null | undefined,
  flow: number | null | undefined,
): boolean {
  const hasFlow = flow !== null && flow !== undefined;
  if (!therapy || !therapyOffersFlows(therapy)) return !hasFlow;
  return !hasFlow || OXYGEN_FLOW_OPTIONS[therapy].includes(flow);
}

/** Changing the therapy keeps the flow only if the new therapy offers it; otherwise null. */
export function resetFlowOnTherapyChange(
  therapy: OxygenTherapy | null | undefined,
  flow: number | null | undefined,
): number | null {
  if (flow === null || flow === undefined || !therapyOffersFlows(therapy)) return null;
  return isFlowValidForTherapy(therapy, flow) ? flow : null;
}

/**
 * The flow-rate rule (spec 2 §5.2, §5.5): required when the therapy offers flows, and one of its
 * choices; `path` is where the issue goes.
 */
export function checkFlowRate(therapy: unknown, flow: unknown, add: AddIssue, path: PropertyKey[]): void {
  const t = (OXYGEN_THERAPIES as readonly unknown[]).includes(therapy) ? (therapy as OxygenTherapy) : null;
  if (!therapyOffersFlows(t)) return;
  requireWhen(add, true, flow, path);
  if (typeof flow === 'number' && !isFlowValidForTherapy(t, flow)) add(path, M.flowNotOffered);
}

/**
 * ECMO manual FiO2 entry (spec 2 §5.2): digits only; above 100 the trailing digits are dropped
 * until it is at most 100 ('101' -> 10, '1000' -> 100, '250' -> 25); negative or non-numeric
 * input becomes 0. A decimal keeps its whole part. Empty input returns null (the box was cleared).
 */
export function sanitiseManualFio2Ecmo(input: string | number | null | undefined): number | null {
  const text = String(input ?? '').trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return 0;
  let digits = String(Math.trunc(n));
  while (digits.length > 1 && Number(digits) > MAX_FIO2) digits = digits.slice(0, -1);
  return Number(digits);
}

/**
 * Manual FiO2 entry of Telehealth (spec 2 §5.2) and the stroke services (spec 3 §5.12): over 100
 * is divided by ten until it is 100 or less ('250' -> 25, '101' -> 10.1); negative or non-numeric
 * becomes 0; empty returns null.
 */
export function sanitiseManualFio2DividingByTen(input: string | number | null | undefined): number | null {
  const text = String(input ?? '').trim();
  if (text === '') return null;
  let n = Number(text);
  if (!Number.isFinite(n) || n < 0) return 0;
  while (n > MAX_FIO2) n /= 10;
  return n;
}

/** The Telehealth name of the same rule (spec 2 §5.2). */
export const sanitiseManualFio2Telehealth = sanitiseManualFio2DividingByTen;

/**
 * FiO2 as read from the server (spec 2 §7.1): a value below 1 is a fraction and is scaled to a
 * percent (0.35 -> 35), rounded to one decimal to hide floating-point noise; others pass through.
 */
export function fio2FromServer(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return value < 1 ? Math.round(value * 1000) / 10 : value;
}
