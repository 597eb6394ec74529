import { CASE_LIMITS } from '../cases/limits.ts';

/**
 * Limits the stroke services share (spec 3 §5, §9); VST_LIMITS and VTIS_LIMITS spread these. The
 * text lengths the spec does not give are CASE_LIMITS' (SCOUT's own). Numbers outside a limit fail
 * validation with a message naming it; nothing is clamped.
 */
export const STROKE_LIMITS = {
  ...CASE_LIMITS,
  // Spec 3 §5.2, §9 (also the VTIS hospital documentation's NIHSS and mRS, §5.9)
  /** NIHSS 0 to 42, or 99 (not assessable). */
  nihssMin: 0,
  nihssMax: 42,
  /** mRS 0 to 5, or 99 (unknown). */
  mrsMin: 0,
  mrsMax: 5,
  /** The "unknown / not assessable" code NIHSS and mRS also accept. */
  scoreUnknown: 99,
  // Spec 3 §2.2, §2.3, §2.5, §9
  defaultPageSize: 10,
  maxPageSize: 100,
  historyPageSize: 5,
  refreshMs: 10_000,
  keywordDebounceMs: 500,
  // SCOUT's own
  /** Neurologist handover history kept on one record. */
  maxSpecialists: 50,
} as const;
