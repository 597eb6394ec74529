import { describe, expect, it } from 'vitest';
import { clearedWhen } from './clearing.ts';

describe('clearedWhen', () => {
  const v = { answer: 'No', detail: 'x', choices: ['a'], kept: 1 };
  it('empties the fields when hidden: null, or [] for a list', () => {
    expect(clearedWhen(v, true, ['detail'])).toEqual({ ...v, detail: null });
    expect(clearedWhen(v, true, ['choices'], 'list')).toEqual({ ...v, choices: [] });
  });
  it('returns the same values untouched when shown', () => {
    expect(clearedWhen(v, false, ['detail', 'choices'])).toBe(v);
  });
});
