import { PATIENT_LIMITS } from './limits.ts';
import { PATIENT_MESSAGES } from './messages.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when YYYY-MM-DD names a real calendar day. */
export function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, format);
  }
  return format.format(now);
}

/** The spec's date-of-birth rules; returns the message of the first rule broken, or null. */
export function dateOfBirthError(value: string, today: string): string | null {
  if (!isValidIsoDate(value)) return PATIENT_MESSAGES.invalidDate;
  if (value < PATIENT_LIMITS.earliestDateOfBirth) return PATIENT_MESSAGES.dateTooOld;
  if (value > today) return PATIENT_MESSAGES.futureDate;
  return null;
}

/** Age in whole years on `today` for a YYYY-MM-DD date of birth. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age--;
  return Math.max(0, age);
}
