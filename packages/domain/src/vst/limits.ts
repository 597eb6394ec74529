import { STROKE_LIMITS } from '../stroke/limits.ts';

/**
 * VST limits: spec 3 §5 and §9. The limits VST shares with VTIS (NIHSS, mRS, paging, refresh,
 * text lengths) are STROKE_LIMITS'. Numbers outside a limit fail validation with a message naming
 * it; nothing is clamped.
 */
export const VST_LIMITS = {
  ...STROKE_LIMITS,
  // Spec 3 §5.2, §9
  /** A delay reason is needed when the specialist is contacted this many minutes or more after the call. */
  delayReasonMinutes: 10,
  /** Young Stroke Service: patients aged 18 to 55 (inclusive). */
  youngStrokeMinAge: 18,
  youngStrokeMaxAge: 55,
  // SCOUT's own
  /** Haemorrhage dimensions (cm) and volumes (mL): beyond any real head. */
  haemorrhageDimensionMaxCm: 30,
  volumeMaxMl: 2_000,
  /** CTP mismatch ratio: a ratio of volumes; beyond this it is a typing error. */
  mismatchRatioMax: 1_000,
  /** Blood sugar (mmol/L) and respiratory rate; weight, temperature and blood pressure are cases/plausibility.ts'. */
  bslMax: 100,
  respRateMax: 100,
  maxMedications: 100,
} as const;
