import { describe, expect, it } from 'vitest';
import { ICD10_AM_CODE_PATTERN, isIcd10AmCode } from './hospital-documentation-icd10.ts';

describe('ICD-10-AM code shape (ANN{.N[N]})', () => {
  it('accepts a letter, two digits and an optional full stop with one or two digits', () => {
    for (const code of ['I63.9', 'I61.0', 'G45.9', 'I10', 'I64', 'S06.00', 'U07.1', 'Z99.9', 'A00.0']) {
      expect(isIcd10AmCode(code), code).toBe(true);
    }
  });
  it('rejects lower case, a missing, doubled or trailing full stop, and a third decimal digit', () => {
    for (const code of ['i63.9', 'g45.9', 'I639', 'I63.', 'I63..9', 'I63.123', 'I6.3']) {
      expect(isIcd10AmCode(code), code).toBe(false);
    }
  });
  it('rejects a digit first, two letters, spaces, other separators and letters after the digits', () => {
    for (const code of ['163.9', 'II3.9', 'I 63.9', ' I63.9', 'I63.9 ', 'I63-9', 'I63,9', 'I63.9A', 'I63A']) {
      expect(isIcd10AmCode(code), code).toBe(false);
    }
  });
  it('rejects what is not a code at all', () => {
    for (const value of ['', 'I', 'I6', 'stroke', null, undefined, 63.9]) {
      expect(isIcd10AmCode(value), String(value)).toBe(false);
    }
  });
  it('is anchored at both ends', () => {
    expect(ICD10_AM_CODE_PATTERN.test('xI63.9')).toBe(false);
    expect(ICD10_AM_CODE_PATTERN.test('I63.9x')).toBe(false);
  });
});
