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
  // Every listed profile's age goes through here: no splitting, no arrays. "MM-DD" strings
  // compare as dates do, so the birthday is still to come this year exactly when today's is less.
  const year = (d: string) => Number(d.slice(0, d.length - 6));
  const age = year(today) - year(dateOfBirth) - (today.slice(-5) < dateOfBirth.slice(-5) ? 1 : 0);
  return Math.max(0, age);
}
