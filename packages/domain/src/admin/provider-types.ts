/**
 * Health care provider types. The spec serves them from GET /api/ccmp/healthcareproviders/types
 * without listing them; these are the kinds of organisation the programme deals with.
 */
export const HEALTH_CARE_PROVIDER_TYPES = [
  'Metropolitan Hospital',
  'Regional Hospital',
  'Rural Hospital',
  'Private Hospital',
  'Retrieval Service',
  'Community Health Service',
] as const;
export type HealthCareProviderType = (typeof HEALTH_CARE_PROVIDER_TYPES)[number];

/** State options of spec 1 §3. */
export const STATE_OPTIONS = [
  { value: 'ACT', label: 'ACT' },
  { value: 'QLD', label: 'QLD' },
  { value: 'NSW', label: 'NSW' },
  { value: 'NT', label: 'NT' },
  { value: 'TAS', label: 'TAS' },
  { value: 'SA', label: 'SA' },
  { value: 'VIC', label: 'VIC' },
  { value: 'WA', label: 'WA' },
  { value: 'OTH', label: 'Other' },
] as const;

/** Default country (spec 1 §3): Australia, SACC code 1101. */
export const DEFAULT_COUNTRY_ID = 1101;
