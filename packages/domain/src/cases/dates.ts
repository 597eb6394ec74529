import { isValidIsoDate, todayIn } from '../patients/dates.ts';
import { CASE_LIMITS } from './limits.ts';
import { CASE_MESSAGES as M } from './messages.ts';

/**
 * Date helpers shared by the case modules. Date-times travel as ISO 8601 strings with an offset
 * (2026-03-01T09:30:00+11:00 or ...Z) and are stored as timestamptz; calendar dates (consumable
 * expiry, dashboard filters, last bowel movement) travel as YYYY-MM-DD. Calendar questions (which day is it,
 * how many days between) are answered in the service's time zone.
 */
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

/** The clock schemas read "now" from; tests pass a fixed one. */
export type Now = () => Date;
export const systemNow: Now = () => new Date();

/** The calendar day (YYYY-MM-DD) of an ISO date-time in the time zone; null when unparseable. */
export function localDateOf(isoDateTime: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  const ms = Date.parse(isoDateTime);
  return Number.isNaN(ms) ? null : todayIn(timeZone, new Date(ms));
}

function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return utcDay(to) - utcDay(from);
}

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date((utcDay(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Past-event date-time rule (spec 2 §5.3): no day after today and none before 1900-01-01, both in
 * the service's time zone (a later time today is allowed, as the picker allows it). Returns the
 * message of the first rule broken, or null.
 */
export function pastDateTimeError(
  isoDateTime: string,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const day = localDateOf(isoDateTime, timeZone);
  if (day === null) return M.invalidDate;
  return pastDateError(day, todayIn(timeZone, now));
}

/** Past-event calendar-date rule: a real date, not before 1900-01-01, not after `today`. */
export function pastDateError(date: string, today: string): string | null {
  if (!isValidIsoDate(date)) return M.invalidDate;
  if (date < CASE_LIMITS.earliestDate) return M.dateTooOld;
  if (date > today) return M.futureDate;
  return null;
}

/** Future-event pickers block today and earlier (spec 2 §5.3): true when `date` may be picked. */
export function isSelectableFutureDate(date: string, today: string): boolean {
  return isValidIsoDate(date) && date > today;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let fmt = partFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, fmt);
  }
  return fmt;
}

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** The wall-clock parts of an instant in a time zone, as Intl gives them. */
function intlParts(ms: number, timeZone: string): Parts {
  const p: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) p[part.type] = part.value;
  return p as Parts;
}

/** The zone's offset (wall clock minus UTC, in ms) at an instant, from Intl (to the minute). */
function intlOffset(ms: number, timeZone: string): number {
  const p = intlParts(ms, timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/**
 * Offsets change only at a zone's transitions (months apart), so an offset found for a UTC day
 * holds for every instant in it when it is the same at both ends; a day holding a transition keeps
 * null and its instants ask Intl each time. An export of a million rows formats millions of
 * date-times: two Intl calls per day of data instead of one per value.
 */
const BUCKET_MS = 24 * 3_600_000;
const offsetCache = new Map<string, number | null>();

function offsetOf(ms: number, timeZone: string): number | null {
  const bucket = Math.floor(ms / BUCKET_MS);
  const key = `${timeZone}|${bucket}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const start = intlOffset(bucket * BUCKET_MS, timeZone);
    offset = start === intlOffset((bucket + 1) * BUCKET_MS - 1, timeZone) ? start : null;
    if (offsetCache.size >= 100_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function parts(isoDateTime: string, timeZone: string): Parts | null {
  const ms = Date.parse(isoDateTime);
  if (Number.isNaN(ms)) return null;
  const offset = offsetOf(ms, timeZone);
  if (offset === null) return intlParts(ms, timeZone);
  const wall = new Date(ms + offset);
  return {
    year: String(wall.getUTCFullYear()),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  };
}

/** DD/MM/YYYY HH:mm in the time zone (GUIDE §3.7); '' when unparseable. */
export function formatDateTime(isoDateTime: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = parts(isoDateTime, timeZone);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** DD/MM/YYYY in the time zone; a YYYY-MM-DD date is reformatted as is; '' when unparseable. */
export function formatDate(value: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (isValidIsoDate(value)) return `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  const p = parts(value, timeZone);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** The wall-clock time (HH:mm:ss) of an ISO date-time in the time zone; null when unparseable. */
function localTimeOf(isoDateTime: string, timeZone: string): string | null {
  const p = parts(isoDateTime, timeZone);
  if (!p) return null;
  const seconds = String(new Date(Date.parse(isoDateTime)).getUTCSeconds()).padStart(2, '0');
  return `${p.hour}:${p.minute}:${seconds}`;
}

/**
 * Whole days from one instant to a later one, counted on the wall clock of the service's time
 * zone: a day is complete when the same time of day comes round again, whatever the day's length
 * (a 23-hour or 25-hour day at a daylight-saving change still counts as one), and crossing
 * midnight alone does not complete a day. Null when either value is unparseable; 0 when `to` is
 * not after `from`.
 */
export function wholeDaysBetween(
  fromIso: string,
  toIso: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  const fromDay = localDateOf(fromIso, timeZone);
  const toDay = localDateOf(toIso, timeZone);
  const fromTime = localTimeOf(fromIso, timeZone);
  const toTime = localTimeOf(toIso, timeZone);
  if (fromDay === null || toDay === null || fromTime === null || toTime === null) return null;
  const days = daysBetween(fromDay, toDay) - (toTime < fromTime ? 1 : 0);
  return Math.max(0, days);
}
