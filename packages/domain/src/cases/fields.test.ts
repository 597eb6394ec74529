import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AddIssue, optionalScore, requireWhen } from './fields.ts';
import { CASE_MESSAGES as M } from './messages.ts';
import { issuesOf, parsed } from './test-issues.ts';

describe('optionalScore', () => {
  const score = z.object({ s: optionalScore({ min: 0, max: 5, codes: [99] }, 'Between 0 and 5, or 99') });
  const wrong = [{ path: 's', message: 'Between 0 and 5, or 99' }];
  it('takes the range and the codes, and null or nothing', () => {
    for (const s of [0, 5, 99]) expect(parsed(score, { s }).s).toBe(s);
    expect(parsed(score, {}).s).toBeNull();
    expect(parsed(score, { s: null }).s).toBeNull();
  });
  it('refuses anything else with the message naming the limit, never clamping', () => {
    for (const s of [-1, 6, 98, 100, 2.5]) expect(issuesOf(score, { s }), String(s)).toEqual(wrong);
    expect(issuesOf(score, { s: '3' })).toEqual([{ path: 's', message: M.enterNumber }]);
  });
  it('works without codes', () => {
    const gcs = z.object({ g: optionalScore({ min: 3, max: 15 }, 'GCS 3 to 15') });
    expect(issuesOf(gcs, { g: 3 })).toEqual([]);
    expect(issuesOf(gcs, { g: 99 })).toEqual([{ path: 'g', message: 'GCS 3 to 15' }]);
  });
});

describe('requireWhen', () => {
  const run = (condition: boolean, value: unknown, message?: string) => {
    const issues: [string, string | undefined][] = [];
    const add: AddIssue = (path, msg) => issues.push([path.join('.'), msg]);
    requireWhen(add, condition, value, ['f'], message);
    return issues;
  };
  it('adds Required, or the given message, when the condition holds and the value is blank', () => {
    expect(run(true, null)).toEqual([['f', M.required]]);
    expect(run(true, [], 'Pick one')).toEqual([['f', 'Pick one']]);
    expect(run(true, ' ')).toEqual([['f', M.required]]);
    expect(run(true, 'x')).toEqual([]);
    expect(run(true, 0)).toEqual([]);
    expect(run(false, null)).toEqual([]);
  });
});
