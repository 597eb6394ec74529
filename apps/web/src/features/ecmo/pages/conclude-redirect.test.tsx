import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../testing/ecmo-fixtures.ts';
import { renderEcmo } from '../testing/render-ecmo.tsx';

const decannulated = makeCase({
  ecmoDetails: {
    ecmoStatus: 'OffEcmo',
    decannulation: { hasEcmoStoppedAndDecannulated: true },
  } as never,
});
const concluded = makeCase({
  ...decannulated,
  ecmoConclusion: { ecmoOutcome: 'Successful Wean', patientOutcome: 'Discharged', notes: null } as never,
  archived: true,
  closedOn: '2026-11-02T01:00:00.000Z',
  lastModified: '2026-11-02T01:00:00.000Z',
});

const selectedMenuItem = (name: string) =>
  screen
    .getAllByRole('menuitem', { name: new RegExp(name) })
    .some((item) => item.querySelector('a[aria-current="page"]') !== null);

describe('concluding an ECMO case', () => {
  it('goes to the archived case, with Archived Cases highlighted, once the conclusion is saved', async () => {
    let closed = false;
    const { router } = await renderEcmo({
      path: '/ecmo/cases/7/conclusion',
      user: ECMO_MANAGER,
      routes: {
        'GET /api/ecmo/cases/7': () => ({ body: closed ? concluded : decannulated }),
        'PATCH /api/ecmo/cases/7/conclusion': () => {
          closed = true;
          return { body: {} };
        },
        ...lookupRoutes(),
      },
    });
    fireEvent.click(await screen.findByLabelText('Successful Wean'));
    fireEvent.click(screen.getByLabelText('Discharged'));
    expect(selectedMenuItem('Open Cases')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText(M.conclusionUpdated);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecmo/archive/cases/7/conclusion'));
    await waitFor(() => expect(selectedMenuItem('Archived Cases')).toBe(true));
    expect(selectedMenuItem('Open Cases')).toBe(false);
    expect(await screen.findByText('This case is read-only.')).toBeTruthy();
  });
});
