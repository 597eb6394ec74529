import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../testing/select-option.ts';
import { SYSTEM_ADMIN } from '../testing/ecmo-fixtures.ts';
import { renderEcmo } from '../testing/render-ecmo.tsx';

const routes = {
  'GET /api/ecmo/ecmoitemtypes': {
    body: [
      { id: 10, name: 'Circuit' },
      { id: 20, name: 'Cannula' },
    ],
  },
  'GET /api/ecmo/ecmocircuittypes': { body: [{ id: 1, name: 'Adult' }] },
  'GET /api/ecmo/ecmoitembrands': { body: [{ id: 1, name: 'Maquet' }] },
  'GET /api/ecmo/ecmoitemstatuses': {
    body: [
      { id: 10, name: 'Available' },
      { id: 20, name: 'Used' },
      { id: 30, name: 'Primed' },
    ],
  },
  'GET /api/ecmo/ecmoitemsuppliers': { body: [{ id: 1, name: 'Getinge' }] },
};

function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('Consumable item form', () => {
  it('shows circuit type only for Circuit and primed dates only for Primed; a primed date sets the capped expiry', async () => {
    await renderEcmo({ path: '/ecmo/ecmoItems/new', user: SYSTEM_ADMIN, routes });
    await screen.findByRole('heading', { name: 'New Consumable Item' });
    expect(screen.queryByLabelText('Circuit type')).toBeNull();
    await pick('Device type', 'Circuit');
    await waitFor(() => expect(screen.getByLabelText('Circuit type')).toBeTruthy());
    await pick('Device type', 'Cannula');
    await waitFor(() => expect(screen.queryByLabelText('Circuit type')).toBeNull());

    await pick('Device type', 'Circuit');
    typeDate('Expiry', '10/01/2099');
    expect(screen.queryByLabelText('Primed date')).toBeNull();
    await pick('Status', 'Primed');
    await waitFor(() => expect(screen.getByLabelText('Primed date')).toBeTruthy());

    // The primed date must be a past day: one 30 days before a far expiry is not capped.
    const primed = new Date();
    primed.setDate(primed.getDate() - 2);
    const d = (x: Date) =>
      `${String(x.getDate()).padStart(2, '0')}/${String(x.getMonth() + 1).padStart(2, '0')}/${x.getFullYear()}`;
    typeDate('Primed date', d(primed));
    const expected = new Date(primed);
    expected.setDate(expected.getDate() + 30);
    await waitFor(() =>
      expect((screen.getByLabelText('Primed expiry') as HTMLInputElement).value).toBe(d(expected)),
    );

    // Capped at the item expiry when that comes first.
    const soon = new Date();
    soon.setDate(soon.getDate() + 5);
    typeDate('Expiry', d(soon));
    await waitFor(() =>
      expect((screen.getByLabelText('Primed expiry') as HTMLInputElement).value).toBe(d(soon)),
    );

    await pick('Status', 'Available');
    await waitFor(() => expect(screen.queryByLabelText('Primed date')).toBeNull());
    expect(within(document.body).queryByLabelText('Primed expiry')).toBeNull();
  });

  it('refuses an expiry of today or earlier on a new item, keeping it as typed, and sends nothing (issue 24)', async () => {
    const { calls } = await renderEcmo({ path: '/ecmo/ecmoItems/new', user: SYSTEM_ADMIN, routes });
    await screen.findByRole('heading', { name: 'New Consumable Item' });
    await pick('Device type', 'Circuit');
    const past = new Date();
    past.setDate(past.getDate() - 3);
    const typed = `${String(past.getDate()).padStart(2, '0')}/${String(past.getMonth() + 1).padStart(2, '0')}/${past.getFullYear()}`;
    typeDate('Expiry', typed);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const expiry = screen.getByLabelText('Expiry').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(expiry).getByText(/must be after today/)).toBeTruthy());
    expect((screen.getByLabelText('Expiry') as HTMLInputElement).value).toBe(typed);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // The form moves focus to the first refused field.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('INPUT'));
  });

  it('updates an item whose stored expiry has since passed', async () => {
    const stored = {
      id: 4,
      ecmoItemTypeId: 10,
      circuitTypeId: null,
      currentLocationId: 1,
      currentLocation: 'RMH',
      supplierId: 1,
      expiry: '2020-01-01',
      ecmoItemBrandId: null,
      serialNumber: 'SN-4',
      statusId: 20,
      datePrimed: null,
      primeExpiryDate: null,
      remarks: null,
      lastModified: '2026-11-01T01:00:00.000Z',
    };
    const { calls } = await renderEcmo({
      path: '/ecmo/ecmoItems/4/update',
      user: SYSTEM_ADMIN,
      routes: {
        ...routes,
        'GET /api/ecmo/ecmoItem/4': { body: stored },
        'PUT /api/ecmo/ecmoItem': { body: stored },
        'GET /api/ecmo/ecmoItem/available': { body: [] },
        'GET /api/ecmo/ecmoItem/nearexpiry': { body: [] },
      },
    });
    await screen.findByRole('heading', { name: 'Update Consumable Item' });
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 4, expiry: '2020-01-01' });
  });

  it("shows the stored location's name, not its id, when the edit page is opened directly", async () => {
    await renderEcmo({
      path: '/ecmo/ecmoItems/3/update',
      user: SYSTEM_ADMIN,
      routes: {
        ...routes,
        'GET /api/ecmo/ecmoItem/3': {
          body: {
            id: 3,
            ecmoItemTypeId: 20,
            circuitTypeId: null,
            currentLocationId: 1,
            currentLocation: 'RMH',
            supplierId: 1,
            expiry: null,
            ecmoItemBrandId: null,
            serialNumber: 'SN-3',
            statusId: 10,
            datePrimed: null,
            primeExpiryDate: null,
            remarks: null,
            lastModified: '2026-11-01T01:00:00.000Z',
          },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Update Consumable Item' });
    const location = (await screen.findByText('Location')).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(location).getByText('RMH')).toBeTruthy());
    expect(within(location).queryByText('#1')).toBeNull();
  });

  it("says 'Ecmo item Id is invalid.' for a non-numeric id and goes back to the list", async () => {
    const { router } = await renderEcmo({
      path: '/ecmo/ecmoItems/abc/update',
      user: SYSTEM_ADMIN,
      routes: {
        'GET /api/ecmo/ecmoItem/available': { body: [] },
        'GET /api/ecmo/ecmoItem/nearexpiry': { body: [] },
      },
    });
    expect(await screen.findByText('Ecmo item Id is invalid.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecmo/ecmoItems'));
  });
});
