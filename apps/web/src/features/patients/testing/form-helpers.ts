import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { pickOption } from '../../../testing/select-option.ts';

export async function pickProvider(user: UserEvent, index: number, search: string, optionText: string) {
  const combobox = screen.getAllByLabelText('Health care provider')[index];
  if (!combobox) throw new Error(`no provider picker at row ${index}`);
  await pickOption(user, combobox, optionText, search);
}

/** The form-item row that holds a labelled control (for its error text). */
export function formItemOf(label: HTMLElement): HTMLElement {
  const item = label.closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error('not inside a form item');
  return item;
}

export async function expectFieldError(control: HTMLElement, message: string) {
  await waitFor(() => expect(within(formItemOf(control)).getByText(message)).toBeTruthy());
}
