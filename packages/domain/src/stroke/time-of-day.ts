import { z } from 'zod';
import { DEFAULT_TIME_ZONE, formatDateTime, type Now } from '../cases/dates.ts';
import { todayIn } from '../patients/dates.ts';
import { STROKE_MESSAGES as M } from './messages.ts';

/**
 * A date and a time recorded apart (spec 3 §3.4: strokeOnsetDate and strokeOnsetTime,
 * edPresentationDate and edPresentationTime, dateOfThrombolysis and timeOfThrombolysis; the hospital
 * documentation's dates and times, §3.6): the date is YYYY-MM-DD (cases/fields.ts `optionalDate`),
 * the time HH:mm on the service's wall clock, since the time may be unknown while the date is known.
 */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a wall-clock time HH:mm (00:00 to 23:59). */
export const isTimeOfDay = (value: unknown): value is string =>
  typeof value === 'string' && TIME_OF_DAY.test(value);

/** An optional time of day, HH:mm; null when absent. */
export const optionalTimeOfDay = z
  .string({ error: M.invalidTime })
  .trim()
  .refine((v) => v === '' || TIME_OF_DAY.test(v), M.invalidTime)
  .nullable()
  .default(null);

/**
 * A date and an optional time as one sortable wall-clock key ('2026-03-10T09:30'; the start of the
 * day without a time), or null without a valid date. Keys of the same time zone compare as text.
 */
export function wallClockKey(date: unknown, time?: unknown): string | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return `${date}T${isTimeOfDay(time) ? time : '00:00'}`;
}

/** Now as a wall-clock key in the service's time zone. */
export function nowWallClockKey(now: Now, timeZone: string = DEFAULT_TIME_ZONE): string {
  const at = now();
  const hhmm = formatDateTime(at.toISOString(), timeZone).slice(-5);
  return `${todayIn(timeZone, at)}T${hhmm}`;
}

/**
 * True when a recorded date (and time, when given) is later than now in the service's time zone:
 * a date after today, or today at a later time. A date without its time is compared by day.
 */
export function isWallClockInFuture(
  date: unknown,
  time: unknown,
  now: Now,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const key = wallClockKey(date, time);
  if (key === null) return false;
  const current = nowWallClockKey(now, timeZone);
  return isTimeOfDay(time) ? key > current : key.slice(0, 10) > current.slice(0, 10);
}
