import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CASE_MESSAGES as M } from './messages.ts';
import {
  isValidLocalDateTime,
  queryBoolean,
  queryCalendarDay,
  queryId,
  queryLocalDateTime,
  queryPageNumber,
  queryPageSize,
  queryText,
} from './query-params.ts';
import { issuesOf, parsed } from './test-issues.ts';

const query = z.object({
  text: queryText(5),
  id: queryId(),
  size: queryPageSize(10, 50),
  page: queryPageNumber(),
  flag: queryBoolean(true),
  day: queryCalendarDay(),
  at: queryLocalDateTime(),
});

describe('query-string builders', () => {
  it('treat blanks as absent and apply the defaults', () => {
    expect(parsed(query, { text: ' ', id: '', size: '', page: '', flag: '', day: '', at: '' })).toEqual({
      size: 10,
      page: 1,
      flag: true,
    });
  });
  it('read numbers, flags and dates from their text', () => {
    expect(
      parsed(query, {
        text: ' ab ',
        id: '4',
        size: '50',
        page: '3',
        flag: 'false',
        day: '2026-02-28',
        at: '2026-02-28T23:59:59',
      }),
    ).toEqual({
      text: 'ab',
      id: 4,
      size: 50,
      page: 3,
      flag: false,
      day: '2026-02-28',
      at: '2026-02-28T23:59:59',
    });
  });
  it('refuse values out of bounds', () => {
    const pathOf = (input: Record<string, unknown>) => issuesOf(query, input).map((i) => i.path);
    expect(pathOf({ text: 'abcdef' })).toEqual(['text']);
    expect(pathOf({ id: '0' })).toEqual(['id']);
    expect(pathOf({ size: '51' })).toEqual(['size']);
    expect(pathOf({ page: '0' })).toEqual(['page']);
    expect(pathOf({ flag: 'yes' })).toEqual(['flag']);
    expect(issuesOf(query, { day: '2026-02-29' })).toEqual([{ path: 'day', message: M.invalidDate }]);
    expect(issuesOf(query, { at: '2026-02-28' })).toEqual([{ path: 'at', message: M.invalidDate }]);
  });
  it('know a wall-clock date-time', () => {
    expect(isValidLocalDateTime('2024-02-29T00:00:00')).toBe(true);
    expect(isValidLocalDateTime('2023-02-29T00:00:00')).toBe(false);
    expect(isValidLocalDateTime('2024-01-01T23:60:00')).toBe(false);
    expect(isValidLocalDateTime('2024-01-01T10:00:00+11:00')).toBe(false);
  });
});
