import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../testing/render-app.tsx';
import { StrokeRowMenu } from './row-menu.tsx';

/**
 * Up and Down between the entries are antd's own (its menu moves the focus only to entries it sees
 * laid out, which happy-dom does not do): e2e/tests/keyboard.spec.ts drives them in a browser.
 *
 * Issue 24 item 8: the dashboards' row "⋮" menus (antd's Dropdown), used from the keyboard: the
 * focus moves into the menu, Escape closes it and gives the focus back to the button. A browser
 * does not move the focus to an element that is not shown (visibility: hidden), so each test also
 * checks that every element that took the focus was shown when it took it.
 */

const focusedHidden: string[] = [];
const onFocusIn = (event: FocusEvent) => {
  const target = event.target as HTMLElement;
  if (getComputedStyle(target).visibility === 'hidden') focusedHidden.push(target.textContent ?? '');
};

async function renderMenu() {
  focusedHidden.length = 0;
  document.addEventListener('focusin', onFocusIn);
  const ran = { fax: vi.fn(), arv: vi.fn(), box: vi.fn() };
  const user = userEvent.setup();
  await renderWithShell(
    <div>
      <button type="button">Before</button>
      <StrokeRowMenu
        studyId="VST12"
        items={[
          { key: 'fax', label: 'Send Fax to Hospital', onClick: ran.fax },
          { key: 'arv', label: 'Refer ARV', onClick: ran.arv },
          { key: 'box', label: 'Upload to Box', onClick: ran.box },
        ]}
      />
    </div>,
  );
  const button = await screen.findByRole('button', { name: 'Actions for VST12' });
  return { user, ran, button };
}

afterEach(() => document.removeEventListener('focusin', onFocusIn));

const KEY_CODES = { Escape: 27, ArrowDown: 40, ArrowUp: 38, Enter: 13 } as const;
/**
 * A key pressed where the focus is, with its keyCode: antd's menus read `keyCode`, which
 * user-event leaves at 0 under happy-dom (a browser sets both).
 */
const press = (key: keyof typeof KEY_CODES) => {
  const event = createEvent.keyDown(document.activeElement ?? document.body, {
    key,
    keyCode: KEY_CODES[key],
  });
  Object.defineProperty(event, 'which', { value: KEY_CODES[key] });
  fireEvent(document.activeElement ?? document.body, event);
};

const menu = () => screen.queryByRole('menu', { name: 'Actions for VST12' });
const entry = (name: string) => within(menu() as HTMLElement).getByRole('menuitem', { name });
/** The focus is inside the open menu (on an entry, or the menu itself before the first arrow). */
const focusInMenu = () => waitFor(() => expect(menu()?.contains(document.activeElement)).toBe(true));
const focused = (name: string) =>
  waitFor(() => expect(entry(name).contains(document.activeElement)).toBe(true));

describe('the row menu from the keyboard (issue 24 item 8)', () => {
  it('Enter on the button opens the menu (a menu button) with the focus in it, shown', async () => {
    const { user, button } = await renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu()?.id);
    await focusInMenu();
    expect(focusedHidden).toEqual([]);
  });

  it('Space opens it with the focus on the first entry, Escape closes and gives the focus back', async () => {
    const { user, button, ran } = await renderMenu();
    button.focus();
    await user.keyboard(' ');
    await focusInMenu();
    await focused('Send Fax to Hospital');
    press('Escape');
    await waitFor(() => expect(menu()).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(ran.fax).not.toHaveBeenCalled();
    expect(focusedHidden).toEqual([]);
  });

  it('opened again after Escape (Down on the button), it takes the focus again; Enter runs the entry', async () => {
    const { user, button, ran } = await renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    await focusInMenu();
    press('Escape');
    await waitFor(() => expect(menu()).toBeNull());
    press('ArrowDown');
    await focused('Send Fax to Hospital');
    press('Enter');
    expect(ran.fax).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu()).toBeNull());
    expect(focusedHidden).toEqual([]);
  });

  it('a click opens it with the focus in it too, and Escape closes it', async () => {
    const { user, button } = await renderMenu();
    await user.click(button);
    await focusInMenu();
    press('Escape');
    await waitFor(() => expect(menu()).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(focusedHidden).toEqual([]);
  });

  it('Escape closes the open menu while the focus is on the button (moved there by assistive technology)', async () => {
    const { user, button } = await renderMenu();
    await user.click(button);
    await focusInMenu();
    button.focus();
    press('Escape');
    await waitFor(() => expect(menu()).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
