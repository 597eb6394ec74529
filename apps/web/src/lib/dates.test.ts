import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  getServiceTimeZone,
  setServiceTimeZone,
  toServerDate,
} from './dates.ts';

afterEach(() => setServiceTimeZone(DEFAULT_TIME_ZONE));

describe('date display in the service time zone', () => {
  it('shows an instant as DD/MM/YYYY HH:mm in Melbourne time by default', () => {
    // 14:30 UTC on 1 March 2024 is 01:30 the next day in Melbourne (AEDT, UTC+11).
    expect(formatDateTime('2024-03-01T14:30:00Z')).toBe('02/03/2024 01:30');
    expect(formatDate('2024-03-01T14:30:00Z')).toBe('02/03/2024');
  });
  it('follows daylight saving: UTC+10 in winter', () => {
    expect(formatDateTime('2024-07-01T00:00:00Z')).toBe('01/07/2024 10:00');
  });
  it('uses the configured time zone', () => {
    setServiceTimeZone('Australia/Perth');
    expect(getServiceTimeZone()).toBe('Australia/Perth');
    expect(formatDateTime('2024-03-01T14:30:00Z')).toBe('01/03/2024 22:30');
  });
  it('falls back to Melbourne for an unknown zone', () => {
    setServiceTimeZone('Mars/Olympus_Mons');
    expect(getServiceTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });
  it('shows a date-only value as the calendar date it is', () => {
    expect(formatDate('1950-12-31')).toBe('31/12/1950');
    expect(toServerDate('1950-12-31')).toBe('1950-12-31');
  });
  it('gives the service-day date for the server', () => {
    expect(toServerDate('2024-03-01T14:30:00Z')).toBe('2024-03-02');
  });
  it('shows nothing for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
