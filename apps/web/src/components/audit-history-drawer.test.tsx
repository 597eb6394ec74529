import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock.ts';
import { renderWithShell } from '../testing/render-app.tsx';
import { AUDIT_HISTORY_PATH, AuditHistoryDrawer, actionLabel } from './audit-history-drawer.tsx';

const event = (
  id: number,
  action: string,
  changes: { field: string; before: unknown; after: unknown }[],
) => ({
  id,
  occurredAt: '2026-05-01T00:30:00.000Z',
  userId: 1,
  userEmail: 'admin@scout.example',
  action,
  entityType: 'user',
  entityId: '7',
  changes,
});

describe('audit history drawer', () => {
  it("shows who changed what and when, newest first, with the caller's labels and formats", async () => {
    const { calls } = mockFetch({
      [`GET ${AUDIT_HISTORY_PATH}`]: {
        body: {
          items: [
            event(2, 'user.disable', [{ field: 'accountEnabled', before: true, after: false }]),
            event(1, 'user.update', [
              { field: 'ecmoAccess', before: 10, after: 20 },
              { field: 'surname', before: null, after: 'Tran' },
            ]),
          ],
          total: 12,
          page: 1,
          pageSize: 10,
        },
      },
    });
    await renderWithShell(
      <AuditHistoryDrawer
        open
        onClose={() => {}}
        entityType="user"
        entityId={7}
        fieldLabels={{
          surname: 'Surname',
          ecmoAccess: 'ECMO access level',
          accountEnabled: 'Account enabled',
        }}
        formatValue={(field, value) => (field === 'ecmoAccess' ? `level ${String(value)}` : undefined)}
      />,
    );
    const disabled = (await screen.findByText('Disabled')).closest('.ant-card') as HTMLElement;
    expect(within(disabled).getByText('Account enabled')).toBeTruthy();
    expect(within(disabled).getByText('Yes')).toBeTruthy();
    expect(within(disabled).getByText('No')).toBeTruthy();
    expect(within(disabled).getByText('01/05/2026 10:30 · admin@scout.example')).toBeTruthy();

    const updated = screen.getByText('Updated').closest('.ant-card') as HTMLElement;
    const rows = within(updated)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // In the order of fieldLabels, not of the log.
    expect(rows.slice(1)).toEqual(['Surname—Tran', 'ECMO access levellevel 10level 20']);
    expect(calls[0]?.path).toBe(AUDIT_HISTORY_PATH);

    // 12 events, 10 a page: the second page is another call.
    await userEvent.setup({ delay: null }).click(screen.getByTitle('2'));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('names actions in words', () => {
    expect(actionLabel('user.mfa-reset')).toBe('MFA reset');
    expect(actionLabel('jurisdiction.create')).toBe('Created');
    expect(actionLabel('country.participating-added')).toBe('Participating added');
  });
});
