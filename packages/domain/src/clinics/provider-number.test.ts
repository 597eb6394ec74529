import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { CLINIC_MESSAGES as M } from './messages.ts';
import { isValidProviderNumber, optionalProviderNumber, providerCheckCharacter } from './provider-number.ts';

describe('referring doctor provider number (spec 3 §3.1, §5.1)', () => {
  it('computes the check letter from the stem and the practice location value', () => {
    // 4*3 + 0*5 + 2*8 + 4*4 + 7*2 + 4 + PLV(2)*6 = 74; 74 mod 11 = 8 -> F
    expect(providerCheckCharacter('402474', '2')).toBe('F');
    // 9*3 + 8*5 + 8*8 + 9*4 + 3*2 + 9 + PLV(B = 11)*6 = 248; 248 mod 11 = 6 -> J
    expect(providerCheckCharacter('988939', 'B')).toBe('J');
    expect(providerCheckCharacter('988939', 'I')).toBeNull();
    expect(providerCheckCharacter('98893', 'B')).toBeNull();
  });
  it('accepts issued numbers and refuses a wrong check letter', () => {
    expect(isValidProviderNumber('4024742F')).toBe(true);
    expect(isValidProviderNumber('988939BJ')).toBe(true);
    expect(isValidProviderNumber('988939BK')).toBe(false);
  });
  it('refuses the location characters I, O, S and Z, 7 or 9 characters, lower case and spaces', () => {
    for (const bad of [
      '402474IF',
      '402474OF',
      '402474SF',
      '402474ZF',
      '024742F',
      '4024742FF',
      '4024742f',
      '402474 2F',
    ]) {
      expect(isValidProviderNumber(bad), bad).toBe(false);
    }
  });
  it('is optional in the schema (required by the referrer rule), trimmed, with a message giving the format', () => {
    expect(parsed(optionalProviderNumber, undefined)).toBeNull();
    expect(parsed(optionalProviderNumber, ' 4024742F ')).toBe('4024742F');
    expect(issuesOf(optionalProviderNumber, '4024742A')).toEqual([
      { path: '', message: M.providerNumberInvalid },
    ]);
  });
});
