import { describe, expect, it } from 'vitest';
import {
  dayOfWeek,
  imagingFollowUpDue,
  isImagingFollowUpComplete,
  primaryImagingFollowUpDue,
  secondaryImagingFollowUpDue,
  taskDue,
  weekendAdjusted,
} from './task-due.ts';

const YET = 'Imaging yet to be completed';
const REQUESTED = 'Called and scans have been requested';
/** A call at 10:00 on the Melbourne wall clock (AEDT, +11:00) on `day`. */
const callOn = (day: string) => `${day}T10:00:00+11:00`;

/**
 * Week of Monday 9 March 2026 (spec 3 §4.6: call date + 3 days, Saturday + 2, Sunday + 1; the
 * secondary due date = primary + 2 days, weekend-adjusted, when the primary status is "Imaging yet
 * to be completed").
 */
const WEEK = [
  {
    call: '2026-03-09',
    weekday: 'Monday',
    plus3: 'Thursday',
    primary: '2026-03-12',
    secondary: '2026-03-16',
  },
  { call: '2026-03-10', weekday: 'Tuesday', plus3: 'Friday', primary: '2026-03-13', secondary: '2026-03-16' },
  {
    call: '2026-03-11',
    weekday: 'Wednesday',
    plus3: 'Saturday',
    primary: '2026-03-16',
    secondary: '2026-03-18',
  },
  {
    call: '2026-03-12',
    weekday: 'Thursday',
    plus3: 'Sunday',
    primary: '2026-03-16',
    secondary: '2026-03-18',
  },
  { call: '2026-03-13', weekday: 'Friday', plus3: 'Monday', primary: '2026-03-16', secondary: '2026-03-18' },
  {
    call: '2026-03-14',
    weekday: 'Saturday',
    plus3: 'Tuesday',
    primary: '2026-03-17',
    secondary: '2026-03-19',
  },
  {
    call: '2026-03-15',
    weekday: 'Sunday',
    plus3: 'Wednesday',
    primary: '2026-03-18',
    secondary: '2026-03-20',
  },
] as const;
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe('imaging follow-up due dates for every weekday of call (spec 3 §4.6, §9)', () => {
  for (const day of WEEK) {
    it(`a ${day.weekday} call (+3 on a ${day.plus3}): primary ${day.primary}, secondary ${day.secondary}`, () => {
      expect(NAMES[dayOfWeek(day.call)]).toBe(day.weekday);
      expect(primaryImagingFollowUpDue(callOn(day.call))).toBe(day.primary);
      expect(imagingFollowUpDue(callOn(day.call), REQUESTED)).toBe(day.primary);
      expect(imagingFollowUpDue(callOn(day.call), null)).toBe(day.primary);
      expect(imagingFollowUpDue(callOn(day.call), YET)).toBe(day.secondary);
      // Every due date is a weekday.
      expect([1, 2, 3, 4, 5]).toContain(dayOfWeek(day.primary));
      expect([1, 2, 3, 4, 5]).toContain(dayOfWeek(day.secondary));
    });
  }
  it('a Friday call: +3 lands on Monday, no shift', () => {
    expect(primaryImagingFollowUpDue(callOn('2026-03-13'))).toBe('2026-03-16');
    expect(NAMES[dayOfWeek('2026-03-16')]).toBe('Monday');
  });
  it('a Thursday call: +3 lands on Sunday, moved to Monday', () => {
    expect(weekendAdjusted('2026-03-15')).toBe('2026-03-16');
    expect(primaryImagingFollowUpDue(callOn('2026-03-12'))).toBe('2026-03-16');
  });
  it('a Wednesday call: +3 lands on Saturday, moved to Monday', () => {
    expect(weekendAdjusted('2026-03-14')).toBe('2026-03-16');
  });
  it('the secondary from a Friday primary: +2 lands on Sunday, moved to Monday', () => {
    expect(secondaryImagingFollowUpDue('2026-03-13')).toBe('2026-03-16');
  });
  it('the secondary from a Thursday primary: +2 lands on Saturday, moved to Monday', () => {
    expect(secondaryImagingFollowUpDue('2026-03-12')).toBe('2026-03-16');
  });
  it('counts Melbourne calendar days, not UTC ones', () => {
    // Friday 13 March 23:30 UTC is Saturday 14 March 10:30 in Melbourne: a Saturday call.
    expect(primaryImagingFollowUpDue('2026-03-13T23:30:00Z')).toBe('2026-03-17');
    expect(primaryImagingFollowUpDue('2026-03-13T23:30:00Z', 'UTC')).toBe('2026-03-16');
    // Across the end of daylight saving (Sunday 5 April 2026): Thursday 2 April 00:30 AEDT.
    expect(primaryImagingFollowUpDue('2026-04-02T00:30:00+11:00')).toBe('2026-04-06');
  });
  it('has no due date without a call', () => {
    expect(primaryImagingFollowUpDue(null)).toBeNull();
    expect(imagingFollowUpDue('not a date', YET)).toBeNull();
  });
});

describe('the Task Due column (spec 3 §4.6)', () => {
  const row = {
    callDateTime: callOn('2026-03-12'),
    patientRequiresImagingFollowUp: true,
    primaryImagingFollowUpStatus: null,
    taskDueComplete: false,
  };
  it('is N/A when the case needs no imaging follow-up', () => {
    expect(taskDue({ ...row, patientRequiresImagingFollowUp: false })).toEqual({
      kind: 'notApplicable',
      text: 'N/A',
    });
    expect(
      taskDue({ ...row, patientRequiresImagingFollowUp: false, primaryImagingFollowUpStatus: YET }).text,
    ).toBe('N/A');
  });
  it('shows the primary due date, yellow until complete', () => {
    expect(taskDue(row)).toEqual({
      kind: 'due',
      date: '2026-03-16',
      text: '16/03/2026',
      complete: false,
      colour: 'yellow',
    });
  });
  it('shows the secondary due date while the primary status is Imaging yet to be completed', () => {
    expect(taskDue({ ...row, primaryImagingFollowUpStatus: YET })).toMatchObject({
      date: '2026-03-18',
      colour: 'yellow',
    });
  });
  it('is green when complete', () => {
    expect(
      taskDue({ ...row, primaryImagingFollowUpStatus: 'Fax received', taskDueComplete: true }),
    ).toMatchObject({
      date: '2026-03-16',
      complete: true,
      colour: 'green',
    });
  });
});

describe('taskDueComplete (SCOUT: the follow-up in force has its images, or there are none)', () => {
  it('reads the primary status, or the secondary while the primary is yet to be completed', () => {
    expect(isImagingFollowUpComplete({ primaryImagingFollowUpStatus: 'Fax received' })).toBe(true);
    expect(
      isImagingFollowUpComplete({ primaryImagingFollowUpStatus: 'No additional imaging performed' }),
    ).toBe(true);
    expect(isImagingFollowUpComplete({ primaryImagingFollowUpStatus: REQUESTED })).toBe(false);
    expect(isImagingFollowUpComplete({ primaryImagingFollowUpStatus: YET })).toBe(false);
    expect(
      isImagingFollowUpComplete({
        primaryImagingFollowUpStatus: YET,
        secondaryImagingFollowUpStatus: 'Fax received',
      }),
    ).toBe(true);
    expect(
      isImagingFollowUpComplete({
        primaryImagingFollowUpStatus: YET,
        secondaryImagingFollowUpStatus: REQUESTED,
      }),
    ).toBe(false);
    expect(isImagingFollowUpComplete(null)).toBe(false);
  });
});
