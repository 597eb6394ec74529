import { APP_VERSION, DISMISSED_BANNER_STORAGE_KEY } from '@scout/domain/shell/version';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../testing/render-app.tsx';
import { VersionBanner } from './version-banner.tsx';

const bannerText = () => screen.queryByText(/SCOUT has been updated to version/);

describe('new version banner (spec 1 §1)', () => {
  it('announces this version and links to the release notes', async () => {
    await renderWithShell(<VersionBanner />);
    expect(bannerText()?.textContent).toContain(APP_VERSION);
    expect(screen.getByRole('link', { name: 'Read the release notes' }).getAttribute('href')).toBe(
      '/release-notes',
    );
  });

  it('remembers the dismissed version and stays hidden for it', async () => {
    const first = await renderWithShell(<VersionBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the new version banner' }));
    expect(window.localStorage.getItem(DISMISSED_BANNER_STORAGE_KEY)).toBe(APP_VERSION);
    expect(bannerText()).toBeNull();

    first.unmount();
    await renderWithShell(<VersionBanner />);
    expect(bannerText()).toBeNull();
  });

  it('comes back when an older version was dismissed', async () => {
    window.localStorage.setItem(DISMISSED_BANNER_STORAGE_KEY, '1.0.6000.1');
    await renderWithShell(<VersionBanner />);
    expect(bannerText()).not.toBeNull();
  });
});
