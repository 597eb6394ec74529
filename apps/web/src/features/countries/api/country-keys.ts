/** Paths of the countries and jurisdictions calls (spec 1 §7) and the query keys they share. */
export const COUNTRIES_PATH = '/api/ccmp/countries';
export const JURISDICTIONS_PATH = '/api/ccmp/jurisdictions';

export const countryKeys = {
  participating: ['countries', 'participating'] as const,
  find: (keyword: string) => ['countries', 'find', keyword] as const,
  jurisdictions: (countryId: number) => ['countries', countryId, 'jurisdictions'] as const,
};
