import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { telehealthDashboardQuerySchema as query } from './dashboard.schema.ts';
import { TELEHEALTH_MESSAGES as M } from './messages.ts';

describe('dashboard query (spec 2 §2.2, §7.2)', () => {
  it('defaults to the first page of 10 open cases', () => {
    expect(parsed(query, {})).toEqual({ pageSize: 10, pageNumber: 1, closedCases: false });
  });
  it('reads the query string, blanks as absent', () => {
    expect(
      parsed(query, {
        keyword: ' TH12 ',
        pageSize: '20',
        pageNumber: '3',
        hospitalId: '4',
        fromDate: '2026-03-01',
        toDate: '',
        closedCases: 'true',
      }),
    ).toEqual({
      keyword: 'TH12',
      pageSize: 20,
      pageNumber: 3,
      hospitalId: 4,
      fromDate: '2026-03-01',
      closedCases: true,
    });
    expect(parsed(query, { closedCases: 'false' }).closedCases).toBe(false);
  });
  it('refuses bad pages, dates and flags with the field named', () => {
    expect(issuesOf(query, { pageSize: '0' })[0]?.path).toBe('pageSize');
    expect(issuesOf(query, { pageSize: '1000' })[0]?.path).toBe('pageSize');
    expect(issuesOf(query, { pageNumber: 'x' })[0]?.path).toBe('pageNumber');
    expect(issuesOf(query, { fromDate: '2026-02-30' })).toEqual([
      { path: 'fromDate', message: M.invalidDate },
    ]);
    expect(issuesOf(query, { closedCases: 'yes' })[0]?.path).toBe('closedCases');
    expect(issuesOf(query, { keyword: 'x'.repeat(101) })[0]?.path).toBe('keyword');
  });
  it('refuses a From date after the To date', () => {
    expect(issuesOf(query, { fromDate: '2026-03-02', toDate: '2026-03-01' })).toEqual([
      { path: 'toDate', message: M.fromAfterTo },
    ]);
  });
});
