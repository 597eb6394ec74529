import { ACCESS_LEVEL } from '@scout/domain/access/roles';
import { SHELL_MESSAGES } from '@scout/domain/shell/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';
import { makeCurrentUser } from '../testing/test-data.ts';

const { Admin, Manage, Read } = ACCESS_LEVEL;

describe('route guards (spec 2 §2.1: 403 page)', () => {
  it('shows the 403 text on an admin page for a user who is not a system admin', async () => {
    await renderApp({ path: '/ccmp/users', user: makeCurrentUser({ access: { ecmo: Read } }) });
    expect(await screen.findByText(SHELL_MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByRole('button', { name: SHELL_MESSAGES.backHome })).toBeTruthy();
  });

  it('lets an ECMO Read user open cases but not create one', async () => {
    const { router } = await renderApp({
      path: '/ecmo/new',
      user: makeCurrentUser({ access: { ecmo: Read } }),
    });
    expect(await screen.findByText(SHELL_MESSAGES.forbidden)).toBeTruthy();
    await router.navigate('/ecmo/cases');
    expect(await screen.findByRole('heading', { name: 'Open Cases' })).toBeTruthy();
    expect(screen.queryByText(SHELL_MESSAGES.forbidden)).toBeNull();
  });

  it('keeps VST Read users out of Clinics and hides the menu item', async () => {
    await renderApp({ path: '/vst/clinics', user: makeCurrentUser({ access: { vst: Read } }) });
    expect(await screen.findByText(SHELL_MESSAGES.forbidden)).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /VST/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Clinics/ })).toBeNull();
  });

  it('needs the export right for VST reports', async () => {
    const manage = makeCurrentUser({ access: { vst: Manage } });
    await renderApp({ path: '/vst/reports/monthly', user: manage });
    expect(await screen.findByText(SHELL_MESSAGES.forbidden)).toBeTruthy();
  });

  it('opens VST reports for a Manage user with the export flag', async () => {
    const exporter = makeCurrentUser({ access: { vst: Manage }, canExportVstData: true });
    await renderApp({ path: '/vst/reports/monthly', user: exporter });
    expect(await screen.findByRole('heading', { name: 'Monthly Report' })).toBeTruthy();
  });

  it('shows consumables only to ECMO admins', async () => {
    await renderApp({ path: '/ecmo/ecmoItems', user: makeCurrentUser({ access: { ecmo: Admin } }) });
    expect(await screen.findByRole('heading', { name: 'Consumable' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Consumable/ })).toBeTruthy();
  });

  it('titles the VTIS dashboard as the spec does', async () => {
    await renderApp({ path: '/vst/vtisconsults', user: makeCurrentUser({ access: { vtis: Manage } }) });
    expect(
      await screen.findByText('Victorian Telestroke Inpatient Service - Consults and Follow Ups'),
    ).toBeTruthy();
  });

  it('sends /vst to the VTIS dashboard for a VTIS-only user', async () => {
    const { router } = await renderApp({ path: '/vst', user: makeCurrentUser({ access: { vtis: Read } }) });
    await screen.findByRole('heading', { name: 'VTIS' });
    expect(router.state.location.pathname).toBe('/vst/vtisconsults');
  });
});

describe('unknown paths (404 page)', () => {
  it('shows the 404 text and goes back home', async () => {
    const { router } = await renderApp({
      path: '/no/such/page',
      user: makeCurrentUser({ access: { ecmo: Read } }),
    });
    expect(await screen.findByText(SHELL_MESSAGES.notFound)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.backHome }));
    expect(await screen.findByTestId('tile-ecmo')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 text for an unknown path inside an area', async () => {
    await renderApp({ path: '/ecmo/unknown/deeper', user: makeCurrentUser({ role: 'systemadmin' }) });
    expect(await screen.findByText(SHELL_MESSAGES.notFound)).toBeTruthy();
  });
});

describe('admin area (spec 1 §2)', () => {
  it('shows only the Administration header and the admin menu', async () => {
    await renderApp({ path: '/ccmp', user: makeCurrentUser({ role: 'systemadmin' }) });
    expect(await screen.findByRole('heading', { name: 'Administration' })).toBeTruthy();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'User Management',
      'Countries',
      'Health Care Providers',
      'Patient Profiles',
      'Integration Testing',
      'Outbox',
      'Main Menu',
    ]);
  });
});
