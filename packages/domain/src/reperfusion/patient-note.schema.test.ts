import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../cases/test-issues.ts';
import { REPERFUSION_MESSAGES as M } from './messages.ts';
import {
  editPatientNoteSchema,
  newPatientNoteSchema,
  PATIENT_NOTE_APPLICATION,
  patientNotesParamsSchema,
} from './patient-note.schema.ts';
import { needsCancelConfirmation, noteHistory } from './patient-notes.ts';

const newNote = {
  patientProfileId: 9,
  application: 'vst-reperfusion-case',
  foreignId: 5,
  content: 'Called radiology',
};

describe('new patient note (spec 3 §5.10, §7.3)', () => {
  it('is kept for the reperfusion case application', () => {
    expect(PATIENT_NOTE_APPLICATION).toBe('vst-reperfusion-case');
    expect(parsed(newPatientNoteSchema, newNote)).toEqual({ ...newNote, metadataJson: null });
  });
  it('must have content: "New note must have content"', () => {
    for (const content of ['', '   ', undefined]) {
      expect(issuesOf(newPatientNoteSchema, { ...newNote, content })).toEqual([
        { path: 'content', message: 'New note must have content' },
      ]);
    }
    expect(M.noteContentRequired).toBe('New note must have content');
  });
  it('holds at most 10,000 letters and a JSON object as metadata', () => {
    expect(issuesOf(newPatientNoteSchema, { ...newNote, content: 'x'.repeat(10_001) })).toEqual([
      { path: 'content', message: M.noteTooLong },
    ]);
    expect(parsed(newPatientNoteSchema, { ...newNote, content: 'x'.repeat(10_000) }).content).toHaveLength(
      10_000,
    );
    expect(
      parsed(newPatientNoteSchema, { ...newNote, metadataJson: '{"section":"imaging"}' }).metadataJson,
    ).toBe('{"section":"imaging"}');
    expect(issuesOf(newPatientNoteSchema, { ...newNote, metadataJson: '[1]' })).toEqual([
      { path: 'metadataJson', message: M.metadataJsonInvalid },
    ]);
  });
  it('refuses another application', () => {
    expect(issuesOf(newPatientNoteSchema, { ...newNote, application: 'ecmo' }).map((i) => i.path)).toEqual([
      'application',
    ]);
    expect(
      issuesOf(patientNotesParamsSchema, { patientProfileId: '9', application: 'x', foreignId: '5' }),
    ).toHaveLength(1);
    expect(
      parsed(patientNotesParamsSchema, {
        patientProfileId: '9',
        application: 'vst-reperfusion-case',
        foreignId: '5',
      }),
    ).toEqual({ patientProfileId: 9, application: 'vst-reperfusion-case', foreignId: 5 });
  });
  it('is edited with content and metadataJson, content still required', () => {
    expect(parsed(editPatientNoteSchema, { content: ' Fax received ' }).content).toBe('Fax received');
    expect(issuesOf(editPatientNoteSchema, { content: '' })).toEqual([
      { path: 'content', message: M.noteContentRequired },
    ]);
  });
});

describe('note edit history and cancel (spec 3 §4.9)', () => {
  it('lists Created then each Edited entry with its author and the text it left', () => {
    const note = {
      content: 'third',
      createdOn: '2026-03-06T10:00:00Z',
      createdBy: 'Ann',
      editHistory: [
        { editedAt: '2026-03-08T10:00:00Z', editedBy: 'Cal', content: 'second' },
        { editedAt: '2026-03-07T10:00:00Z', editedBy: 'Bo', content: 'first' },
      ],
    };
    expect(noteHistory(note)).toEqual([
      { action: 'Created', at: '2026-03-06T10:00:00Z', by: 'Ann', content: 'first' },
      { action: 'Edited', at: '2026-03-07T10:00:00Z', by: 'Bo', content: 'second' },
      { action: 'Edited', at: '2026-03-08T10:00:00Z', by: 'Cal', content: 'third' },
    ]);
    expect(noteHistory({ ...note, editHistory: [] })).toEqual([
      { action: 'Created', at: '2026-03-06T10:00:00Z', by: 'Ann', content: 'third' },
    ]);
  });
  it('asks for confirmation on Cancel only when edited', () => {
    expect(needsCancelConfirmation('Called radiology', 'Called radiology ')).toBe(false);
    expect(needsCancelConfirmation('Called radiology', 'Called radiology twice')).toBe(true);
  });
});
