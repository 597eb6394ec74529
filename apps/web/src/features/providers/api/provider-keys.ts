/** Base of the health care provider calls (spec 1 §7) and the query keys they share. */
export const PROVIDERS_PATH = '/api/ccmp/healthcareproviders';

export const providerPath = (id: number) => `${PROVIDERS_PATH}/${id}`;
export const providerLogoPath = (id: number) => `${PROVIDERS_PATH}/${id}/logo`;

/** Every cached provider read starts with 'health-care-providers': one invalidation refreshes all. */
export const providerKeys = {
  all: ['health-care-providers'] as const,
  searches: ['health-care-providers', 'search'] as const,
  search: (filters: object) => ['health-care-providers', 'search', filters] as const,
  detail: (id: number) => ['health-care-providers', 'detail', id] as const,
  logo: (id: number) => ['health-care-providers', 'detail', id, 'logo'] as const,
  types: ['health-care-providers', 'types'] as const,
};

/** The participating countries and jurisdictions the form and filters offer. */
export const placeKeys = {
  participating: ['countries', 'participating'] as const,
  jurisdictions: (countryId: number) => ['countries', countryId, 'jurisdictions'] as const,
};
