import { describe, expect, it } from 'vitest';
import { searchGazetteer } from './gazetteer.ts';
import { SAMPLE_GAZETTEER } from './gazetteer-data.ts';

describe('sample gazetteer', () => {
  it('holds a few hundred distinct Victorian addresses with four-digit 3xxx postcodes', () => {
    expect(SAMPLE_GAZETTEER.length).toBeGreaterThanOrEqual(300);
    expect(new Set(SAMPLE_GAZETTEER.map((a) => a.freeformAddress)).size).toBe(SAMPLE_GAZETTEER.length);
    expect(
      SAMPLE_GAZETTEER.every((a) => a.countrySubdivision === 'VIC' && /^3\d{3}$/.test(a.postalCode ?? '')),
    ).toBe(true);
    expect(SAMPLE_GAZETTEER.find((a) => a.municipalitySubdivision === 'Carlton')?.postalCode).toBe('3053');
  });

  it('matches every word, abbreviations of street types, whole numbers only', () => {
    const [first] = searchGazetteer('preston', 1);
    expect(first?.municipalitySubdivision).toBe('Preston');
    const number = first?.streetNumber as string;
    const street = first?.streetName as string;
    const abbreviated = street.replace(/ Road$/, ' rd').replace(/ Street$/, ' st');
    expect(searchGazetteer(`${number} ${abbreviated} preston`, 10)).toContainEqual(first);
    expect(searchGazetteer(`${number}9 ${street} preston`, 10)).not.toContainEqual(first);
    expect(searchGazetteer('st kilda', 50).every((a) => a.municipalitySubdivision === 'St Kilda')).toBe(true);
    expect(searchGazetteer('no such place anywhere', 10)).toEqual([]);
    expect(searchGazetteer('melbourne', 5)).toHaveLength(5);
  });
});
