import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellMenuButton } from './shell-menu-button.tsx';

/**
 * Issue 24 item 8: the dashboards' row "⋮" menus, used from the keyboard. A browser does not move
 * the focus to an element that is not shown (visibility: hidden), so each test also checks that
 * every element that took the focus was shown when it took it; jsdom alone would focus it anyway.
 */

const ITEMS = [
  { key: 'fax', label: 'Send Fax to Hospital' },
  { key: 'arv', label: 'Refer ARV' },
  { key: 'pdf', label: 'View PDF' },
];

const focusedHidden: string[] = [];
const onFocusIn = (event: FocusEvent) => {
  const target = event.target as HTMLElement;
  if (getComputedStyle(target).visibility === 'hidden') focusedHidden.push(target.textContent ?? '');
};

function renderMenu() {
  focusedHidden.length = 0;
  document.addEventListener('focusin', onFocusIn);
  const onSelect = vi.fn();
  const user = userEvent.setup();
  render(
    <div>
      <button type="button">Before</button>
      <ShellMenuButton label="Actions for VST12" icon="⋮" items={ITEMS} onSelect={onSelect} />
    </div>,
  );
  return { user, onSelect, button: screen.getByRole('button', { name: 'Actions for VST12' }) };
}

afterEach(() => document.removeEventListener('focusin', onFocusIn));

const entry = (name: string) =>
  within(screen.getByRole('menu', { name: 'Actions for VST12' })).getByRole('menuitem', { name });

describe('ShellMenuButton from the keyboard (issue 24 item 8)', () => {
  it('Enter on the button opens the menu with the focus on its first entry, shown', async () => {
    const { user, button } = renderMenu();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(entry('Send Fax to Hospital'));
    expect(focusedHidden).toEqual([]);
  });

  it('Up and Down move between the entries (round the ends), Escape closes and gives the focus back', async () => {
    const { user, button, onSelect } = renderMenu();
    button.focus();
    await user.keyboard(' ');
    expect(document.activeElement).toBe(entry('Send Fax to Hospital'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(entry('Refer ARV'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(entry('Send Fax to Hospital'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(entry('View PDF'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(onSelect).not.toHaveBeenCalled();
    expect(focusedHidden).toEqual([]);
  });

  it('opened again after Escape, it takes the focus again; Enter runs the entry', async () => {
    const { user, button, onSelect } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(entry('Send Fax to Hospital'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('arv');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(focusedHidden).toEqual([]);
  });

  it('a click opens it with the focus on the first entry too, and Escape closes it', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    expect(document.activeElement).toBe(entry('Send Fax to Hospital'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(focusedHidden).toEqual([]);
  });

  it('Escape closes the open menu while the focus is on the button (moved there by assistive technology)', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    button.focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
