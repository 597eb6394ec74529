/** Glasgow Coma Scale (spec 2 §4.4, §4.10, §9): GCS = eyes + verbal + motor, 3 to 15. */

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Glasgow Coma Scale component bounds (1 is Nil for each). */
export const GCS_BOUNDS = {
  eyes: { min: 1, max: 4 },
  verbal: { min: 1, max: 5 },
  motor: { min: 1, max: 6 },
} as const;
export type GcsComponents = { eyes: number; verbal: number; motor: number };

/** The GCS 3 button: every component at its lowest (Nil). */
export const GCS_3: Readonly<GcsComponents> = { eyes: 1, verbal: 1, motor: 1 };
/** The GCS 15 button: Spontaneous, Oriented, Obeys. */
export const GCS_15: Readonly<GcsComponents> = { eyes: 4, verbal: 5, motor: 6 };

function inBounds(v: number | null | undefined, b: { min: number; max: number }): v is number {
  return isNum(v) && Number.isInteger(v) && v >= b.min && v <= b.max;
}

/** GCS = eyes + verbal + motor (3 to 15); null when any part is missing, fractional or out of range. */
export function gcs(
  eyes: number | null | undefined,
  verbal: number | null | undefined,
  motor: number | null | undefined,
): number | null {
  if (!inBounds(eyes, GCS_BOUNDS.eyes) || !inBounds(verbal, GCS_BOUNDS.verbal)) return null;
  if (!inBounds(motor, GCS_BOUNDS.motor)) return null;
  return eyes + verbal + motor;
}
