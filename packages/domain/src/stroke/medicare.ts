import { z } from 'zod';
import { STROKE_MESSAGES as M } from './messages.ts';

/**
 * The Medicare card number of a stroke record (spec 3 §3.3 clinic, §3.4 VTIS consult; §5.4, §9: at
 * most 11 digits, "Cannot exceed 11 digits long"). The spec gives only the length; SCOUT checks the
 * number as Services Australia issues it, as the national standards do (METeOR "Person—Medicare card
 * number"; HL7 AU Base "AU Medicare Card Number"):
 * - 10 digits (the card number) or 11 (with the individual reference number, 1 to 9);
 * - the first digit is 2 to 6;
 * - the 9th digit is the check digit: digits 1 to 8 weighted 1, 3, 7, 9, 1, 3, 7, 9, summed, mod 10.
 * What was typed is kept: a number with spaces or a wrong check digit is an error, never rewritten.
 */
const CHECK_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9] as const;
const MAX_DIGITS = 11;
const CARD_DIGITS = 10;

/** The Medicare check digit of the first 8 digits. */
export function medicareCheckDigit(first8: string): number {
  return [...first8].reduce((sum, d, i) => sum + Number(d) * (CHECK_WEIGHTS[i] ?? 0), 0) % 10;
}

/** The message for an invalid Medicare number, or null when it is a valid one. */
export function medicareNumberError(value: string): string | null {
  if (!/^\d+$/.test(value)) return M.medicareDigitsOnly;
  if (value.length > MAX_DIGITS) return M.medicareTooLong;
  if (value.length < CARD_DIGITS) return M.medicareInvalid;
  if (!/^[2-6]/.test(value)) return M.medicareInvalid;
  if (value.length === MAX_DIGITS && value[10] === '0') return M.medicareInvalid;
  if (medicareCheckDigit(value.slice(0, 8)) !== Number(value[8])) return M.medicareInvalid;
  return null;
}

/** An optional Medicare number: trimmed, null when absent, checked by `medicareNumberError`. */
export const optionalMedicareNumber = z
  .string({ error: M.medicareDigitsOnly })
  .trim()
  .superRefine((v, ctx) => {
    const error = v === '' ? null : medicareNumberError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .nullable()
  .default(null);
