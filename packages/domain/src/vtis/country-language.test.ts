import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import {
  asclLanguageName,
  countryLanguageSearchQuerySchema,
  saccCountryName,
  searchLanguages,
  searchSaccCountries,
} from './country-language.ts';
import { VTIS_MESSAGES as M } from './messages.ts';

describe('country of birth and spoken language (spec 3 §3.4, §5.5: SACC and ASCL)', () => {
  it('names a code from the reference lists', () => {
    expect(saccCountryName(1101)).toBe('Australia');
    expect(saccCountryName(9999)).toBeNull();
    expect(asclLanguageName('1201')).toBe('English');
    expect(asclLanguageName(1201)).toBeNull();
  });
  it('searches by name or code, names starting with the term first', () => {
    expect(searchSaccCountries('aus')[0]?.name).toBe('Australia');
    expect(searchSaccCountries('1101').map((c) => c.id)).toEqual([1101]);
    expect(searchSaccCountries('zealand').map((c) => c.name)).toContain('New Zealand');
    expect(searchLanguages('ital')[0]).toEqual({ code: '2401', name: 'Italian' });
  });
  it('needs at least 3 characters to search', () => {
    expect(issuesOf(countryLanguageSearchQuerySchema, { term: 'au' })).toEqual([
      { path: 'term', message: M.searchTooShort },
    ]);
    expect(issuesOf(countryLanguageSearchQuerySchema, { term: ' au ' })).toEqual([
      { path: 'term', message: M.searchTooShort },
    ]);
    expect(parsed(countryLanguageSearchQuerySchema, { term: 'aus' })).toEqual({ term: 'aus' });
  });
});
