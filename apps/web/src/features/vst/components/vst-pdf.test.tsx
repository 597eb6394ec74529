import { VST_MESSAGES as M } from '@scout/domain/vst/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route.tsx';
import { VST_READER } from '../testing/vst-dashboard-fixtures.ts';
import { VstPdfButton } from './vst-pdf.tsx';

const render = (answer: { status?: number; body: unknown }) =>
  renderRoute({
    pages: [{ path: '/x', element: <VstPdfButton type="followup" id={4} /> }],
    path: '/x',
    user: VST_READER,
    routes: {
      'GET /api/vst/form/generate/followup': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return answer;
      },
    },
  });

describe('VstPdfButton (spec 3 §7.1, §8.1)', () => {
  it('says it is loading, then shows the PDF in a frame', async () => {
    const { calls } = await render({
      body: { fileName: 'VSTFU4.pdf', contentType: 'application/pdf', base64: 'JVBERi0xLjQK' },
    });
    fireEvent.click(screen.getByRole('button', { name: /View PDF/ }));
    expect(await screen.findByText(M.pdfLoading)).toBeTruthy();
    const frame = await screen.findByTitle('VSTFU4.pdf');
    expect(frame.getAttribute('data')).toMatch(/^(blob:|data:application\/pdf;base64,JVBERi0xLjQK)/);
    expect(calls.some((c) => c.path === '/api/vst/form/generate/followup')).toBe(true);
  });

  it('says the PDF could not be loaded when the call fails', async () => {
    await render({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } });
    fireEvent.click(screen.getByRole('button', { name: /View PDF/ }));
    expect(await screen.findByText(M.pdfFailed)).toBeTruthy();
  });
});
