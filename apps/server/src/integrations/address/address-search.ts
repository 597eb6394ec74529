import type { AddressSearchConfig, AddressSearchDriver } from './address-driver.ts';
import { searchGazetteer } from './gazetteer.ts';
import { createHttpAddressSearch } from './http-address-search.ts';

/** The bundled gazetteer (default), or the configured geocoding service (address-driver.ts). */
export const gazetteerAddressSearch: AddressSearchDriver = {
  name: 'gazetteer',
  search: async (query, limit) => searchGazetteer(query, limit),
};

export function createAddressSearch(config: AddressSearchConfig): AddressSearchDriver {
  return config.url ? createHttpAddressSearch({ ...config, url: config.url }) : gazetteerAddressSearch;
}

export type { AddressSearchConfig, AddressSearchDriver } from './address-driver.ts';
