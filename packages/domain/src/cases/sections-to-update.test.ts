import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AddIssue } from './fields.ts';
import { CASE_MESSAGES as M } from './messages.ts';
import { sectionsToUpdateList, sentSections } from './sections-to-update.ts';
import { issuesOf } from './test-issues.ts';

const NAMES = ['referrer', 'patient', 'outcome'] as const;

describe('sectionsToUpdate', () => {
  const schema = z.object({ sectionsToUpdate: sectionsToUpdateList(NAMES) });
  it('needs at least one known section, each once', () => {
    expect(issuesOf(schema, { sectionsToUpdate: ['patient'] })).toEqual([]);
    expect(issuesOf(schema, {})).toEqual([{ path: 'sectionsToUpdate', message: M.sectionsToUpdateRequired }]);
    expect(issuesOf(schema, { sectionsToUpdate: [] })).toEqual([
      { path: 'sectionsToUpdate', message: M.sectionsToUpdateRequired },
    ]);
    expect(issuesOf(schema, { sectionsToUpdate: ['notes'] })[0]?.path).toBe('sectionsToUpdate.0');
    expect(issuesOf(schema, { sectionsToUpdate: ['patient', 'patient'] })).toEqual([
      { path: 'sectionsToUpdate', message: M.duplicateChoice },
    ]);
  });
  it('keeps the listed sections sent, in form order, and reports those not sent', () => {
    const issues: string[] = [];
    const add: AddIssue = (path, message) => issues.push(`${path.join('.')}: ${message}`);
    const body = {
      sectionsToUpdate: ['outcome', 'referrer', 'patient'],
      referrer: {},
      outcome: { x: 1 },
      patient: null,
    };
    expect(sentSections(body, NAMES, add)).toEqual(['referrer', 'outcome']);
    expect(issues).toEqual([`patient: ${M.sectionMissing}`]);
    expect(sentSections({ sectionsToUpdate: 'referrer' }, NAMES, add)).toEqual([]);
  });
});
