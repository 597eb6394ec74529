import { fireEvent, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const OPTION = '.ant-select-item-option';

/**
 * Where the open list of this combobox shows its options: antd's dropdown holding the listbox the
 * combobox controls (aria-controls).
 * Null while the combobox names no list (closed, or not a select): then any open list counts.
 */
function openListOf(combobox: HTMLElement): HTMLElement | null {
  const listId = combobox.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return null;
  return list.closest<HTMLElement>('.ant-select-dropdown') ?? list;
}

/**
 * The option titled `optionText` in an open antd Select dropdown. With `combobox`, only in the list that
 * combobox opened once it names one (another Select's dropdown that is still closing never takes
 * the click); otherwise closed dropdowns of other pickers stay in the page, hidden, so only an
 * open one counts; of several, the newest.
 */
export async function findOpenOption(optionText: string, combobox?: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const scope = (combobox && openListOf(combobox)) ?? document;
    const found = [...scope.querySelectorAll<HTMLElement>(OPTION)].filter(
      (o) => o.title === optionText && !o.closest('.ant-select-dropdown-hidden'),
    );
    const option = found.at(-1);
    if (!option) throw new Error(`no option ${optionText}`);
    return option;
  });
}

/** Opens the antd Select labelled `label` (inside `scope`, or anywhere) and clicks the option titled `option`. */
export async function pick(label: string, option: string, scope: HTMLElement = document.body) {
  const combobox = within(scope).getByLabelText(label);
  fireEvent.mouseDown(combobox);
  fireEvent.click(await findOpenOption(option, combobox));
}

/** The same with user-event: clicks the Select, types `search` into it if given, and clicks the option. */
export async function pickOption(
  user: UserEvent,
  combobox: HTMLElement,
  optionText: string,
  search?: string,
) {
  await user.click(combobox);
  if (search) await user.type(combobox, search);
  await user.click(await findOpenOption(optionText, combobox));
}
