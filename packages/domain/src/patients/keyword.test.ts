import { describe, expect, it } from 'vitest';
import { parseDateToken, parsePatientKeyword } from './keyword.ts';
import { searchName, searchNameSql } from './search-name.ts';

describe('patient search keyword (spec 1 §5)', () => {
  it('splits names, a date of birth and URNs', () => {
    expect(parsePatientKeyword('Smith John 12/03/1985 445566')).toEqual({
      names: ['smith', 'john'],
      dateOfBirth: '1985-03-12',
      urns: ['445566'],
    });
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
    expect(searchNameSql('"last_name"')).toBe(`translate(lower("last_name"), '''’‘\`.- ', '')`);
  });
});
