import { describe, expect, it } from 'vitest';
import { parseDateToken, parsePatientKeyword } from './keyword.ts';
import {
  SEARCH_NAME_ACCENTED,
  SEARCH_NAME_UNACCENTED,
  searchName,
  searchNameSql,
  searchNameTails,
} from './search-name.ts';

describe('patient search keyword (spec 1 §5)', () => {
  it('splits names, a date of birth and URNs', () => {
    expect(parsePatientKeyword('Smith John 12/03/1985 445566')).toEqual({
      names: ['smith', 'john'],
      dateOfBirth: '1985-03-12',
      urns: ['445566'],
    });
  });
  it('reads letter-and-number tokens as URNs, as hospitals write them (issue 24 C)', () => {
    expect(parsePatientKeyword('MM552871')).toEqual({ names: [], dateOfBirth: null, urns: ['MM552871'] });
    expect(parsePatientKeyword('Nguyen RMH778899 UR-4471')).toEqual({
      names: ['nguyen'],
      dateOfBirth: null,
      urns: ['RMH778899', 'UR-4471'],
    });
    // A name with a number in it is still a name: mostly letters.
    expect(parsePatientKeyword('Casetest3x12345').names).toEqual(['casetest3x12345']);
  });
  it('adds 1900 to two-digit years', () => {
    expect(parseDateToken('12/03/85')).toBe('1985-03-12');
    expect(parseDateToken('01/01/05')).toBe('1905-01-01');
  });
  it('reads D/M/YYYY with slashes, dashes or dots, and ISO dates', () => {
    expect(parseDateToken('1-2-1990')).toBe('1990-02-01');
    expect(parseDateToken('01.02.1990')).toBe('1990-02-01');
    expect(parseDateToken('1990-02-01')).toBe('1990-02-01');
  });
  it('rejects impossible dates, which then are not treated as dates', () => {
    expect(parseDateToken('31/02/1990')).toBeNull();
    expect(parsePatientKeyword('31/02/1990').names).toEqual(['31/02/1990']);
  });
  it('ignores extra spaces and commas', () => {
    expect(parsePatientKeyword('  Smith,  Jo ')).toEqual({
      names: ['smith', 'jo'],
      dateOfBirth: null,
      urns: [],
    });
  });
});

describe('search names', () => {
  it('drops apostrophes, hyphens, dots and spaces, and lower-cases', () => {
    expect(searchName("O'Brien")).toBe('obrien');
    expect(searchName('Smith-Jones')).toBe('smithjones');
    expect(searchName('Van der Berg')).toBe('vanderberg');
    expect(searchName('St. John’s')).toBe('stjohns');
    expect(parsePatientKeyword("o'bri - 7700 12/03/85")).toEqual({
      names: ['obri'],
      dateOfBirth: '1985-03-12',
      urns: ['7700'],
    });
  });

  it('gives SQL that drops the same characters', () => {
    const expression = searchNameSql('"last_name"');
    expect(expression.startsWith(`translate(replace(replace(`)).toBe(true);
    expect(expression).toContain(`lower("last_name"), 'ß', 'ss'), 'ẞ', 'ss')`);
    expect(expression).toContain(`, U&'ÀÁÂ`);
    expect(expression).toContain(`''’‘\`.- \\0300\\0301`);
  });

  it('folds accents, upper and lower case, precomposed or decomposed', () => {
    expect(searchName('Ångström')).toBe('angstrom');
    expect(searchName('ÅNGSTRÖM')).toBe('angstrom');
    expect(searchName('A\u030Angstro\u0308m')).toBe('angstrom');
    expect(searchName("Ó'Súilleabháin-Łódź Nguyễn")).toBe('osuilleabhainlodznguyen');
    // Letters folding to two (issue 24 C): replace() before translate() in SQL.
    expect(searchName('Straße Æbelø Œuvre')).toBe('strasseaebelooeuvre');
    expect(searchName('STRAẞE')).toBe('strasse');
    expect(parsePatientKeyword('Ångström Zoë')).toMatchObject({ names: ['angstrom', 'zoe'] });
  });

  it('maps every accented letter to the plain letter of its decomposition', () => {
    expect(SEARCH_NAME_ACCENTED.length).toBe(SEARCH_NAME_UNACCENTED.length);
    const noDecomposition: Record<string, string> = { ø: 'o', đ: 'd', ł: 'l', ħ: 'h', ı: 'i', ŧ: 't' };
    for (let i = 0; i < SEARCH_NAME_ACCENTED.length; i++) {
      const ch = SEARCH_NAME_ACCENTED.charAt(i);
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const expected = base.length === 1 && /[a-z]/.test(base) ? base : noDecomposition[ch.toLowerCase()];
      expect(SEARCH_NAME_UNACCENTED.charAt(i), ch).toBe(expected);
    }
  });

  it('gives the words of a name after the first, each to the end of the name', () => {
    expect(searchNameTails('Thị Hồng')).toEqual(['hong']);
    expect(searchNameTails('Thị Hồng Anh')).toEqual(['honganh', 'anh']);
    expect(searchNameTails('Smith-Jones')).toEqual(['jones']);
    expect(searchNameTails('Van der Berg')).toEqual(['derberg', 'berg']);
    expect(searchNameTails("O'Brien")).toEqual([]);
    expect(searchNameTails(' Nguyễn ')).toEqual([]);
    expect(searchNameTails("Ana ' Luísa")).toEqual(['luisa']);
  });
});
