import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, wholeDaysBetween } from './dates.ts';

describe('date formatting (GUIDE §3.7)', () => {
  it('shows DD/MM/YYYY and DD/MM/YYYY HH:mm in the service time zone', () => {
    expect(formatDateTime('2026-03-09T14:05:00Z')).toBe('10/03/2026 01:05');
    expect(formatDate('2026-03-09T14:05:00Z')).toBe('10/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('whole days between two instants (Australia/Melbourne wall clock)', () => {
  it('completes a day when the time of day comes round again, not at midnight', () => {
    expect(wholeDaysBetween('2026-03-09T23:30:00+11:00', '2026-03-10T00:30:00+11:00')).toBe(0);
    expect(wholeDaysBetween('2026-03-09T23:30:00+11:00', '2026-03-10T23:30:00+11:00')).toBe(1);
    expect(wholeDaysBetween('2026-03-09T23:30:00+11:00', '2026-03-10T23:29:59+11:00')).toBe(0);
  });
  it('counts the 23- and 25-hour days of the daylight-saving changes as one day each', () => {
    expect(wholeDaysBetween('2026-10-03T10:00:00+10:00', '2026-10-04T10:00:00+11:00')).toBe(1);
    expect(wholeDaysBetween('2026-04-04T10:00:00+11:00', '2026-04-05T10:00:00+10:00')).toBe(1);
  });
  it('follows the time zone it is given', () => {
    // 23:30 UTC on the 9th to 00:30 UTC on the 10th: a midnight in UTC, the same morning in Melbourne.
    expect(wholeDaysBetween('2026-03-09T23:30:00Z', '2026-03-11T00:30:00Z', 'UTC')).toBe(1);
    expect(wholeDaysBetween('2026-03-09T12:00:00Z', '2026-03-10T11:00:00Z', 'UTC')).toBe(0);
  });
  it('is null for an unparseable value and 0 for an end before the start', () => {
    expect(wholeDaysBetween('nonsense', '2026-03-10T00:00:00Z')).toBeNull();
    expect(wholeDaysBetween('2026-03-10T00:00:00Z', '2026-03-09T00:00:00Z')).toBe(0);
  });
});
