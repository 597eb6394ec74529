import type { SectionDraft } from '@scout/domain/cases/section-draft';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
});
