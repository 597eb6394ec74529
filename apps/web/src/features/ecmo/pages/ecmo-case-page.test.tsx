import { CONFLICT_MESSAGES } from '@scout/domain/api/conflict';
import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../testing/fetch-mock.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase, SYSTEM_ADMIN } from '../testing/ecmo-fixtures.ts';
import { renderEcmo } from '../testing/render-ecmo.tsx';

const CASE = makeCase();

async function openReferrer(extra = {}, user = ECMO_MANAGER) {
  const view = await renderEcmo({
    path: '/ecmo/cases/7',
    user,
    routes: { 'GET /api/ecmo/cases/7': { body: CASE }, ...lookupRoutes(), ...extra },
  });
  await screen.findByRole('heading', { name: /^Jane Citizen \(F, \d+\) - RMH$/ });
  return view;
}

const contact = () => screen.getByLabelText('Contact number') as HTMLInputElement;

describe('ECMO case page', () => {
  it('shows the header and title, and saves the referrer with Save and Next', async () => {
    const saves: RecordedCall[] = [];
    const { router } = await openReferrer({
      'PATCH /api/ecmo/cases/7/referrerinformation': (call: RecordedCall) => {
        saves.push(call);
        return { body: {} };
      },
    });
    expect(document.title).toBe('ECMO7');
    expect(screen.getByText('01/05/1980')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    fireEvent.change(contact(), { target: { value: '0399998888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and Next' }));
    await screen.findByText(M.referrerUpdated);
    expect(saves[0]?.body).toMatchObject({
      referrerContactNumber: '0399998888',
      lastModified: CASE.lastModified,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecmo/cases/7/patient'));
  });

  it('asks on a 409 and resends with forceUpdate', async () => {
    const saves: RecordedCall[] = [];
    await openReferrer({
      'PATCH /api/ecmo/cases/7/referrerinformation': (call: RecordedCall) => {
        saves.push(call);
        return saves.length === 1
          ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' } }
          : { body: {} };
      },
    });
    fireEvent.change(contact(), { target: { value: '0399998888' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(CONFLICT_MESSAGES.question)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText(M.referrerUpdated);
    expect(saves[1]?.body).toMatchObject({ forceUpdate: true });
  });

  it('sends one request for a double-clicked Save and disables the buttons while it is in flight', async () => {
    const saves: RecordedCall[] = [];
    let answer: (reply: { body: unknown }) => void = () => {};
    await openReferrer({
      'PATCH /api/ecmo/cases/7/referrerinformation': (call: RecordedCall) => {
        saves.push(call);
        // The server's answer to a second save with the same lastModified.
        if (saves.length > 1) {
          return {
            status: 409,
            body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' },
          };
        }
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    fireEvent.change(contact(), { target: { value: '0399998888' } });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
    const card = save.closest('.ant-card') as HTMLElement;
    const next = within(card).getByText('Save and Next').closest('button') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect((save.closest('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(save);
    fireEvent.click(screen.getByRole('menuitem', { name: /Save All/ }));
    answer({ body: {} });
    await screen.findByText(M.referrerUpdated);
    await waitFor(() => expect((save.closest('button') as HTMLButtonElement).disabled).toBe(false));
    expect(saves).toHaveLength(1);
    expect(screen.queryByText(CONFLICT_MESSAGES.question)).toBeNull();
  });

  it('asks before leaving with unsaved changes, and offers Delete to system admins', async () => {
    const { router } = await openReferrer({}, SYSTEM_ADMIN);
    expect(screen.getByRole('menuitem', { name: /Delete/ })).toBeTruthy();
    fireEvent.change(contact(), { target: { value: '0399998888' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Back/ }));
    expect((await screen.findAllByText(M.leaveGuard)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/ecmo/cases/7');

    fireEvent.click(screen.getByRole('menuitem', { name: /Delete/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText(M.deleteReasonRequired)).length).toBeGreaterThan(0);
  });

  it('puts server field errors on fields, and Save All saves the edited sections', async () => {
    const saves: RecordedCall[] = [];
    await openReferrer({
      'PATCH /api/ecmo/cases/7/referrerinformation': (call: RecordedCall) => {
        saves.push(call);
        return saves.length === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message: 'Validation failed',
                fieldErrors: [{ field: 'referrerContactNumber', message: 'Not a phone number' }],
              },
            }
          : { body: {} };
      },
    });
    fireEvent.change(contact(), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a phone number')).toBeTruthy();
    expect((await screen.findAllByText(M.referrerUpdateFailed)).length).toBeGreaterThan(0);
    expect(screen.getByRole('menuitem', { name: 'Referrer *' })).toBeTruthy();

    fireEvent.change(contact(), { target: { value: '0399998888' } });
    fireEvent.click(screen.getByRole('menuitem', { name: /Save All/ }));
    await screen.findByText(M.referrerUpdated);
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toMatchObject({ referrerContactNumber: '0399998888' });
  });
});
