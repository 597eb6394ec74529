import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithShell } from '../../testing/render-app.tsx';

function Broken(): never {
  throw new Error('Cannot read the case');
}

describe('route error boundary', () => {
  it('reports the error to logerror and shows a friendly message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch({ 'POST /api/ccmp/logging/logerror': { status: 204 } });
    await renderWithShell(<Broken />, { withErrorPage: true });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/ccmp/logging/logerror'));
    expect(calls[0]?.body).toMatchObject({ errorMessage: expect.stringContaining('Cannot read the case') });
  });
});
