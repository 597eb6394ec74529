import { describe, expect, it } from 'vitest';
import { ASCL_LANGUAGES } from './ascl-languages.ts';
import { searchAsclLanguages } from './ascl-search.ts';

describe('ASCL 2016 reference list', () => {
  it('has unique four-digit codes and unique names', () => {
    expect(ASCL_LANGUAGES.every((l) => /^\d{4}$/.test(l.code))).toBe(true);
    expect(new Set(ASCL_LANGUAGES.map((l) => l.code)).size).toBe(ASCL_LANGUAGES.length);
    expect(new Set(ASCL_LANGUAGES.map((l) => l.name)).size).toBe(ASCL_LANGUAGES.length);
  });
  it('holds the codes of the main community languages', () => {
    const code = (name: string) => ASCL_LANGUAGES.find((l) => l.name === name)?.code;
    expect([code('English'), code('Italian'), code('Greek'), code('Vietnamese')]).toEqual([
      '1201',
      '2401',
      '2201',
      '6302',
    ]);
    expect([code('Mandarin'), code('Cantonese'), code('Arabic')]).toEqual(['7104', '7101', '4202']);
  });
});

describe('language search', () => {
  it('matches names anywhere, names starting with the keyword first', () => {
    expect(searchAsclLanguages('ara').map((l) => l.name)).toEqual([
      'Arabic',
      'Assyrian Neo-Aramaic',
      'Chaldean Neo-Aramaic',
      'Gujarati',
      'Hazaraghi',
      'Marathi',
      'Pitjantjatjara',
    ]);
  });
  it('matches code prefixes and ignores case', () => {
    expect(searchAsclLanguages('710').map((l) => l.code)).toEqual(['7101', '7102', '7104', '7106', '7107']);
    expect(searchAsclLanguages('VIET')).toEqual([{ code: '6302', name: 'Vietnamese' }]);
  });
});
