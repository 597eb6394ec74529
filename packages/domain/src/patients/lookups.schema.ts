import { z } from 'zod';
import { DEFAULT_COUNTRY_ID } from '../admin/provider-types.ts';
import { PATIENT_LIMITS as L } from './limits.ts';
import { PATIENT_MESSAGES as M } from './messages.ts';
import { STATE_VALUES } from './patient-profile.schema.ts';

/** GET /api/ccmp/spoken-language-codes/search?keyword */
export const languageSearchQuerySchema = z.object({
  keyword: z.string().trim().min(L.languageSearchMinChars, M.languageKeywordTooShort).max(100),
});

/** One ASCL language (code as text, e.g. '1201' English). */
export const spokenLanguageSchema = z.object({ code: z.string(), name: z.string() });
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;

/** GET /api/ccmp/address/search?query (spec 1 §5: from 8 characters). */
export const addressSearchQuerySchema = z.object({
  query: z.string().trim().min(L.addressSearchMinChars, M.addressQueryTooShort).max(200),
});

/** Address search result of spec 1 §3 (the fields of a geocoder's address, e.g. Azure Maps). */
export const addressSearchResultSchema = z.object({
  unitOrRoomNumber: z.string().nullable(),
  freeformAddress: z.string(),
  /** State or territory code (VIC, NSW, ...). */
  countrySubdivision: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** The suburb. */
  municipalitySubdivision: z.string().nullable(),
  /** The city or town the suburb belongs to. */
  municipality: z.string().nullable(),
  streetName: z.string().nullable(),
  streetNumber: z.string().nullable(),
});
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;

/**
 * The profile's address fields for a picked search result (an Australian address): the suburb
 * is the municipality subdivision (or the municipality when there is none); a state outside the
 * spec's list becomes Other (OTH).
 */
export function addressFieldsFromSearchResult(r: AddressSearchResult) {
  const state = r.countrySubdivision?.toUpperCase() ?? null;
  return {
    livesOverseas: false,
    addressUnitOrRoomNumber: r.unitOrRoomNumber,
    addressStreetNumber: r.streetNumber,
    addressStreetName: r.streetName,
    addressSuburb: r.municipalitySubdivision ?? r.municipality,
    addressState: state === null ? null : STATE_VALUES.includes(state) ? state : 'OTH',
    addressPostcode: r.postalCode,
    addressCountryCode: DEFAULT_COUNTRY_ID,
  };
}
