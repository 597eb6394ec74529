import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { medicareCheckDigit, medicareNumberError, optionalMedicareNumber } from './medicare.ts';
import { STROKE_MESSAGES as M } from './messages.ts';

describe('Medicare number (spec 3 §5.4, §9: at most 11 digits)', () => {
  it('computes the check digit with weights 1, 3, 7, 9, 1, 3, 7, 9', () => {
    // 2 + 1*3 + 2*7 + 3*9 + 4 + 5*3 + 6*7 + 7*9 = 170
    expect(medicareCheckDigit('21234567')).toBe(0);
    expect(medicareCheckDigit('69505073')).toBe(9);
  });
  it('accepts a card number of 10 digits, or 11 with the individual reference number', () => {
    expect(medicareNumberError('2123456701')).toBeNull();
    expect(medicareNumberError('21234567011')).toBeNull();
    expect(medicareNumberError('6950507391')).toBeNull();
  });
  it('refuses 12 digits with the spec message naming the limit', () => {
    expect(medicareNumberError('212345670111')).toBe('Cannot exceed 11 digits long');
    expect(M.medicareTooLong).toBe('Cannot exceed 11 digits long');
  });
  it('refuses 9 digits, a wrong first digit, a wrong check digit and a 0 reference number', () => {
    expect(medicareNumberError('212345670')).toBe(M.medicareInvalid);
    expect(medicareNumberError('1123456701')).toBe(M.medicareInvalid);
    expect(medicareNumberError('7123456701')).toBe(M.medicareInvalid);
    expect(medicareNumberError('2123456711')).toBe(M.medicareInvalid);
    expect(medicareNumberError('21234567010')).toBe(M.medicareInvalid);
  });
  it('refuses spaces and letters rather than rewriting what was typed', () => {
    expect(medicareNumberError('2123 45670 1')).toBe(M.medicareDigitsOnly);
    expect(medicareNumberError('21234567O1')).toBe(M.medicareDigitsOnly);
  });
  it('is optional in the schema, trimmed, null when absent', () => {
    expect(parsed(optionalMedicareNumber, undefined)).toBeNull();
    expect(parsed(optionalMedicareNumber, ' 2123456701 ')).toBe('2123456701');
    expect(parsed(optionalMedicareNumber, '')).toBe('');
    expect(issuesOf(optionalMedicareNumber, '212345670111')).toEqual([
      { path: '', message: M.medicareTooLong },
    ]);
  });
});
