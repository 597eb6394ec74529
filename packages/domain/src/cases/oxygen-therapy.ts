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
 * Where an area's estimated FiO2 comes from for a therapy: 'room-air' (fixed at 21), 'flow' (the
 * table of the chosen flow), 'manual' (typed, `readManualFio2`) or 'none' (no therapy chosen).
 */
export type Fio2Source = 'room-air' | 'flow' | 'manual' | 'none';

/** The FiO2 source of an ECMO / transfer oxygen therapy (spec 2 §4.4, spec 3 §5.12). */
export function fio2SourceOf(therapy: OxygenTherapy | null | undefined): Fio2Source {
  if (!therapy) return 'none';
  if (therapy === 'Room Air') return 'room-air';
  return isFio2ManualForTherapy(therapy) ? 'manual' : 'flow';
}

/** True when the source derives the FiO2 (room air, a flow table): the box is not typed in. */
export const isDerivedFio2Source = (source: Fio2Source): boolean =>
  source === 'room-air' || source === 'flow';

/**
 * The FiO2 once the therapy changes from `from` to `to` (every area alike): a derived source gives
 * `derived` (21 for room air, the new flow's value, null until a flow is chosen); a typed source
 * keeps what the user typed but starts empty when the previous value was derived (21 from room
 * air is not the FiO2 of a patient now ventilated, issue 24).
 */
export function fio2AfterTherapyChange(
  from: Fio2Source,
  to: Fio2Source,
  fio2: number | null | undefined,
  derived: number | null,
): number | null {
  if (isDerivedFio2Source(to)) return derived;
  if (isDerivedFio2Source(from)) return null;
  return fio2 ?? null;
}

/** What the manual-entry rule made of a typed FiO2. */
export interface ManualFio2Reading {
  /** The FiO2 (a whole number 0 to 100), or null for an empty box. */
  value: number | null;
  /** When the rule changed what was typed: the sentence to show beside the field, else null. */
  note: string | null;
}

const DIGITS = /^\d+$/;

/** True when the text is digits only (what the manual FiO2 box accepts as typed). */
export const isFio2Digits = (text: string): boolean => DIGITS.test(text);

/**
 * Manual FiO2 entry, the one rule of every area (spec 2 §5.2 for ECMO and Telehealth, spec 3 §5.12
 * for the stroke services): digits only; a negative or non-number becomes 0; a value above 100 is
 * divided by ten until it is 100 or less. The result is digits too, so the division is a whole
 * number division, and dividing a whole number by ten is dropping its last digit: spec 2's two
 * wordings (ECMO "dropping trailing digits", Telehealth "divided by ten") give the same value
 * (150 -> 15, 999 -> 99, 1000 -> 100, 450 -> 45, 10000 -> 100). Any text that is not digits only
 * ('-5', '4a5', '45.5') is a non-number here and becomes 0. Leading zeros are only spelling
 * ('045' is 45, no note). Whenever the value differs from what was typed, `note` says so
 * ('450 was read as 45'): the rule never changes a typed value silently.
 */
export function readManualFio2(input: string | null | undefined): ManualFio2Reading {
  const text = (input ?? '').trim();
  if (text === '') return { value: null, note: null };
  if (!DIGITS.test(text)) {
    return { value: 0, note: `${text} was read as 0 (FiO2 takes digits only)` };
  }
  const digits = text.replace(/^0+(?=\d)/, '');
  // Whole-number division by ten = dropping the last digit (exact for any length of input).
  let kept = digits;
  while (Number(kept) > MAX_FIO2) kept = kept.slice(0, -1);
  const value = Number(kept);
  const unchanged = kept === digits;
  return { value, note: unchanged ? null : `${text} was read as ${value} (FiO2 is at most ${MAX_FIO2})` };
}

/**
 * FiO2 as read from the server (spec 2 §7.1): a value below 1 is a fraction and is scaled to a
 * percent (0.35 -> 35), rounded to one decimal to hide floating-point noise; others pass through.
 */
export function fio2FromServer(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return value < 1 ? Math.round(value * 1000) / 10 : value;
}
