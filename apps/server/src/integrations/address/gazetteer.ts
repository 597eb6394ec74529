import type { AddressSearchResult } from '@scout/domain/patients/lookups.schema';
import { SAMPLE_GAZETTEER } from './gazetteer-data.ts';

/** Street-type abbreviations people type, and the words the gazetteer spells out. */
const ABBREVIATIONS = new Map([
  ['rd', 'road'],
  ['ave', 'avenue'],
  ['av', 'avenue'],
  ['cres', 'crescent'],
  ['ct', 'court'],
  ['pde', 'parade'],
  ['dr', 'drive'],
  ['gr', 'grove'],
  ['gv', 'grove'],
  ['ln', 'lane'],
]);

const normalise = (s: string) => s.toLowerCase().replace(/[,]+/g, ' ').replace(/\s+/g, ' ').trim();

const INDEX = SAMPLE_GAZETTEER.map((r) => ({ result: r, text: ` ${normalise(r.freeformAddress)} ` }));

/**
 * Every word of the query must appear in the address (street words may be abbreviated: "rd",
 * "st"); a word that is a number must be a whole number of the address (12 does not find 112).
 * Results in address order, at most `limit`.
 */
export function searchGazetteer(query: string, limit: number): AddressSearchResult[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (!words.length) return [];
  const found = (text: string, w: string) => {
    if (/^[\d/]+$/.test(w)) return new RegExp(`[ /]${w.replace(/\//g, '\\/')}[ /]`).test(text);
    const long = ABBREVIATIONS.get(w);
    return text.includes(w) || (long !== undefined && text.includes(long));
  };
  const matches = INDEX.filter(({ text }) => words.every((w) => found(text, w)));
  return matches
    .map((m) => m.result)
    .sort((a, b) => a.freeformAddress.localeCompare(b.freeformAddress, 'en-AU', { numeric: true }))
    .slice(0, limit);
}
