import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 1 §9: dates shown as DD/MM/YYYY and DD/MM/YYYY HH:mm; dates sent as YYYY-MM-DD. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const SERVER_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_TIME_ZONE = 'Australia/Melbourne';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

let serviceTimeZone = DEFAULT_TIME_ZONE;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Set once at boot from the server configuration (config.timeZone). */
export function setServiceTimeZone(timeZone: string | undefined): void {
  serviceTimeZone = timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

export function getServiceTimeZone(): string {
  return serviceTimeZone;
}

/** Today (YYYY-MM-DD) in the service time zone, for days on ECMO and ages. */
export function serviceToday(): string {
  return dayjs().tz(getServiceTimeZone()).format('YYYY-MM-DD');
}

/** The instant as wall-clock time in the service time zone; null for empty or invalid input. */
export function inServiceTime(value: DateInput, timeZone = serviceTimeZone): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(timeZone) : null;
}

/**
 * DD/MM/YYYY. A date-only value (YYYY-MM-DD, e.g. a date of birth) is a calendar date, not an
 * instant, and is shown as is; anything else is converted to the service time zone first.
 */
export function formatDate(value: DateInput, timeZone = serviceTimeZone): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const date = dayjs(value, SERVER_DATE_FORMAT);
    return date.isValid() ? date.format(DATE_FORMAT) : '';
  }
  return inServiceTime(value, timeZone)?.format(DATE_FORMAT) ?? '';
}

/** DD/MM/YYYY HH:mm in the service time zone. */
export function formatDateTime(value: DateInput, timeZone = serviceTimeZone): string {
  return inServiceTime(value, timeZone)?.format(DATE_TIME_FORMAT) ?? '';
}

/** YYYY-MM-DD of the instant's calendar day in the service time zone, as the server expects it. */
export function toServerDate(value: DateInput, timeZone = serviceTimeZone): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  return inServiceTime(value, timeZone)?.format(SERVER_DATE_FORMAT) ?? '';
}
