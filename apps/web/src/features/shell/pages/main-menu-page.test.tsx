import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { NO_AREA_TITLE, noAreaAdvice } from '@scout/domain/shell/no-area';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCurrentUser } from '../../../testing/test-data.ts';
import { MainMenuPage } from './main-menu-page.tsx';

const ALL = ['telehealth', 'ecmo', 'vst', 'admin', 'resources'] as const;

function openMenu(user: ReturnType<typeof makeCurrentUser>) {
  return renderRoute({
    pages: [{ path: paths.home.path, element: <MainMenuPage /> }],
    path: paths.home.getHref(),
    user,
  });
}

async function tilesFor(user: ReturnType<typeof makeCurrentUser>) {
  await openMenu(user);
  await screen.findByTestId('tile-resources');
  return ALL.filter((key) => screen.queryByTestId(`tile-${key}`) !== null);
}

describe('main menu tiles (spec 1 §1)', () => {
  it('shows every tile, in order, to a system admin', async () => {
    await openMenu(makeCurrentUser({ role: 'systemadmin' }));
    await screen.findByTestId('tile-resources');
    const order = screen.getAllByTestId(/^tile-/).map((el) => el.getAttribute('data-testid'));
    expect(order).toEqual(ALL.map((key) => `tile-${key}`));
  });

  it('shows a call taker the clinical tiles but not Admin', async () => {
    expect(await tilesFor(makeCurrentUser({ role: 'avraso' }))).toEqual([
      'telehealth',
      'ecmo',
      'vst',
      'resources',
    ]);
  });

  it('shows an ECMO Read user only VECMOS and Resources', async () => {
    expect(await tilesFor(makeCurrentUser({ access: { ecmo: ACCESS_LEVEL.Read } }))).toEqual([
      'ecmo',
      'resources',
    ]);
  });

  it('tells a user without any area why only Resources is offered and whom to ask (issue 24)', async () => {
    await openMenu(makeCurrentUser());
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(NO_AREA_TITLE);
    expect(notice.textContent).toContain(noAreaAdvice({ vecmos: '03 5550 0101', stroke: '03 5550 0102' }));
  });

  it('says nothing of the kind to a user with an area or to a system admin', async () => {
    await openMenu(makeCurrentUser({ access: { vtis: ACCESS_LEVEL.Read } }));
    await screen.findByTestId('tile-vst');
    expect(screen.queryByText(NO_AREA_TITLE)).toBeNull();
  });

  it('shows only Resources to a user without access', async () => {
    expect(await tilesFor(makeCurrentUser())).toEqual(['resources']);
  });

  it('makes each tile a real link with a heading', async () => {
    await openMenu(makeCurrentUser({ role: 'systemadmin' }));
    const ecmo = await screen.findByTestId('tile-ecmo');
    expect(ecmo.tagName).toBe('A');
    expect(ecmo.getAttribute('href')).toBe('/ecmo/cases');
    expect(screen.getByRole('heading', { name: 'VECMOS' })).toBeTruthy();
    expect(screen.getByTestId('tile-admin').getAttribute('href')).toBe('/ccmp');
  });

  it('points the VST tile of a VTIS-only user to the VTIS dashboard', async () => {
    await openMenu(makeCurrentUser({ access: { vtis: ACCESS_LEVEL.Manage } }));
    expect((await screen.findByTestId('tile-vst')).getAttribute('href')).toBe('/vst/vtisconsults');
  });
});
