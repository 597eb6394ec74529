import type { AddressSearchResult } from '@scout/domain/patients/lookups.schema';

/**
 * Address lookup behind GET /api/ccmp/address/search. `gazetteer` searches the bundled sample
 * addresses (default, no network); `http` asks the geocoding service configured with
 * ADDRESS_SEARCH_URL / ADDRESS_SEARCH_KEY.
 */
export interface AddressSearchDriver {
  readonly name: 'gazetteer' | 'http';
  search(query: string, limit: number): Promise<AddressSearchResult[]>;
}

export interface AddressSearchConfig {
  /** Geocoding endpoint; unset selects the bundled gazetteer. */
  url: string | undefined;
  key: string | undefined;
  timeoutMs: number;
}
