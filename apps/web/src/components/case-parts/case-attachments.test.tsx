import { ATTACHMENT_MESSAGES } from '@scout/domain/cases/attachment.schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellServicesProvider } from '../../lib/shell-services.tsx';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { createTestQueryClient, createTestServices } from '../../testing/render-app.tsx';
import { CaseAttachments } from './case-attachments.tsx';

const LIST = '/api/ecmo/cases/7/attachments';
const KEPT = {
  id: 1,
  filename: 'referral.pdf',
  filesize: 2048,
  contentType: 'application/pdf',
  createdOn: '2026-11-20T01:00:00.000Z',
  createdBy: 'Eli Ecmomanager',
  isDeleted: false,
  deletedBy: null,
  deletedOn: null,
};

/** The upload goes by XMLHttpRequest (for its progress): the server refuses the file's type. */
class RefusingUpload {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send() {
    this.status = 400;
    this.responseText = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: ATTACHMENT_MESSAGES.type,
      fieldErrors: [{ field: 'file', message: ATTACHMENT_MESSAGES.type }],
    });
    setTimeout(() => this.onload?.(), 0);
  }
}

afterEach(() => vi.unstubAllGlobals());

async function renderAttachments() {
  const network = mockFetch({
    [`GET ${LIST}`]: { body: [KEPT] },
    [`DELETE ${LIST}/1`]: { status: 204 },
  });
  vi.stubGlobal('XMLHttpRequest', RefusingUpload);
  const services = await createTestServices();
  const { container } = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ShellServicesProvider value={services}>
        <App>
          <CaseAttachments module="ecmo" caseId={7} readOnly={false} />
        </App>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: 'referral.pdf' });
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  const uploadRefused = async () => {
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    });
    expect(await screen.findByText(ATTACHMENT_MESSAGES.type)).toBeTruthy();
  };
  return { network, uploadRefused };
}

describe('case attachments: an upload refusal (issue 24)', () => {
  it('is cleared by Show deleted, the next action after it', async () => {
    const { uploadRefused } = await renderAttachments();
    await uploadRefused();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.queryByText(ATTACHMENT_MESSAGES.type)).toBeNull());
  });

  it('is cleared by deleting a file', async () => {
    const { network, uploadRefused } = await renderAttachments();
    await uploadRefused();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(network.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(screen.queryByText(ATTACHMENT_MESSAGES.type)).toBeNull();
  });

  it('can be closed by its named Close button', async () => {
    const { uploadRefused } = await renderAttachments();
    await uploadRefused();
    fireEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    await waitFor(() => expect(screen.queryByText(ATTACHMENT_MESSAGES.type)).toBeNull());
  });
});
