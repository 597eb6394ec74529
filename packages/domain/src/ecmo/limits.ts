/**
 * ECMO limits. The first group is spec 2 §5 and §9; the text lengths of the second group are SCOUT's
 * (the spec gives none for those fields) and follow the patient module where a similar field exists.
 */
export const ECMO_LIMITS = {
  // Spec 2 §5, §9
  noteText: 10_000,
  conversationWith: 512,
  /** "under 256 letters": 255 is the longest accepted. */
  email: 255,
  heartRateMax: 300,
  temperatureMin: 25,
  fio2Max: 100,
  weightMeasurementsThresholdKg: 110,
  transferEttGcsBelow: 12,
  archiveDefaultDays: 30,
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
  spo2Max: 100,
  phMax: 14,
  gcsMin: 3,
  gcsMax: 15,
  speedRpmMax: 10_000,
} as const;

/** Days-on-ECMO thresholds of the dashboard card border (spec 2 §4.5, §9). */
export const CARD_DAYS = { greenMax: 10, orangeMax: 40 } as const;
