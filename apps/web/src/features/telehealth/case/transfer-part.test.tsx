import { TELEHEALTH_MESSAGES as M } from '@scout/domain/telehealth/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection, TH_READER } from '../testing/telehealth-fixtures.tsx';
import { TransferPart } from './transfer-part.tsx';

describe('Telehealth transfer (spec 2 §4.10)', () => {
  it('shows the referral form only after Request Transfer', async () => {
    await renderSection(<TransferPart />, {
      routes: { 'GET /api/telehealth/referencedata/healthcareproviders': { body: [] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Request Transfer' }));
    expect(await screen.findByLabelText('Transfer request')).toBeTruthy();
  });

  it('tells a read-only user there is no transfer request', async () => {
    await renderSection(<TransferPart />, { user: TH_READER });
    expect(await screen.findByText(M.noTransferRequests)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Transfer' })).toBeNull();
  });
});
