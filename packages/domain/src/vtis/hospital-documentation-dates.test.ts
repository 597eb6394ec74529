import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  isWithinHoursAfter,
  lengthOfStayDays,
  zonedDateTimeToEpochMs,
} from './hospital-documentation-dates.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('length of stay (spec 3 §4.7: discharge date minus admission date, in days)', () => {
  it('counts calendar days: same day 0, the next day 1', () => {
    expect(lengthOfStayDays('2026-03-01', '2026-03-01')).toBe(0);
    expect(lengthOfStayDays('2026-03-01', '2026-03-02')).toBe(1);
    expect(lengthOfStayDays('2026-02-27', '2026-03-02')).toBe(3);
    expect(lengthOfStayDays('2025-12-31', '2026-01-01')).toBe(1);
  });
  it('is unknown when either date is missing or unreadable', () => {
    expect(lengthOfStayDays(null, '2026-03-02')).toBeNull();
    expect(lengthOfStayDays('2026-03-01', null)).toBeNull();
    expect(lengthOfStayDays(undefined, undefined)).toBeNull();
    expect(lengthOfStayDays('', '2026-03-02')).toBeNull();
    expect(lengthOfStayDays('2026-02-30', '2026-03-02')).toBeNull();
    expect(lengthOfStayDays('01/03/2026', '2026-03-02')).toBeNull();
  });
  it('is unknown, not negative, when discharge is before admission', () => {
    expect(lengthOfStayDays('2026-03-02', '2026-03-01')).toBeNull();
  });
  it('counts one day across midnight however few hours it took (Melbourne wall clock)', () => {
    // 23:50 to 00:10 the next day in Melbourne: 20 minutes, one calendar day.
    expect(lengthOfStayDays('2026-03-01T23:50:00+11:00', '2026-03-02T00:10:00+11:00')).toBe(1);
    // 12:50Z is 23:50 on 1 March in Melbourne, 13:10Z is 00:10 on 2 March: UTC dates would say 0.
    expect(lengthOfStayDays('2026-03-01T12:50:00Z', '2026-03-01T13:10:00Z')).toBe(1);
    expect(calendarDayOf('2026-03-01T13:10:00Z')).toBe('2026-03-02');
  });
  it('counts the 25-hour day when daylight saving ends (5 April 2026) as one day', () => {
    expect(lengthOfStayDays('2026-04-05T00:30:00+11:00', '2026-04-05T23:30:00+10:00')).toBe(0);
    expect(lengthOfStayDays('2026-04-04T23:30:00+11:00', '2026-04-05T23:30:00+10:00')).toBe(1);
    expect(lengthOfStayDays('2026-04-04', '2026-04-06')).toBe(2);
  });
  it('counts the 23-hour day when daylight saving starts (4 October 2026) as one day', () => {
    expect(lengthOfStayDays('2026-10-03T23:30:00+10:00', '2026-10-04T23:30:00+11:00')).toBe(1);
    // 14:30Z on 3 October is 00:30 on 4 October (AEST); 13:30Z on 4 October is 00:30 on 5 October (AEDT).
    expect(lengthOfStayDays('2026-10-03T14:30:00Z', '2026-10-04T13:30:00Z')).toBe(1);
  });
});

describe('a Melbourne date and time as an instant', () => {
  it('uses daylight time in summer and standard time in winter', () => {
    expect(iso(zonedDateTimeToEpochMs('2026-03-10', '11:00'))).toBe('2026-03-10T00:00:00.000Z');
    expect(iso(zonedDateTimeToEpochMs('2026-07-01', '09:00'))).toBe('2026-06-30T23:00:00.000Z');
  });
  it('reads the repeated hour when daylight saving ends as its first occurrence', () => {
    expect(iso(zonedDateTimeToEpochMs('2026-04-05', '02:30'))).toBe('2026-04-04T15:30:00.000Z');
    expect(iso(zonedDateTimeToEpochMs('2026-04-05', '01:59'))).toBe('2026-04-04T14:59:00.000Z');
    expect(iso(zonedDateTimeToEpochMs('2026-04-05', '03:00'))).toBe('2026-04-04T17:00:00.000Z');
  });
  it('reads a time skipped when daylight saving starts an hour later on the new clock', () => {
    expect(iso(zonedDateTimeToEpochMs('2026-10-04', '02:30'))).toBe('2026-10-03T16:30:00.000Z');
    expect(iso(zonedDateTimeToEpochMs('2026-10-04', '01:59'))).toBe('2026-10-03T15:59:00.000Z');
    expect(iso(zonedDateTimeToEpochMs('2026-10-04', '03:00'))).toBe('2026-10-03T16:00:00.000Z');
  });
  it('is null without a valid date and time', () => {
    expect(zonedDateTimeToEpochMs('2026-03-10', null)).toBeNull();
    expect(zonedDateTimeToEpochMs(null, '11:00')).toBeNull();
    expect(zonedDateTimeToEpochMs('2026-02-30', '11:00')).toBeNull();
    expect(zonedDateTimeToEpochMs('2026-03-10', '25:00')).toBeNull();
  });
  it('counts a window to its last minute, included', () => {
    const start = Date.parse('2026-03-01T03:30:00Z');
    expect(isWithinHoursAfter(start, start, 72)).toBe(true);
    expect(isWithinHoursAfter(start + 72 * 3_600_000, start, 72)).toBe(true);
    expect(isWithinHoursAfter(start + 72 * 3_600_000 + 60_000, start, 72)).toBe(false);
    expect(isWithinHoursAfter(start - 60_000, start, 72)).toBe(false);
  });
});
