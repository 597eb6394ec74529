import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-app.tsx';
import { PatientPicker } from './patient-picker.tsx';

describe('the new patient dialog of a new case', () => {
  it('opens with the focus on its first field, Last name, not on Close (WCAG 2.4.3)', async () => {
    await renderWithShell(<PatientPicker value={null} onChange={() => undefined} />);
    const opener = screen.getByRole('button', { name: 'Create new patient' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    const lastName = within(dialog).getByLabelText('Last name');
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(within(dialog).getByRole('button', { name: 'Close' })).not.toBe(document.activeElement);
  });
});
