import { DEFAULT_TIME_ZONE, daysBetween, formatDateTime, localDateOf } from '../cases/dates.ts';
import { isValidIsoDate } from '../patients/dates.ts';
import { isTimeOfDay } from '../stroke/time-of-day.ts';

/**
 * Dates and times of the VTIS hospital documentation (spec 3 §3.6, §4.7, §9). The form asks for a
 * calendar date (YYYY-MM-DD) and, where the spec names one, a separate wall-clock time (HH:mm,
 * 24-hour) in the service's time zone, as the spec's field pairs do (hospitalAdmissionDate and
 * hospitalAdmissionTime, dateOfStroke and timeOfStroke). Readings (temperature, glucose) carry
 * an ISO 8601 date-time with offset, like every other date-time of the case modules.
 */

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Epoch milliseconds of an ISO date-time with offset; null when it is not one. */
export function epochMsOf(value: unknown): number | null {
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The calendar day (YYYY-MM-DD) a value names in the time zone: a YYYY-MM-DD date as it is, an
 * ISO date-time by the wall clock of the zone (2026-04-04T14:30:00Z is 5 April in Melbourne).
 * Null when it is neither.
 */
export function calendarDayOf(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  if (typeof value !== 'string') return null;
  if (isValidIsoDate(value)) return value;
  return epochMsOf(value) === null ? null : localDateOf(value, timeZone);
}

/**
 * Length of stay in days (§4.7): the hospital discharge date minus the hospital admission date,
 * as calendar days in the service's time zone, so crossing midnight counts one day however few
 * hours it took, and a 23- or 25-hour day at a daylight-saving change still counts one. Null
 * ("unknown") when either date is missing or unreadable, or when discharge is before admission
 * (a validation error of its own). A same-day discharge is 0 days: the spec's subtraction, not
 * the hospital-statistics convention of counting a same-day stay as one day.
 */
export function lengthOfStayDays(
  admission: unknown,
  discharge: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  const from = calendarDayOf(admission, timeZone);
  const to = calendarDayOf(discharge, timeZone);
  if (from === null || to === null) return null;
  const days = daysBetween(from, to);
  return days < 0 ? null : days;
}

/** The wall clock of an instant in the zone, read back as if it were UTC (minute precision). */
function wallClockAsUtcMs(ms: number, timeZone: string): number {
  const text = formatDateTime(new Date(ms).toISOString(), timeZone); // DD/MM/YYYY HH:mm
  const [d, mo, y, h, mi] = text.split(/[/ :]/).map(Number) as [number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

/** The zone's offset from UTC at an instant, in milliseconds (+11:00 is 39,600,000). */
function offsetAt(ms: number, timeZone: string): number {
  return wallClockAsUtcMs(ms, timeZone) - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant of a wall-clock date and time in the time zone (epoch ms), or null when either is
 * not valid. Around a daylight-saving change: a time that happens twice (Melbourne, first Sunday
 * of April, 02:00 to 02:59) is read as its first occurrence, daylight time; a time that does not
 * exist (first Sunday of October, 02:00 to 02:59) is read as the same clock reading before the
 * change, which lands an hour later on the new clock (02:30 becomes 03:30).
 */
export function zonedDateTimeToEpochMs(
  date: unknown,
  time: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (typeof date !== 'string' || !isValidIsoDate(date) || !isTimeOfDay(time)) return null;
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const matches = [wall - before, wall - after]
    .filter((ms) => wallClockAsUtcMs(ms, timeZone) === wall)
    .sort((a, b) => a - b);
  return matches[0] ?? wall - before;
}

/** True when `ms` lies from `startMs` to `hours` hours after it, both ends included. */
export function isWithinHoursAfter(ms: number, startMs: number, hours: number): boolean {
  return ms >= startMs && ms <= startMs + hours * HOUR_MS;
}
