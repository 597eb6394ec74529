import { STROKE_LIMITS } from '../stroke/limits.ts';

/**
 * Clinic limits (spec 3 §5.4, §9). The limits the clinic shares with the other stroke records
 * (text lengths, paging, refresh) are STROKE_LIMITS'. Nothing is clamped: a value outside a limit
 * fails with a message naming it.
 */
export const CLINIC_LIMITS = {
  ...STROKE_LIMITS,
  // Spec 3 §5.4, §9 (checked by stroke/medicare.ts, "Cannot exceed 11 digits long")
  medicareNumberMaxDigits: 11,
  // SCOUT's own: a Medicare provider number is 8 characters (clinics/provider-number.ts)
  providerNumberLength: 8,
} as const;
