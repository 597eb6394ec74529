import { fireEvent, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The option titled `optionText` in an open antd Select dropdown, or in the open list of a select
 * without antd (components/shell-ui/shell-select.tsx, the dashboards' filters). Closed dropdowns of
 * other pickers stay in the page, hidden, so only an open one counts; of several, the newest.
 */
export async function findOpenOption(optionText: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-item-option, .shell-select__option'),
    ].filter((o) => o.title === optionText && !o.closest('.ant-select-dropdown-hidden'));
    const option = found.at(-1);
    if (!option) throw new Error(`no option ${optionText}`);
    return option;
  });
}

/** Opens the Select (antd's or the shell's) labelled `label` (inside `scope`, or anywhere) and clicks the option titled `option`. */
export async function pick(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  fireEvent.click(await findOpenOption(option));
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
  await user.click(await findOpenOption(optionText));
}
