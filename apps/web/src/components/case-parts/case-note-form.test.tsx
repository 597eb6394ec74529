import { CASE_MESSAGES as M } from '@scout/domain/cases/messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { pick } from '../../testing/select-option.ts';
import { CaseNoteForm } from './case-note-form.tsx';

function renderForm() {
  const onSubmit = vi.fn(async (_values: unknown) => undefined);
  render(
    <App>
      <CaseNoteForm note={null} onSubmit={onSubmit} onClose={() => {}} />
    </App>,
  );
  return onSubmit;
}

describe('case note form (spec 2 §4.8, §5.4)', () => {
  it('asks Conversation With only for a Conversation note, and requires it there', async () => {
    const onSubmit = renderForm();
    expect(screen.queryByLabelText('Conversation With')).toBeNull();
    await pick('Type', 'Conversation');
    expect(await screen.findByLabelText('Conversation With')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Spoke to the family.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.required)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Conversation With'), { target: { value: 'Daughter' } });
    // After the failed submit happy-dom no longer computes the button's accessible name.
    fireEvent.click(screen.getByText('Save').closest('button') as HTMLButtonElement);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      typeOfNote: 'Conversation',
      conversationWith: 'Daughter',
      note: 'Spoke to the family.',
    });
  });

  it('saves a Progress note although the hidden Conversation With holds too many letters', async () => {
    const onSubmit = renderForm();
    await pick('Type', 'Conversation');
    fireEvent.change(await screen.findByLabelText('Conversation With'), {
      target: { value: 'x'.repeat(513) },
    });
    await pick('Type', 'Progress');
    await waitFor(() => expect(screen.queryByLabelText('Conversation With')).toBeNull());
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Stable overnight.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      typeOfNote: 'Progress',
      conversationWith: null,
      note: 'Stable overnight.',
    });
    expect(screen.queryByText(M.conversationWithTooLong)).toBeNull();
  });

  it('offers the Vround change only for a Vround note and limits the text', async () => {
    renderForm();
    expect(screen.queryByLabelText('Change occurred')).toBeNull();
    await pick('Type', 'Vround');
    expect(await screen.findByLabelText('Change occurred')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x'.repeat(10_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.noteTooLong)).toBeTruthy();
  });
});
