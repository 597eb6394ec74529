/**
 * Limits every case module shares. The first group is spec 2 §5 and §9; the second is SCOUT's (the
 * spec gives none for those fields) and follows the patient module where a similar field exists.
 */
export const CASE_LIMITS = {
  // Spec 2 §5, §9
  noteText: 10_000,
  conversationWith: 512,
  /** "under 256 letters": 255 is the longest accepted. */
  email: 255,
  heartRateMax: 300,
  fio2Max: 100,
  spo2Max: 100,
  gcsMin: 3,
  gcsMax: 15,
  weightMeasurementsThresholdKg: 110,
  transferEttGcsBelow: 12,
  earliestDate: '1900-01-01',
  // SCOUT's own
  name: 64,
  contactNumber: 30,
  shortText: 128,
  address: 400,
  urn: 32,
  reason: 512,
  longText: 4_000,
  keyword: 100,
  phMax: 14,
} as const;
