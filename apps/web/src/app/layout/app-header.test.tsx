import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { APP_VERSION, PRODUCT_SHORT_NAME } from '@scout/domain/shell/version';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { makeCurrentUser } from '../../testing/test-data.ts';

describe('header (spec 1 §1)', () => {
  it('shows the title, environment, version and the user', async () => {
    await renderApp({ user: makeCurrentUser({ displayName: 'Alex Example' }) });
    const banner = await screen.findByRole('banner');
    expect(banner.textContent).toContain(PRODUCT_SHORT_NAME);
    expect(banner.textContent).toContain('Test');
    expect(banner.textContent).toContain(`v${APP_VERSION}`);
    expect(banner.textContent).toContain('Alex Example');
  });

  it('asks before logging out, and Yes signs out at the provider', async () => {
    const { services } = await renderApp();
    const signoutRedirect = vi.spyOn(services.userManager, 'signoutRedirect').mockResolvedValue();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SHELL_MESSAGES.logoutConfirm)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'test-id-token' }));
    expect(await services.userManager.getUser()).toBeNull();
  });

  it('keeps the session when the user answers No', async () => {
    const { services } = await renderApp();
    const signoutRedirect = vi.spyOn(services.userManager, 'signoutRedirect').mockResolvedValue();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(signoutRedirect).not.toHaveBeenCalled();
    expect(await services.userManager.getUser()).not.toBeNull();
  });

  it('offers the same confirmation from the Telehealth side menu', async () => {
    await renderApp({
      path: '/telehealth/cases',
      user: makeCurrentUser({ access: { telehealth: ACCESS_LEVEL.Read } }),
    });
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(within(await screen.findByRole('dialog')).getByText(SHELL_MESSAGES.logoutConfirm)).toBeTruthy();
  });
});
