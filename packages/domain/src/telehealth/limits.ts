import { CASE_LIMITS } from '../cases/limits.ts';

/**
 * Telehealth limits: spec 2 §5.7 and §9 (contact number 15, email under 256, numbers at least 0);
 * the text lengths the spec does not give are CASE_LIMITS' (SCOUT's own).
 */
export const TELEHEALTH_LIMITS = {
  ...CASE_LIMITS,
  /** Spec 2 §5.7, §9: Telehealth contact number maximum length 15. */
  contactNumber: 15,
  /** One ICU admission diagnosis row. */
  diagnosis: 512,
  /** Bounds of the lists a consultation holds (inputs are bounded, docs/security.md). */
  maxDiagnoses: 20,
  maxInfusions: 50,
  maxStatDoses: 50,
  /** Dashboard page sizes (spec 2 §2.2: default 10). */
  defaultPageSize: 10,
  maxPageSize: 100,
} as const;
