import { describe, expect, it } from 'vitest';
import { appendNoteEditSuffix, NOTE_EDIT_SEPARATOR } from './note-rules.ts';

describe('note edit suffix (spec 2 §4.8)', () => {
  it('appends a separator line and the edit stamp', () => {
    expect(appendNoteEditSuffix('Patient stable.\n', '2026-03-10T02:05:00Z', 'Dr Jane Citizen')).toBe(
      `Patient stable.\n${NOTE_EDIT_SEPARATOR}\nEdited 10/03/2026 13:05 by Dr Jane Citizen`,
    );
  });
  it('stacks edits', () => {
    const once = appendNoteEditSuffix('A', '2026-03-10T02:05:00Z', 'X');
    const twice = appendNoteEditSuffix(once, '2026-03-11T02:05:00Z', 'Y');
    expect(twice.split(NOTE_EDIT_SEPARATOR)).toHaveLength(3);
    expect(twice.endsWith('Edited 11/03/2026 13:05 by Y')).toBe(true);
  });
});
