import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Types into an antd Select's search box and clicks the option once the (debounced) search shows it. */
export async function pickOption(user: UserEvent, combobox: HTMLElement, search: string, optionText: string) {
  await user.click(combobox);
  await user.type(combobox, search);
  // Closed dropdowns of other pickers stay in the page, hidden: only an open one counts.
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.title === optionText && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${optionText}`);
    return found;
  });
  await user.click(option);
}

export async function pickProvider(user: UserEvent, index: number, search: string, optionText: string) {
  const combobox = screen.getAllByLabelText('Health care provider')[index];
  if (!combobox) throw new Error(`no provider picker at row ${index}`);
  await pickOption(user, combobox, search, optionText);
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

/**
 * The newest dialog showing `text`. antd confirm dialogs render into document.body, copy their
 * title into a hidden header, and (their leave animation never ending in happy-dom) stay in the
 * page after closing, so the text may be there several times: the last one is the open dialog.
 */
export async function findDialog(text: string | RegExp): Promise<HTMLElement> {
  const titles = await screen.findAllByText(text);
  const dialog = titles.at(-1)?.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('not inside a dialog');
  return dialog;
}
