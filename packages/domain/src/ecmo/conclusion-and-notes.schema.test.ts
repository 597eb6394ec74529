import { describe, expect, it } from 'vitest';
import { makeCaseNoteSchema } from './case-note.schema.ts';
import { conclusionSchema, isPatientOutcomeDisabled, patientOutcomeFor } from './conclusion.schema.ts';
import { deleteCaseSchema } from './delete-case.schema.ts';
import { ECMO_MESSAGES as M } from './messages.ts';
import { FIXED_NOW, issuesOf, parsed } from './test-issues.ts';

describe('conclusion (spec 2 §4.2, §5.3)', () => {
  it('requires both outcomes', () => {
    expect(issuesOf(conclusionSchema, {})).toEqual([
      { path: 'ecmoOutcome', message: M.required },
      { path: 'patientOutcome', message: M.required },
    ]);
    expect(issuesOf(conclusionSchema, { ecmoOutcome: 'Bridged', patientOutcome: 'Discharged' })).toEqual([]);
  });
  it('forces Died for Never weaned', () => {
    expect(parsed(conclusionSchema, { ecmoOutcome: 'Never weaned' }).patientOutcome).toBe('Died');
    expect(
      parsed(conclusionSchema, { ecmoOutcome: 'Never weaned', patientOutcome: 'Discharged' }).patientOutcome,
    ).toBe('Died');
    expect(patientOutcomeFor('Never weaned', 'Discharged')).toBe('Died');
    expect(patientOutcomeFor('Successful Wean', 'Discharged')).toBe('Discharged');
  });
  it('disables Discharged for Never weaned only', () => {
    expect(isPatientOutcomeDisabled('Never weaned', 'Discharged')).toBe(true);
    expect(isPatientOutcomeDisabled('Never weaned', 'Died')).toBe(false);
    expect(isPatientOutcomeDisabled('Successful Wean', 'Discharged')).toBe(false);
  });
});

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

describe('delete case (spec 2 §5.6)', () => {
  it('requires a reason', () => {
    expect(issuesOf(deleteCaseSchema, { id: '12', reasonForDeletion: '  ' })).toEqual([
      { path: 'reasonForDeletion', message: 'Please specify your reason for deleting this case' },
    ]);
    expect(issuesOf(deleteCaseSchema, { id: '12' })).toEqual([
      { path: 'reasonForDeletion', message: M.deleteReasonRequired },
    ]);
    expect(parsed(deleteCaseSchema, { id: '12', reasonForDeletion: 'Duplicate' })).toEqual({
      id: 12,
      reasonForDeletion: 'Duplicate',
    });
  });
});
