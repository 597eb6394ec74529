import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECORD_CHANGED_TEXT } from '../../../components/case-module/record-change-banner.tsx';
import { announceChange } from '../../../lib/live-events.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../testing/ecmo-fixtures.ts';
import { renderEcmo } from '../testing/render-ecmo.tsx';

const CASE = makeCase();
const OTHER_USER = { module: 'ecmo', app: 'ecmo', id: 7, by: 'Erin Ecmoadmin', byUserId: 999 };

async function openCase() {
  const view = await renderEcmo({
    path: '/ecmo/cases/7',
    user: ECMO_MANAGER,
    routes: { 'GET /api/ecmo/cases/7': { body: CASE }, ...lookupRoutes() },
  });
  await screen.findByRole('heading', { name: /^Jane Citizen/ });
  return view;
}

const caseLoads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/ecmo/cases/7').length;

describe('an open ECMO case hears of changes to it (issue 15)', () => {
  it('refreshes at once when another user changes it and nothing is being edited', async () => {
    const view = await openCase();
    const before = caseLoads(view.calls);
    act(() => announceChange(OTHER_USER));
    expect(await screen.findByText(RECORD_CHANGED_TEXT.changedBy('Erin Ecmoadmin'))).toBeTruthy();
    expect(screen.getByText(RECORD_CHANGED_TEXT.refreshed)).toBeTruthy();
    await waitFor(() => expect(caseLoads(view.calls)).toBe(before + 1));
  });

  it('keeps unsaved edits and warns before they are saved into a conflict', async () => {
    const view = await openCase();
    const before = caseLoads(view.calls);
    fireEvent.change(screen.getByLabelText('Contact number'), { target: { value: '0399998888' } });
    act(() => announceChange(OTHER_USER));
    expect(await screen.findByText(RECORD_CHANGED_TEXT.keptEdits)).toBeTruthy();
    expect((screen.getByLabelText('Contact number') as HTMLInputElement).value).toBe('0399998888');
    expect(caseLoads(view.calls)).toBe(before);
  });

  it("ignores other records, and the user's own changes", async () => {
    await openCase();
    act(() => {
      announceChange({ ...OTHER_USER, id: 8 });
      announceChange({ ...OTHER_USER, module: 'telehealth' });
      announceChange({ ...OTHER_USER, byUserId: ECMO_MANAGER.userId });
    });
    expect(screen.queryByText(/This record was changed by/)).toBeNull();
  });
});
