import { CASE_LIMITS } from '../cases/limits.ts';

/**
 * ECMO limits: the limits every case module shares (CASE_LIMITS: spec 2 §5 and §9, and SCOUT's
 * text lengths) and ECMO's own below.
 */
export const ECMO_LIMITS = {
  ...CASE_LIMITS,
  // Spec 2 §5, §9 (the temperature's "at least 25" is cases/plausibility.ts')
  archiveDefaultDays: 30,
  // SCOUT's own
  speedRpmMax: 10_000,
} as const;

/** Days-on-ECMO thresholds of the dashboard card border (spec 2 §4.5, §9). */
export const CARD_DAYS = { greenMax: 10, orangeMax: 40 } as const;
