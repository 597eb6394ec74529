import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { NO_AREA_TITLE } from '@scout/domain/shell/no-area';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { ReleaseNotesPage } from './release-notes-page.tsx';
import { ResourcesPage } from './resources-page.tsx';

/** The resources and release notes pages at `path`. */
function openPage(path: string, user: ReturnType<typeof makeCurrentUser>) {
  return renderRoute({
    pages: [
      { path: paths.resources.path, element: <ResourcesPage /> },
      { path: paths.releaseNotes.path, element: <ReleaseNotesPage /> },
    ],
    path,
    user,
  });
}

describe('resources (spec 3 §2.13)', () => {
  it('tells a user without any area that there is nothing to see, why, and whom to ask', async () => {
    await openPage(paths.resources.getHref(), makeCurrentUser());
    expect(await screen.findByText(SHELL_MESSAGES.noDocuments)).toBeTruthy();
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(NO_AREA_TITLE);
    expect(notice.textContent).toContain('Ask your administrator');
    expect(notice.textContent).toContain('03 5550 0101');
    expect(notice.textContent).toContain('03 5550 0102');
  });

  it('shows the Telehealth guide and contacts to a Telehealth user, and no notice', async () => {
    await openPage(paths.resources.getHref(), makeCurrentUser({ access: { telehealth: ACCESS_LEVEL.Read } }));
    const guide = await screen.findByRole('link', { name: 'Telehealth user guide' });
    expect(guide.getAttribute('href')).toBe('/resources/telehealth-user-guide.html');
    expect(screen.getByText('Telehealth intensivist on call')).toBeTruthy();
    expect(screen.getByRole('link', { name: '03 5550 0120' }).getAttribute('href')).toBe('tel:0355500120');
    expect(screen.queryByText(SHELL_MESSAGES.noDocuments)).toBeNull();
    expect(screen.queryByText(NO_AREA_TITLE)).toBeNull();
  });

  it('shows VECMOS documents, opening in a new tab, to a VECMOS user', async () => {
    await openPage(paths.resources.getHref(), makeCurrentUser({ access: { ecmo: ACCESS_LEVEL.Read } }));
    const guide = await screen.findByRole('link', { name: 'VECMOS user guide' });
    expect(guide.getAttribute('href')).toBe('/resources/vecmos-user-guide.html');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'VECMOS data dictionary' })).toBeTruthy();
    expect(screen.queryByText('VST call centre')).toBeNull();
  });

  it('shows stroke contacts to a VST user', async () => {
    await openPage(paths.resources.getHref(), makeCurrentUser({ access: { vst: ACCESS_LEVEL.Read } }));
    expect(await screen.findByText('VST call centre')).toBeTruthy();
    expect(screen.getByRole('link', { name: '03 5550 0110' }).getAttribute('href')).toBe('tel:0355500110');
    expect(screen.getByText(/Support line/).textContent).toContain('03 5550 0102');
    expect(screen.queryByRole('link', { name: 'VECMOS user guide' })).toBeNull();
  });
});

describe('release notes (spec 3 §2.13)', () => {
  it('shows General to everyone and only the sections of the apps the user has', async () => {
    await openPage(paths.releaseNotes.getHref(), makeCurrentUser({ access: { vst: ACCESS_LEVEL.Read } }));
    expect(await screen.findByRole('heading', { name: 'General' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'VST' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'ECMO' })).toBeNull();
    expect(screen.getByText(/VST Read users have no Clinics access/)).toBeTruthy();
    expect(screen.getByText(/Admins can enable Manage users to export VST data/)).toBeTruthy();
  });
});
