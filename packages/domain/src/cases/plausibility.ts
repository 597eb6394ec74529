/** Adds an issue at a field path (fields.ts' AddIssue; declared here so fields.ts can import this module). */
type AddIssue = (path: PropertyKey[], message: string) => void;

/**
 * Plausibility limits of the body measurements and vital signs every area records (issue 24): one
 * range per kind of value, used by the ECMO, Telehealth, transfer (ECMO, Telehealth, VST, VTIS) and
 * VST schemas alike (`optionalNumber({ plausible: 'weight' })`, fields.ts), so the web forms and
 * the server refuse the same values with the same words. A value outside its range is kept as
 * typed and refused with a message naming the range; nothing is clamped.
 *
 * Where the spec gives a field's own limit it is the range's bound: weight and height "minimum 0"
 * (spec 2 §5.1), blood pressure "at least 0" and temperature "at least 25" (spec 2 §5.2; a blood
 * pressure of 0 is real during an arrest). Every other bound is SCOUT's, chosen from clinical
 * ranges so that only impossible values and typing slips (a decimal point lost, digits doubled)
 * are refused, never a real extreme patient; all lie within spec 2 §5.5/§5.7 and spec 3 §5.11's
 * "numeric fields minimum 0".
 */
export interface PlausibleRange {
  /** How the message names the value. */
  label: string;
  unit: string;
  min: number;
  max: number;
}

export const PLAUSIBLE_RANGES = {
  /** kg. Spec 2 §5.1: minimum 0. The heaviest ICU patients stay well under 500 kg (1,200 is a slip). */
  weight: { label: 'Weight', unit: 'kg', min: 0, max: 500 },
  /** cm. Spec 2 §5.1: minimum 0. The tallest recorded person was 272 cm; 5,000 is a slip. */
  height: { label: 'Height', unit: 'cm', min: 0, max: 272 },
  /** °C. Spec 2 §5.2: at least 25 (also VTIS hospital documentation). 45 is beyond survivable fever. */
  temperature: { label: 'Temperature', unit: '°C', min: 25, max: 45 },
  /** mmHg. Spec 2 §5.2: at least 0. */
  systolic: { label: 'Systolic blood pressure', unit: 'mmHg', min: 0, max: 300 },
  /** mmHg. Spec 2 §5.2: at least 0. */
  diastolic: { label: 'Diastolic blood pressure', unit: 'mmHg', min: 0, max: 200 },
  /** mm. A pupil is 1 (pinpoint) to 9 (fully dilated) mm. */
  pupil: { label: 'Pupil diameter', unit: 'mm', min: 1, max: 10 },
  /** L/min of oxygen (mask, nasal cannula, high-flow nasal prongs: devices deliver at most 60-80). */
  oxygenFlow: { label: 'Oxygen flow rate', unit: 'L/min', min: 0, max: 80 },
  /** L/min of blood through an ECMO circuit (the pumps SCOUT records run to 10). */
  ecmoBloodFlow: { label: 'ECMO blood flow', unit: 'L/min', min: 0, max: 10 },
  /** L/min of sweep gas through the membrane lung (blenders deliver at most 15). */
  sweepGasFlow: { label: 'Sweep gas flow', unit: 'L/min', min: 0, max: 15 },
} as const satisfies Record<string, PlausibleRange>;

export type PlausibleKind = keyof typeof PLAUSIBLE_RANGES;
export const PLAUSIBLE_KINDS = Object.keys(PLAUSIBLE_RANGES) as PlausibleKind[];

const numberText = (n: number) => n.toLocaleString('en-AU');

/** "Weight must be between 0 and 500 kg": the message of a value outside its range. */
export function rangeMessage(kind: PlausibleKind): string {
  const r: PlausibleRange = PLAUSIBLE_RANGES[kind];
  return `${r.label} must be between ${numberText(r.min)} and ${numberText(r.max)} ${r.unit}`;
}

export function isPlausible(kind: PlausibleKind, value: number): boolean {
  const r: PlausibleRange = PLAUSIBLE_RANGES[kind];
  return Number.isFinite(value) && value >= r.min && value <= r.max;
}

/** The range message when `value` is a number outside its range; null for anything else (blank, text). */
export function plausibilityError(kind: PlausibleKind, value: unknown): string | null {
  return typeof value === 'number' && !isPlausible(kind, value) ? rangeMessage(kind) : null;
}

/** "Systolic blood pressure (95) cannot be below diastolic blood pressure (140)". */
export function bloodPressureOrderMessage(systolic: number, diastolic: number): string {
  return `Systolic blood pressure (${numberText(systolic)}) cannot be below diastolic blood pressure (${numberText(diastolic)})`;
}

/**
 * The order message when both pressures are plausible numbers and the systolic is below the
 * diastolic, else null (a missing or out-of-range pressure has its own message already).
 */
export function bloodPressureOrderError(systolic: unknown, diastolic: unknown): string | null {
  if (typeof systolic !== 'number' || typeof diastolic !== 'number') return null;
  if (!isPlausible('systolic', systolic) || !isPlausible('diastolic', diastolic)) return null;
  return systolic < diastolic ? bloodPressureOrderMessage(systolic, diastolic) : null;
}

/** Adds the order issue at the systolic field (`systolicPath`) when the pair is out of order. */
export function checkBloodPressureOrder(
  systolic: unknown,
  diastolic: unknown,
  add: AddIssue,
  systolicPath: PropertyKey[],
): void {
  const error = bloodPressureOrderError(systolic, diastolic);
  if (error) add(systolicPath, error);
}
