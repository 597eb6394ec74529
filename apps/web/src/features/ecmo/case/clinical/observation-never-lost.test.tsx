import type { SectionDraft } from '@scout/domain/cases/section-draft';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ECMO_MANAGER, lookupRoutes, makeCase } from '../../testing/ecmo-fixtures.ts';
import { renderEcmo } from '../../testing/render-ecmo.tsx';

/**
 * Never-lost drafts (issue 15 item 2) of the observation being entered: it is part of the Clinical
 * Details form (the list's current entry), so what is typed into it is kept in that section's
 * draft and comes back with Restore.
 */
const CASE = makeCase();
const DRAFTS = `/api/drafts/ecmo/${CASE.id}`;

async function openClinical(drafts: SectionDraft[] = []) {
  const view = await renderEcmo({
    path: `/ecmo/cases/${CASE.id}/clinicaldetails`,
    user: ECMO_MANAGER,
    routes: {
      [`GET /api/ecmo/cases/${CASE.id}`]: { body: CASE },
      [`GET ${DRAFTS}`]: { body: drafts },
      [`PUT ${DRAFTS}/clinicaldetails`]: { status: 204 },
      ...lookupRoutes(),
    },
  });
  const panel = (await screen.findByText('Observations')).closest('.ant-card') as HTMLElement;
  return { ...view, panel };
}

describe('the observation being entered, as a draft', () => {
  it('is written with the Clinical Details draft when the page is hidden', async () => {
    const { calls, panel } = await openClinical();
    await waitFor(() => expect(calls.some((c) => c.path === DRAFTS)).toBe(true));
    fireEvent.change(within(panel).getByLabelText('HR'), { target: { value: '90' } });
    window.dispatchEvent(new Event('pagehide'));
    const put = calls.find((c) => c.method === 'PUT' && c.path === `${DRAFTS}/clinicaldetails`);
    expect(put?.body).toEqual({ values: { 'observations.current.hr': 90 } });
  });

  it('comes back with Restore', async () => {
    const { panel } = await openClinical([
      {
        section: 'clinicaldetails',
        values: { 'observations.current.hr': 88 },
        savedAt: '2026-11-20T05:42:00.000Z',
      },
    ]);
    const offer = await screen.findByRole('dialog');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect((within(panel).getByLabelText('HR') as HTMLInputElement).value).toBe('88'));
  });

  it('keeps a refused date as typed, with its message, through the draft and Restore', async () => {
    const { calls, panel } = await openClinical();
    await waitFor(() => expect(calls.some((c) => c.path === DRAFTS)).toBe(true));
    const when = within(panel).getByLabelText('Date/time') as HTMLInputElement;
    fireEvent.focus(when);
    fireEvent.change(when, { target: { value: '31/02/2026 10:00' } });
    fireEvent.blur(when);
    await waitFor(() => expect(within(panel).getByText('31/02/2026 10:00 is not a date')).toBeTruthy());
    window.dispatchEvent(new Event('pagehide'));
    const put = calls.find((c) => c.method === 'PUT' && c.path === `${DRAFTS}/clinicaldetails`);
    const values = (put?.body as { values?: Record<string, unknown> } | undefined)?.values ?? {};
    const [path, kept] =
      Object.entries(values).find(([, v]) => JSON.stringify(v).includes('31/02/2026')) ?? [];
    expect(kept).toEqual({ $refusedDate: '31/02/2026 10:00', message: '31/02/2026 10:00 is not a date' });

    // What the server keeps is JSON: read back and restored, the box shows the text and the message.
    cleanup();
    const reopened = await openClinical([
      { section: 'clinicaldetails', values: { [path as string]: kept }, savedAt: '2026-11-20T05:42:00.000Z' },
    ]);
    const offer = await screen.findByRole('dialog');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect((within(reopened.panel).getByLabelText('Date/time') as HTMLInputElement).value).toBe(
        '31/02/2026 10:00',
      ),
    );
    expect(within(reopened.panel).getByText('31/02/2026 10:00 is not a date')).toBeTruthy();
  });
});
