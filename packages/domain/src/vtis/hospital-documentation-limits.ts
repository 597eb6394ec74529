import { PLAUSIBLE_RANGES } from '../cases/plausibility.ts';
import { STROKE_LIMITS } from '../stroke/limits.ts';

/**
 * Limits of the VTIS hospital documentation. The first group is spec 3 §9 ("Hospital
 * documentation thresholds"); the scores are the stroke consults' (STROKE_LIMITS: NIHSS 0 to 42,
 * mRS 0 to 5, or 99; §5.2, §9) since §5.9 gives range validators but not their bounds, with mRS 6
 * (dead) added at discharge; the rest is SCOUT's own. Values outside a limit fail
 * validation with a message naming it; nothing is clamped.
 */
export const HOSPITAL_DOCUMENTATION_LIMITS = {
  ...STROKE_LIMITS,
  // Spec 3 §9
  /** Fever: a temperature of 37.5 °C or more ... */
  feverCelsius: 37.5,
  /** ... within 72 hours of admission. */
  feverWindowHours: 72,
  /** High glucose: a level above 10 mmol/L ... */
  highGlucoseMmolPerL: 10,
  /** ... within 48 hours of admission. */
  highGlucoseWindowHours: 48,
  /** Paracetamol after a fever, insulin after a high glucose: within 1 hour. */
  medicationWithinHours: 1,
  /** Temperature and glucose recorded at least four times on day one ... */
  readingsOnDayOne: 4,
  /** ... day one being the first 24 hours from the hospital admission date and time (SCOUT's reading). */
  dayOneHours: 24,
  // Scores: STROKE_LIMITS' nihssMin, nihssMax, mrsMin, mrsMax (pre-stroke) and scoreUnknown.
  /** At discharge mRS 6 (dead) is possible. */
  dischargeMrsMax: 6,
  /** mRS 6: dead. */
  mrsDead: 6,
  // SCOUT's own
  /** Body temperature (°C): the one plausible range of every area (cases/plausibility.ts). */
  temperatureMinCelsius: PLAUSIBLE_RANGES.temperature.min,
  temperatureMaxCelsius: PLAUSIBLE_RANGES.temperature.max,
  /** Finger-prick glucose (mmol/L); the VST consult's BSL limit. */
  glucoseMinMmolPerL: 0,
  glucoseMaxMmolPerL: 100,
  /** Readings of one kind kept on one documentation (72 hours at hourly readings, rounded up). */
  maxReadings: 80,
} as const;
