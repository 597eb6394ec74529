import { describe, expect, it } from 'vitest';
import { makeCaseNoteSchema } from './case-note.schema.ts';
import { CASE_MESSAGES as M } from './messages.ts';
import { FIXED_NOW, issuesOf, parsed } from './test-issues.ts';

describe('case note (spec 2 §5.4)', () => {
  const schema = makeCaseNoteSchema(FIXED_NOW);
  const note = {
    typeOfNote: 'Progress',
    conversationDateTime: '2026-03-10T08:00:00+11:00',
    note: 'Stable on ECMO.',
  };
  it('requires date/time, type and text', () => {
    expect(issuesOf(schema, {})).toEqual([
      { path: 'typeOfNote', message: M.required },
      { path: 'conversationDateTime', message: M.required },
      { path: 'note', message: M.required },
    ]);
    expect(issuesOf(schema, note)).toEqual([]);
  });
  it('limits the text to 10,000 letters', () => {
    expect(issuesOf(schema, { ...note, note: 'x'.repeat(10_000) })).toEqual([]);
    expect(issuesOf(schema, { ...note, note: 'x'.repeat(10_001) })).toEqual([
      { path: 'note', message: 'Please enter no more than 10,000 letters.' },
    ]);
  });
  it('requires Conversation With for conversations, at most 512 letters', () => {
    const conversation = { ...note, typeOfNote: 'Conversation' };
    expect(issuesOf(schema, conversation)).toEqual([{ path: 'conversationWith', message: M.required }]);
    expect(issuesOf(schema, { ...conversation, conversationWith: 'x'.repeat(512) })).toEqual([]);
    expect(issuesOf(schema, { ...conversation, conversationWith: 'x'.repeat(513) })).toEqual([
      { path: 'conversationWith', message: 'Please enter no more than 512 letters.' },
    ]);
  });
  it('keeps Conversation With and the Vround change only on their note types', () => {
    expect(
      parsed(schema, { ...note, conversationWith: 'Family', vroundChange: 'Change of mode' }),
    ).toMatchObject({
      conversationWith: null,
      vroundChange: null,
    });
    expect(
      parsed(schema, { ...note, typeOfNote: 'Vround', vroundChange: 'Change of mode' }).vroundChange,
    ).toBe('Change of mode');
    expect(issuesOf(schema, { ...note, typeOfNote: 'Vround' })).toEqual([]);
  });
  it('does not validate the hidden fields of other note types, and clears them', () => {
    const hidden = { ...note, conversationWith: 'x'.repeat(513), vroundChange: 'Not a change' };
    expect(issuesOf(schema, hidden)).toEqual([]);
    expect(parsed(schema, hidden)).toMatchObject({ conversationWith: null, vroundChange: null });
    expect(issuesOf(schema, { ...hidden, typeOfNote: 'Vround' })).toEqual([
      { path: 'vroundChange', message: M.required },
    ]);
  });
});
