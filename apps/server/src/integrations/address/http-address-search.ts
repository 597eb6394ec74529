import type { AddressSearchResult } from '@scout/domain/patients/lookups.schema';
import { PATIENT_MESSAGES as M } from '@scout/domain/patients/messages';
import { HttpError } from '../../lib/http-errors.ts';
import type { AddressSearchConfig, AddressSearchDriver } from './address-driver.ts';

/** State and territory names a geocoder may spell out, and the spec's state options. */
const STATE_CODES = new Map([
  ['australian capital territory', 'ACT'],
  ['new south wales', 'NSW'],
  ['northern territory', 'NT'],
  ['queensland', 'QLD'],
  ['south australia', 'SA'],
  ['tasmania', 'TAS'],
  ['victoria', 'VIC'],
  ['western australia', 'WA'],
]);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function stateCode(v: unknown): string | null {
  const s = text(v);
  return s === null ? null : (STATE_CODES.get(s.toLowerCase()) ?? s.toUpperCase());
}

interface GeocoderAddress {
  unitOrRoomNumber?: unknown;
  freeformAddress?: unknown;
  countrySubdivision?: unknown;
  countrySubdivisionCode?: unknown;
  postalCode?: unknown;
  municipalitySubdivision?: unknown;
  municipality?: unknown;
  streetName?: unknown;
  streetNumber?: unknown;
}

/** One geocoder result (Azure Maps / TomTom "Search Address" shape) as the spec's result. */
export function toAddressResult(a: GeocoderAddress): AddressSearchResult | null {
  const freeformAddress = text(a.freeformAddress);
  if (!freeformAddress) return null;
  return {
    // Geocoders rarely know flats; a service that does may send unitOrRoomNumber.
    unitOrRoomNumber: text(a.unitOrRoomNumber),
    freeformAddress,
    countrySubdivision: stateCode(a.countrySubdivisionCode ?? a.countrySubdivision),
    postalCode: text(a.postalCode),
    municipalitySubdivision: text(a.municipalitySubdivision),
    municipality: text(a.municipality),
    streetName: text(a.streetName),
    streetNumber: text(a.streetNumber),
  };
}

/**
 * A geocoding service answering the Azure Maps / TomTom "Search Address" JSON shape
 * (`{results: [{address: {...}}]}`). ADDRESS_SEARCH_URL is its endpoint with any fixed
 * parameters, e.g. `https://atlas.microsoft.com/search/address/json?api-version=1.0&countrySet=AU`;
 * the driver adds `query`, `limit` (unless the URL sets it) and, when ADDRESS_SEARCH_KEY is set,
 * `subscription-key`. Failures and time-outs answer 502 with a message that asks for manual entry.
 */
export function createHttpAddressSearch(config: AddressSearchConfig & { url: string }): AddressSearchDriver {
  return {
    name: 'http',
    async search(query, limit) {
      const url = new URL(config.url);
      url.searchParams.set('query', query);
      if (!url.searchParams.has('limit')) url.searchParams.set('limit', String(limit));
      if (config.key) url.searchParams.set('subscription-key', config.key);
      let body: { results?: Array<{ address?: GeocoderAddress }> };
      try {
        const res = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!res.ok) throw new Error(`address service answered ${res.status}`);
        body = (await res.json()) as typeof body;
      } catch (err) {
        throw Object.assign(new HttpError(502, M.addressSearchUnavailable), { cause: err });
      }
      return (body.results ?? [])
        .map((r) => (r.address ? toAddressResult(r.address) : null))
        .filter((r): r is AddressSearchResult => r !== null)
        .slice(0, limit);
    },
  };
}
