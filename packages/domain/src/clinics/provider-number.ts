import { z } from 'zod';
import { CLINIC_MESSAGES as M } from './messages.ts';

/**
 * The referring doctor's Medicare provider number (spec 3 §3.1 referrerDoctorProviderNumber,
 * outpatient only; §5.1: required for a clinic). The spec gives no format; SCOUT checks the number
 * as Services Australia issues it (Australian Digital Health Agency identifier namespace
 * "medicare-provider-number": 8 characters; the claiming interface's provider check routine):
 * - a 6-digit stem;
 * - a practice location character: 0-9 or a letter other than I, O, S and Z, worth its practice
 *   location value (PLV) 0 to 31 in the order 0-9, A-H, J-N, P-R, T-Y;
 * - a check letter: (d1*3 + d2*5 + d3*8 + d4*4 + d5*2 + d6 + PLV*6) mod 11 read in "YXWTLKJHFBA".
 * Example: 4024742F. What was typed is kept: lower case, spaces or a 7-character number (a stem
 * whose leading 0 was dropped) are errors, never rewritten.
 */
const LOCATION_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUVWXY';
const CHECK_CHARACTERS = 'YXWTLKJHFBA';
const STEM_WEIGHTS = [3, 5, 8, 4, 2, 1] as const;
const PLV_WEIGHT = 6;
const FORMAT = /^\d{6}[0-9A-HJ-NP-RT-Y][ABFHJKLTWXY]$/;

/** The check letter of a 6-digit stem and a practice location character, or null when either is invalid. */
export function providerCheckCharacter(stem: string, location: string): string | null {
  const plv = LOCATION_CHARACTERS.indexOf(location);
  if (!/^\d{6}$/.test(stem) || location.length !== 1 || plv < 0) return null;
  const sum = [...stem].reduce((total, d, i) => total + Number(d) * (STEM_WEIGHTS[i] ?? 0), 0);
  return CHECK_CHARACTERS[(sum + plv * PLV_WEIGHT) % 11] ?? null;
}

/** True for a Medicare provider number in its issued form (8 characters, right check letter). */
export function isValidProviderNumber(value: string): boolean {
  return FORMAT.test(value) && providerCheckCharacter(value.slice(0, 6), value[6] ?? '') === value[7];
}

/** An optional provider number: trimmed, null when absent; required by `checkClinicReferrer`. */
export const optionalProviderNumber = z
  .string({ error: M.providerNumberInvalid })
  .trim()
  .refine((v) => v === '' || isValidProviderNumber(v), M.providerNumberInvalid)
  .nullable()
  .default(null);
