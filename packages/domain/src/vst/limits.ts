import { CASE_LIMITS } from '../cases/limits.ts';

/**
 * VST limits: spec 3 §5 and §9; the text lengths the spec does not give are CASE_LIMITS' (SCOUT's
 * own). Numbers outside a limit fail validation with a message naming it; nothing is clamped.
 */
export const VST_LIMITS = {
  ...CASE_LIMITS,
  // Spec 3 §5.2, §9
  /** NIHSS 0 to 42, or 99 (not assessable). */
  nihssMin: 0,
  nihssMax: 42,
  /** Pre-stroke mRS 0 to 5, or 99 (unknown). */
  mrsMin: 0,
  mrsMax: 5,
  /** The "unknown / not assessable" code NIHSS and mRS also accept. */
  scoreUnknown: 99,
  /** A delay reason is needed when the specialist is contacted this many minutes or more after the call. */
  delayReasonMinutes: 10,
  /** Young Stroke Service: patients aged 18 to 55 (inclusive). */
  youngStrokeMinAge: 18,
  youngStrokeMaxAge: 55,
  // Spec 3 §2.2, §2.5, §9
  defaultPageSize: 10,
  maxPageSize: 100,
  historyPageSize: 5,
  refreshMs: 10_000,
  keywordDebounceMs: 500,
  // SCOUT's own
  /** Haemorrhage dimensions (cm) and volumes (mL): beyond any real head. */
  haemorrhageDimensionMaxCm: 30,
  volumeMaxMl: 2_000,
  /** CTP mismatch ratio: a ratio of volumes; beyond this it is a typing error. */
  mismatchRatioMax: 1_000,
  /** Body weight (kg), temperature (°C), blood sugar (mmol/L), blood pressure and rates. */
  weightMaxKg: 500,
  temperatureMax: 45,
  bslMax: 100,
  bloodPressureMax: 400,
  respRateMax: 100,
  /** Neurologist handover history kept on one record. */
  maxSpecialists: 50,
  maxMedications: 100,
} as const;
