import { DRAFT_MESSAGES, type SectionDraft } from '@scout/domain/cases/section-draft';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/dates.ts';
import { DEMO_CASE as CASE, renderDemoCase } from '../../testing/demo-case.tsx';
import type { MockRoutes, RecordedCall } from '../../testing/fetch-mock.ts';
import { draftValuesOf } from './section-drafts.ts';

/**
 * The made-up case module 'demo' (testing/demo-case.tsx) with drafts on (liveModule 'demo'):
 * Referrer (name, optional phone) then Patient, shown one at a time (cards, as ECMO).
 */
const DRAFTS = '/api/drafts/demo/1';

async function open(routes: MockRoutes = {}, { readOnly = false, drafts = [] as SectionDraft[] } = {}) {
  const view = await renderDemoCase({
    readOnly,
    liveModule: 'demo',
    phone: 'optional',
    routes: {
      [`GET ${DRAFTS}`]: { body: drafts },
      [`PUT ${DRAFTS}/referrer`]: { status: 204 },
      [`PUT ${DRAFTS}/patient`]: { status: 204 },
      [`DELETE ${DRAFTS}/referrer`]: { status: 204 },
      [`DELETE ${DRAFTS}/patient`]: { status: 204 },
      [`DELETE ${DRAFTS}`]: { status: 204 },
      ...routes,
    },
  });
  await screen.findAllByText('Referrer');
  return view;
}

const draftCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith(DRAFTS)).map((c) => `${c.method} ${c.path}`);

describe('never-lost drafts of section forms', () => {
  it('keeps the edited fields as a draft a few seconds after the last change, and deletes it once the section is saved', async () => {
    const { calls } = await open({
      'PUT /api/demo/case/referrer': {
        body: { ...CASE, lastModified: 'v2', referrer: { ...CASE.referrer, name: 'Dr No' } },
      },
    });
    await waitFor(() => expect(draftCalls(calls)).toEqual([`GET ${DRAFTS}`]));
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr N' } });
    fireEvent.change(screen.getByLabelText('Referrer name'), { target: { value: 'Dr No' } });
    // Nothing is sent while typing goes on.
    expect(draftCalls(calls)).toEqual([`GET ${DRAFTS}`]);
    await waitFor(() => expect(draftCalls(calls)).toContain(`PUT ${DRAFTS}/referrer`), { timeout: 6000 });
    const put = calls.filter((c) => c.method === 'PUT' && c.path === `${DRAFTS}/referrer`);
    // One write after the pause, with the edited field only (not the untouched phone), and the token.
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({ values: { name: 'Dr No' } });
    expect(put[0]?.headers.get('authorization')).toBe('Bearer test-access-token');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Referrer section has been updated');
    await waitFor(() => expect(draftCalls(calls).at(-1)).toBe(`DELETE ${DRAFTS}/referrer`));
  }, 15_000);

  it('writes a pending draft at once, with keepalive, when the page is hidden or closed', async () => {
    const { calls, fetchMock } = await open();
    fireEvent.change(screen.getByLabelText('Referrer phone'), { target: { value: '03 9999 9999' } });
    window.dispatchEvent(new Event('pagehide'));
    // Out before the event returns (nothing awaited: the page may be gone), with the held token.
    expect(draftCalls(calls)).toContain(`PUT ${DRAFTS}/referrer`);
    const sent = fetchMock.mock.calls.find(
      ([path, init]) => path === `${DRAFTS}/referrer` && init?.method === 'PUT',
    );
    expect(sent?.[1]?.keepalive).toBe(true);
    expect(new Headers(sent?.[1]?.headers).get('authorization')).toBe('Bearer test-access-token');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ values: { phone: '03 9999 9999' } });
  });

  it('offers the drafts found on opening; Restore lays them over the sections (one not opened yet included) as unsaved edits', async () => {
    const drafts: SectionDraft[] = [
      { section: 'referrer', values: { name: 'Dr Draft' }, savedAt: '2026-11-20T05:30:00.000Z' },
      { section: 'patient', values: { weight: 71 }, savedAt: '2026-11-20T05:42:00.000Z' },
    ];
    const { calls } = await open(
      { 'PUT /api/demo/case/referrer': { body: { ...CASE, lastModified: 'v2' } } },
      { drafts },
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(DRAFT_MESSAGES.restoreQuestion(formatDateTime('2026-11-20T05:42:00.000Z'))),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect((screen.getByLabelText('Referrer name') as HTMLInputElement).value).toBe('Dr Draft');
    expect((screen.getByLabelText('Referrer phone') as HTMLInputElement).value).toBe('03 9000 0000');
    // Both sections count as edited (the menu's markers), the patient section before it is opened.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Patient \*/ })).toBeTruthy());
    expect(screen.getByRole('menuitem', { name: /Referrer \*/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: /^Patient/ }));
    expect(((await screen.findByLabelText('Weight')) as HTMLInputElement).value).toBe('71');

    // The user then saves as usual: the restored value is sent, and that section's draft goes.
    fireEvent.click(screen.getByRole('menuitem', { name: /^Referrer/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await screen.findByText('Referrer section has been updated');
    expect(calls.find((c) => c.path === '/api/demo/case/referrer')?.body).toMatchObject({ name: 'Dr Draft' });
    await waitFor(() => expect(draftCalls(calls)).toContain(`DELETE ${DRAFTS}/referrer`));
    expect(draftCalls(calls)).not.toContain(`DELETE ${DRAFTS}/patient`);
  });

  it('Discard deletes every draft of the record and leaves the saved values', async () => {
    const { calls } = await open(
      {},
      {
        drafts: [{ section: 'referrer', values: { name: 'Dr Draft' }, savedAt: '2026-11-20T05:30:00.000Z' }],
      },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(draftCalls(calls)).toContain(`DELETE ${DRAFTS}`));
    expect((screen.getByLabelText('Referrer name') as HTMLInputElement).value).toBe('Dr Who');
    expect(screen.queryByRole('menuitem', { name: /Referrer \*/ })).toBeNull();
  });

  it('a read-only case neither asks for drafts nor keeps any', async () => {
    const { calls } = await open({}, { readOnly: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(draftCalls(calls)).toEqual([]);
  });
});

describe('draftValuesOf', () => {
  it('takes each dirty leaf by its path, and a list with a dirty entry whole', () => {
    const values: Record<string, unknown> = {
      name: 'A',
      'address.suburb': 'Carlton',
      diagnosis: ['ARDS', 'Sepsis'],
    };
    const dirty = {
      name: true,
      phone: false,
      address: { suburb: true, street: false },
      diagnosis: [false, true],
    };
    expect(draftValuesOf(dirty, (p) => values[p])).toEqual({
      name: 'A',
      'address.suburb': 'Carlton',
      diagnosis: ['ARDS', 'Sepsis'],
    });
    expect(draftValuesOf({}, () => null)).toEqual({});
  });
});
