import { REPERFUSION_MESSAGES as M } from '@scout/domain/reperfusion/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../../../testing/find-dialog.ts';
import { inPanel, makeNote, NOTES_PATH, renderCase } from '../../testing/reperfusion-fixtures.tsx';

type Body = Record<string, unknown>;

describe('Reperfusion case: comments (spec 3 §4.9, §5.10)', () => {
  it('refuses an empty note, then adds one with the case as its record', async () => {
    let notes = [makeNote()];
    const view = await renderCase({
      section: 'comments',
      routes: {
        [`GET ${NOTES_PATH}`]: () => ({ body: notes }),
        'POST /api/vst/patientnotes': (call) => {
          const note = makeNote({ id: 12, content: (call.body as Body).content as string });
          notes = [note, ...notes];
          return { status: 201, body: note };
        },
      },
    });
    const comments = await inPanel('comments');
    expect(await comments.findByText('Called Bendigo radiology')).toBeTruthy();
    const box = comments.getByLabelText('New note') as HTMLTextAreaElement;
    expect(box.getAttribute('rows')).toBe('6');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(comments.getByRole('button', { name: 'Add Note' }));
    expect(await comments.findByText(M.noteContentRequired)).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(box, { target: { value: 'Scans requested from Bendigo' } });
    fireEvent.click(comments.getByRole('button', { name: 'Add Note' }));
    expect(await comments.findByText('Scans requested from Bendigo')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      patientProfileId: 3,
      application: 'vst-reperfusion-case',
      foreignId: 5,
      content: 'Scans requested from Bendigo',
      metadataJson: null,
    });
    await waitFor(() => expect(box.value).toBe(''));
    expect(comments.getAllByTestId('patient-note')).toHaveLength(2);
  });

  it('edits a note: Cancel asks once edited, Save sends the text, the history shows Created and Edited with the authors', async () => {
    let note = makeNote();
    const view = await renderCase({
      section: 'comments',
      routes: {
        [`GET ${NOTES_PATH}`]: () => ({ body: [note] }),
        'PUT /api/vst/patientnotes/11': (call) => {
          note = {
            ...note,
            content: (call.body as Body).content as string,
            lastModified: '2026-03-09T02:00:00.000Z',
            editHistory: [
              { editedAt: '2026-03-09T02:00:00.000Z', editedBy: 'Dana Director', content: note.content },
            ],
          };
          return { body: note };
        },
      },
    });
    const comments = await inPanel('comments');
    fireEvent.click(await comments.findByRole('button', { name: 'Edit' }));
    const edit = comments.getByLabelText('Edit note') as HTMLTextAreaElement;
    // Unchanged: Cancel closes without asking.
    fireEvent.click(comments.getByRole('button', { name: 'Cancel' }));
    expect(comments.queryByLabelText('Edit note')).toBeNull();
    expect(screen.queryByText(M.noteCancelConfirm)).toBeNull();

    fireEvent.click(comments.getByRole('button', { name: 'Edit' }));
    fireEvent.change(comments.getByLabelText('Edit note'), {
      target: { value: 'Called Bendigo radiology twice' },
    });
    fireEvent.click(comments.getByRole('button', { name: 'Cancel' }));
    const dialog = await findDialog(M.noteCancelConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect((comments.getByLabelText('Edit note') as HTMLTextAreaElement).value).toBe(
      'Called Bendigo radiology twice',
    );
    expect(edit).toBeTruthy();
    fireEvent.click(comments.getByRole('button', { name: 'Save' }));
    expect(await comments.findByText('Called Bendigo radiology twice')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      content: 'Called Bendigo radiology twice',
      metadataJson: null,
      lastModified: '2026-03-09T01:00:00.000Z',
    });
    const history = comments.getByLabelText('Note history');
    expect(within(history).getByText('Created 09/03/2026 12:00 by Sam Someone')).toBeTruthy();
    expect(within(history).getByText('Edited 09/03/2026 13:00 by Dana Director')).toBeTruthy();
  });

  it('says "Error saving new note" when the save fails', async () => {
    await renderCase({
      section: 'comments',
      routes: {
        'POST /api/vst/patientnotes': {
          status: 500,
          body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
        },
      },
    });
    const comments = await inPanel('comments');
    expect(await comments.findByText(M.noNotes)).toBeTruthy();
    fireEvent.change(comments.getByLabelText('New note'), { target: { value: 'A note' } });
    fireEvent.click(comments.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText(M.noteSaveFailed)).toBeTruthy();
    expect((comments.getByLabelText('New note') as HTMLTextAreaElement).value).toBe('A note');
  });
});
