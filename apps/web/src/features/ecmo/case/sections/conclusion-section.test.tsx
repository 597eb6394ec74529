import { ECMO_MESSAGES as M } from '@scout/domain/ecmo/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../testing/fetch-mock.ts';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../../testing/ecmo-fixtures.ts';
import { renderEcmoSection } from '../../testing/render-ecmo.tsx';
import { ConclusionSection } from './conclusion-section.tsx';

const decannulated = makeCase({
  ecmoDetails: {
    ecmoStatus: 'OffEcmo',
    decannulation: { hasEcmoStoppedAndDecannulated: true },
  } as never,
});

async function openConclusion(ecmoCase = decannulated, extra = {}) {
  await renderEcmoSection(<ConclusionSection />, {
    sectionKey: 'conclusion',
    caseData: ecmoCase,
    user: ECMO_MANAGER,
    routes: { ...lookupRoutes(), ...extra },
  });
  await screen.findByRole('menu', { name: 'Case sections' });
}

describe('ECMO conclusion', () => {
  it('says the case has not been decannulated yet before decannulation', async () => {
    await openConclusion(makeCase());
    expect(await screen.findByText(M.notDecannulatedYet)).toBeTruthy();
  });

  it('forces Died and disables Discharged for Never weaned, and confirms before closing', async () => {
    const saves: RecordedCall[] = [];
    await openConclusion(decannulated, {
      'PATCH /api/ecmo/cases/7/conclusion': (call: RecordedCall) => {
        saves.push(call);
        return { body: {} };
      },
    });
    const discharged = (await screen.findByLabelText('Discharged')) as HTMLInputElement;
    fireEvent.click(discharged);
    expect(discharged.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Never weaned'));
    await waitFor(() => expect((screen.getByLabelText('Died') as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('Discharged') as HTMLInputElement).disabled).toBe(true);

    const conclusion = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(conclusion);
    expect((await screen.findAllByText(M.conclusionConfirm)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText(M.conclusionUpdated);
    expect(saves[0]?.body).toMatchObject({ ecmoOutcome: 'Never weaned', patientOutcome: 'Died' });
  });
});
