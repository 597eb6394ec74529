import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { makeCurrentUser } from '../../testing/test-data.ts';

const KEY_CODES = { Escape: 27, ArrowDown: 40 } as const;
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

const userButton = () => screen.findByRole('button', { name: 'Alex Example' });

describe('user menu and Log out in the header (antd Dropdown and Modal)', () => {
  it('is a menu button: opens with the keyboard, moves focus in, Escape closes and returns focus', async () => {
    await renderApp({ user: makeCurrentUser({ displayName: 'Alex Example' }) });
    const button = await userButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The menu's code loads when the focus first reaches the button, which is then drawn anew.
    const menuButton = await userButton();
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(menuButton.getAttribute('aria-controls')).toBe(menu.id);
    const entry = within(menu).getByRole('menuitem', { name: 'Two-factor authentication' });
    // The focus moves into the menu, onto its entry.
    await waitFor(() => expect(entry.contains(document.activeElement)).toBe(true));

    press('Escape');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });

  it('opens the account security page from its entry, and closes', async () => {
    const { router } = await renderApp({ user: makeCurrentUser({ displayName: 'Alex Example' }) });
    await userEvent.click(await userButton());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Two-factor authentication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on a click elsewhere', async () => {
    await renderApp({ user: makeCurrentUser({ displayName: 'Alex Example' }) });
    await userEvent.click(await userButton());
    expect(await screen.findByRole('menu')).toBeTruthy();
    await userEvent.click(await screen.findByRole('heading', { level: 1, name: 'Main Menu' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('asks before logging out in a labelled modal dialog; Escape answers No and focus returns', async () => {
    const { services } = await renderApp();
    const signoutRedirect = vi.spyOn(services.userManager, 'signoutRedirect').mockResolvedValue();
    const logOut = await screen.findByRole('button', { name: 'Log out' });
    await userEvent.click(logOut);
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(SHELL_MESSAGES.logoutConfirm)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Yes' })),
    );

    // Tab stays inside the dialog: antd's Modal keeps it there in a browser (a focus lock happy-dom
    // does not run), checked by the e2e keyboard and a11y sweeps.

    press('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(logOut));
    expect(signoutRedirect).not.toHaveBeenCalled();
  });
});
