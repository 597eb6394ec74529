import type { CurrentUser } from '@scout/domain/admin/current-user.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { CurrentUserProvider } from '../../lib/current-user.tsx';
import { ShellServicesProvider } from '../../lib/shell-services.tsx';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { createTestQueryClient, createTestServices } from '../../testing/render-app.tsx';
import { makeCurrentUser } from '../../testing/test-data.ts';
import { TransferStatusControl } from './transfer-status-control.tsx';

async function renderControl(user: CurrentUser, status: 'requested' | 'completed' = 'requested') {
  const services = await createTestServices();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ShellServicesProvider value={services}>
        <CurrentUserProvider user={user}>
          <App>
            <TransferStatusControl module="ecmo" caseId={7} transferId={42} status={status} />
          </App>
        </CurrentUserProvider>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
}

describe('transfer status control (local retrieval driver)', () => {
  it('lets a system administrator record the next status of the transfer', async () => {
    const network = mockFetch({ 'POST /api/ccmp/admin/retrieval/42/status': { body: {} } });
    await renderControl(makeCurrentUser({ role: 'systemadmin' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'New transfer status' }));
    fireEvent.click(await screen.findByTitle('accepted'));
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() =>
      expect(network.calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/ccmp/admin/retrieval/42/status',
        body: { status: 'accepted' },
      }),
    );
  });

  it('is hidden from other users and when the transfer is final', async () => {
    mockFetch({});
    await renderControl(makeCurrentUser({ role: 'user' }));
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
    await renderControl(makeCurrentUser({ role: 'systemadmin' }), 'completed');
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
  });
});
