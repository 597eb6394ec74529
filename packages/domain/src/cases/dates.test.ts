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

describe('formatDateTime: the per-day offset cache agrees with Intl at every instant', () => {
  const viaIntl = (ms: number, timeZone: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-AU', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(ms))
        .map((x) => [x.type, x.value]),
    );
    return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
  };
  // Daylight-saving changes of 2025 in zones with hour, half-hour and Newfoundland offsets.
  const transitions: Array<[string, string]> = [
    ['Australia/Melbourne', '2025-04-05T16:00:00Z'], // 3:00 AEDT -> 2:00 AEST
    ['Australia/Melbourne', '2025-10-04T16:00:00Z'], // 2:00 AEST -> 3:00 AEDT
    ['Australia/Adelaide', '2025-04-05T16:30:00Z'],
    ['Australia/Lord_Howe', '2025-04-05T15:00:00Z'], // a half-hour change
    ['Australia/Lord_Howe', '2025-10-04T15:30:00Z'],
    ['America/St_Johns', '2025-03-09T05:30:00Z'],
    ['Australia/Brisbane', '2025-04-05T16:00:00Z'], // no daylight saving
    ['UTC', '2025-01-01T00:00:00Z'],
  ];
  it.each(transitions)('%s around %s, minute by minute and to the second', (zone, at) => {
    const centre = Date.parse(at);
    for (let ms = centre - 3 * 3_600_000; ms <= centre + 3 * 3_600_000; ms += 60_000 - 7_000) {
      const iso = new Date(ms).toISOString();
      expect(formatDateTime(iso, zone), `${zone} ${iso}`).toBe(viaIntl(ms, zone));
    }
  });
  it('agrees across a span of years, including an old local-mean-time date', () => {
    for (let i = 0; i < 2_000; i++) {
      const ms = Date.UTC(1890, 0, 1) + Math.floor(((i * 7919) % 2_000) * 24 * 3_600_000 * 25.7 + i * 61_013);
      const iso = new Date(ms).toISOString();
      expect(formatDateTime(iso, 'Australia/Melbourne'), iso).toBe(viaIntl(ms, 'Australia/Melbourne'));
    }
  });
});
