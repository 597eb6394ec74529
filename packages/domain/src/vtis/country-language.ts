import { z } from 'zod';
import { SACC_COUNTRIES, type SaccCountry } from '../admin/reference/sacc-countries.ts';
import { ASCL_LANGUAGES, type AsclLanguage } from '../patients/reference/ascl-languages.ts';
import { searchAsclLanguages } from '../patients/reference/ascl-search.ts';
import { VTIS_LIMITS as L } from './limits.ts';
import { VTIS_MESSAGES as M } from './messages.ts';

/**
 * Country of birth and spoken language of the VTIS patient (spec 3 §3.4, §5.5): picked by a search
 * from the domain's reference lists, the SACC countries (admin/reference/sacc-countries.ts, a
 * numeric code as the patient profile's address country) and the ASCL languages
 * (patients/reference/ascl-languages.ts, a four-digit code kept as text). The search starts at 3
 * characters, debounced 500 ms by the form (§5.5, §9). The record keeps the code and its name.
 */
const COUNTRY_BY_CODE = new Map(SACC_COUNTRIES.map((c) => [c.id, c]));
const LANGUAGE_BY_CODE = new Map(ASCL_LANGUAGES.map((l) => [l.code, l]));

export const isSaccCountryCode = (code: unknown): code is number =>
  typeof code === 'number' && COUNTRY_BY_CODE.has(code);
export const isAsclLanguageCode = (code: unknown): code is string =>
  typeof code === 'string' && LANGUAGE_BY_CODE.has(code);

/** The SACC country name of a code, or null. */
export const saccCountryName = (code: unknown): string | null =>
  isSaccCountryCode(code) ? (COUNTRY_BY_CODE.get(code)?.name ?? null) : null;
/** The ASCL language name of a code, or null. */
export const asclLanguageName = (code: unknown): string | null =>
  isAsclLanguageCode(code) ? (LANGUAGE_BY_CODE.get(code)?.name ?? null) : null;

/**
 * Countries whose name contains the term (case-insensitive) or whose code starts with it; names
 * starting with the term first, then alphabetical (as `searchAsclLanguages`).
 */
export function searchSaccCountries(term: string, limit = 20): SaccCountry[] {
  const k = term.trim().toLowerCase();
  if (!k) return [];
  const matches = (c: SaccCountry) => c.name.toLowerCase().includes(k) || String(c.id).startsWith(k);
  const rank = (c: SaccCountry) => (c.name.toLowerCase().startsWith(k) || String(c.id).startsWith(k) ? 0 : 1);
  return SACC_COUNTRIES.filter(matches)
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Languages for the same search (patients/reference/ascl-search.ts). */
export const searchLanguages = (term: string, limit = 20): AsclLanguage[] => searchAsclLanguages(term, limit);

/** The country or language search query: a term of at least 3 characters (§5.5, §9). */
export const countryLanguageSearchQuerySchema = z.object({
  term: z
    .string({ error: M.searchTooShort })
    .trim()
    .min(L.countryLanguageSearchMinChars, M.searchTooShort)
    .max(L.keyword),
});
export type CountryLanguageSearchQuery = z.infer<typeof countryLanguageSearchQuerySchema>;

/** The search answers: { code, name } for both lists (a SACC code is a number, an ASCL code text). */
export const countryOptionSchema = z.object({ code: z.number().int(), name: z.string() });
export const languageOptionSchema = z.object({ code: z.string(), name: z.string() });
export const countryOptionsResponseSchema = z.array(countryOptionSchema);
export const languageOptionsResponseSchema = z.array(languageOptionSchema);

/** The optional SACC code field: a code of the list ("Choose a country from the list" otherwise). */
export const saccCodeField = z
  .number({ error: M.chooseCountry })
  .int(M.chooseCountry)
  .refine((code) => COUNTRY_BY_CODE.has(code), M.chooseCountry)
  .nullable()
  .default(null);

/** The optional ASCL code field: a code of the list ("Choose a language from the list" otherwise). */
export const asclCodeField = z
  .string({ error: M.chooseLanguage })
  .trim()
  .refine((code) => code === '' || LANGUAGE_BY_CODE.has(code), M.chooseLanguage)
  .nullable()
  .default(null);
