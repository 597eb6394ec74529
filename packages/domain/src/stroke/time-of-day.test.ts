import { describe, expect, it } from 'vitest';
import { FIXED_NOW, issuesOf, parsed } from '../cases/test-issues.ts';
import { STROKE_MESSAGES as M } from './messages.ts';
import { isWallClockInFuture, nowWallClockKey, optionalTimeOfDay, wallClockKey } from './time-of-day.ts';

describe('times of day recorded apart from their dates', () => {
  it('accepts 00:00 to 23:59 only', () => {
    expect(parsed(optionalTimeOfDay, '00:00')).toBe('00:00');
    expect(parsed(optionalTimeOfDay, '23:59')).toBe('23:59');
    expect(parsed(optionalTimeOfDay, null)).toBeNull();
    for (const bad of ['24:00', '7:30', '12:60', '12:30:00', 'noon']) {
      expect(issuesOf(optionalTimeOfDay, bad), bad).toEqual([{ path: '', message: M.invalidTime }]);
    }
  });
  it('builds sortable wall-clock keys', () => {
    expect(wallClockKey('2026-03-09', '07:30')).toBe('2026-03-09T07:30');
    expect(wallClockKey('2026-03-09', null)).toBe('2026-03-09T00:00');
    expect(wallClockKey('09/03/2026', '07:30')).toBeNull();
    // FIXED_NOW is 10 March 2026 00:00 UTC, 11:00 in Melbourne (AEDT).
    expect(nowWallClockKey(FIXED_NOW)).toBe('2026-03-10T11:00');
  });
  it('knows a future date, or a later time today, in the service time zone', () => {
    expect(isWallClockInFuture('2026-03-11', null, FIXED_NOW)).toBe(true);
    expect(isWallClockInFuture('2026-03-10', '11:01', FIXED_NOW)).toBe(true);
    expect(isWallClockInFuture('2026-03-10', '11:00', FIXED_NOW)).toBe(false);
    expect(isWallClockInFuture('2026-03-10', null, FIXED_NOW)).toBe(false);
    expect(isWallClockInFuture('2026-03-10', '11:01', FIXED_NOW, 'UTC')).toBe(true);
    expect(isWallClockInFuture('2026-03-10', '00:00', FIXED_NOW, 'UTC')).toBe(false);
  });
});
