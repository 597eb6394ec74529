import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTelehealthCase, renderSection } from '../../testing/telehealth-fixtures.tsx';
import { OutcomeSection } from './outcome-section.tsx';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The newest confirm dialog showing `text` (closed antd dialogs linger in happy-dom). */
async function dialog(text: string) {
  const found = await screen.findAllByText(text);
  return found.at(-1)?.closest('.ant-modal') as HTMLElement;
}

describe('Telehealth outcome and closing (spec 2 §4.10)', () => {
  it('enables Close only with an outcome, asks first, and closes with the whole-case save', async () => {
    const { saves } = await renderSection(<OutcomeSection />);
    await screen.findByRole('radiogroup', { name: 'Outcome' });
    expect(button('Close').disabled).toBe(true);
    // Transfer is not offered: it comes from a transfer request.
    expect(screen.queryByLabelText('Transfer')).toBeNull();
    fireEvent.click(screen.getByLabelText('Deceased'));
    await waitFor(() => expect(button('Close').disabled).toBe(false));
    fireEvent.click(button('Close'));
    fireEvent.click(within(await dialog(M.closeConfirm)).getByRole('button', { name: 'Yes' }));
    await screen.findByText(M.caseClosed);
    expect(saves[0]?.path).toBe('/api/telehealth/case');
    const body = saves[0]?.body as {
      outcomeInformation: { outcome: number; closedDateTime: string };
      referrerInformation: unknown;
    };
    expect(body.outcomeInformation.outcome).toBe(1);
    expect(Date.parse(body.outcomeInformation.closedDateTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.referrerInformation).toMatchObject({ lastName: 'Referrer' });
  });

  it('puts closedDateTime back when closing fails, showing the server message', async () => {
    let attempt = 0;
    const { saves } = await renderSection(<OutcomeSection />, {
      answer: () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: { statusCode: 400, error: 'Bad Request', message: 'Intensivist is required to close.' },
            }
          : { body: { ...makeTelehealthCase(), lastModified: '2026-11-03T00:00:00.000Z' } };
      },
    });
    fireEvent.click(await screen.findByLabelText('Stay In Regional ICU'));
    await waitFor(() => expect(button('Close').disabled).toBe(false));
    fireEvent.click(button('Close'));
    fireEvent.click(within(await dialog(M.closeConfirm)).getByRole('button', { name: 'Yes' }));
    await screen.findByText('Intensivist is required to close.');
    fireEvent.click(button('Save'));
    await screen.findByText(M.caseUpdated);
    expect(saves[1]?.body).toMatchObject({ outcomeInformation: { outcome: 0, closedDateTime: null } });
  });

  it('forces Transfer once a transfer is requested and refuses Close after a rejected transfer', async () => {
    await renderSection(<OutcomeSection />, { caseData: makeTelehealthCase({ transferStatus: 'rejected' }) });
    const transfer = (await screen.findByLabelText('Transfer')) as HTMLInputElement;
    await waitFor(() => expect(transfer.checked).toBe(true));
    expect(transfer.disabled).toBe(true);
    expect(button('Close').disabled).toBe(true);
  });

  it('asks the whole-record conflict question on a 409 and overwrites on Yes', async () => {
    const { saves } = await renderSection(<OutcomeSection />, {
      answer: (call) =>
        (call.body as { forceUpdate?: boolean }).forceUpdate
          ? { body: { ...makeTelehealthCase(), lastModified: '2026-11-03T00:00:00.000Z' } }
          : { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Record already modified' } },
    });
    fireEvent.click(await screen.findByLabelText('Deceased'));
    fireEvent.click(button('Save'));
    fireEvent.click(within(await dialog(M.caseConflict)).getByRole('button', { name: 'Yes' }));
    await screen.findByText(M.caseUpdated);
    expect(saves.map((s) => (s.body as { forceUpdate?: boolean }).forceUpdate)).toEqual([undefined, true]);
  });
});
