import { describe, expect, it } from 'vitest';
import {
  financialQuarterOf,
  monthlyReportDefaultRange,
  quarterlyReportDefaultRange,
  reportRangeParams,
  reportToday,
} from './date-ranges.ts';

describe('monthly report default range (spec 3 §9: 1 July 2024 to the last day of the previous month)', () => {
  it('on 1 July', () => {
    expect(monthlyReportDefaultRange('2026-07-01')).toEqual({ fromDate: '2024-07-01', toDate: '2026-06-30' });
  });
  it('on 31 December', () => {
    expect(monthlyReportDefaultRange('2026-12-31')).toEqual({ fromDate: '2024-07-01', toDate: '2026-11-30' });
  });
  it('on 1 January', () => {
    expect(monthlyReportDefaultRange('2027-01-01')).toEqual({ fromDate: '2024-07-01', toDate: '2026-12-31' });
  });
  it('ends on the last day of February, leap years included', () => {
    expect(monthlyReportDefaultRange('2028-03-15').toDate).toBe('2028-02-29');
    expect(monthlyReportDefaultRange('2027-03-01').toDate).toBe('2027-02-28');
  });
  it('on the start month itself covers the previous month only', () => {
    expect(monthlyReportDefaultRange('2024-07-15')).toEqual({ fromDate: '2024-06-01', toDate: '2024-06-30' });
    expect(monthlyReportDefaultRange('2024-08-01')).toEqual({ fromDate: '2024-07-01', toDate: '2024-07-31' });
  });
});

describe('quarterly report default range (spec 3 §9: the previous quarter, counted from July)', () => {
  it('on 1 July: April to June', () => {
    expect(quarterlyReportDefaultRange('2026-07-01')).toEqual({
      fromDate: '2026-04-01',
      toDate: '2026-06-30',
      financialYear: 'FY2025-26',
      quarter: 4,
    });
  });
  it('on 31 December: July to September', () => {
    expect(quarterlyReportDefaultRange('2026-12-31')).toEqual({
      fromDate: '2026-07-01',
      toDate: '2026-09-30',
      financialYear: 'FY2026-27',
      quarter: 1,
    });
  });
  it('on 1 January: October to December of the year before', () => {
    expect(quarterlyReportDefaultRange('2027-01-01')).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-12-31',
      financialYear: 'FY2026-27',
      quarter: 2,
    });
  });
  it('on 1 April: January to March', () => {
    expect(quarterlyReportDefaultRange('2027-04-01')).toMatchObject({
      fromDate: '2027-01-01',
      toDate: '2027-03-31',
      quarter: 3,
    });
  });
  it('numbers the financial-year quarters from July', () => {
    expect(financialQuarterOf('2026-07-01')).toEqual({
      financialYear: 'FY2026-27',
      quarter: 1,
      fromDate: '2026-07-01',
      toDate: '2026-09-30',
    });
    expect(financialQuarterOf('2027-06-30')).toMatchObject({
      financialYear: 'FY2026-27',
      quarter: 4,
      fromDate: '2027-04-01',
    });
    expect(financialQuarterOf('2099-12-31').financialYear).toBe('FY2099-00');
  });
});

describe('today and the range on the wire', () => {
  it('takes today in Melbourne: 30 June 15:00 UTC is already 1 July there', () => {
    const now = new Date('2026-06-30T15:00:00Z');
    expect(reportToday(now)).toBe('2026-07-01');
    expect(reportToday(now, 'UTC')).toBe('2026-06-30');
    expect(monthlyReportDefaultRange(reportToday(now)).toDate).toBe('2026-06-30');
    expect(quarterlyReportDefaultRange(reportToday(now)).fromDate).toBe('2026-04-01');
  });
  it('sends the days as yyyy-MM-ddTHH:mm:ss from the first to the last second', () => {
    expect(reportRangeParams({ fromDate: '2024-07-01', toDate: '2026-06-30' })).toEqual({
      fromDate: '2024-07-01T00:00:00',
      toDate: '2026-06-30T23:59:59',
    });
  });
});
