import { DRAFT_MESSAGES, type SectionDraft } from '@scout/domain/cases/section-draft';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/dates.ts';
import type { MockRoutes, RecordedCall } from '../../testing/fetch-mock.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { CasePageProvider } from '../case-module/case-page-context.tsx';
import { DraftKeeper } from '../case-module/section-drafts.ts';
import { CaseNotes } from './case-notes.tsx';
import { TransferRequestForm } from './transfer-request-form.tsx';

/**
 * Never-lost drafts of the shared case parts (issue 15 item 2, case-module README §3a): on an
 * ECMO case page (drafts on: liveModule 'ecmo') the note being written is the author's draft
 * 'notes-new' and the transfer request being entered 'transfer-new', offered back by the part when
 * the case is opened again.
 */
const DRAFTS = '/api/drafts/ecmo/1';
const NOTES = '/api/ecmo/cases/1/notes';
const CASE = { id: 1, lastModified: 'v1' };
const TEXTS = {
  leaveGuard: 'Leave?',
  validationFailed: 'Validation failed',
  conflict: { question: 'Overwrite?' },
  noUnsavedChanges: 'Nothing to save',
};
const SAVED_NOTE = {
  id: 7,
  typeOfNote: 'Progress',
  conversationDateTime: '2026-11-20T05:00:00.000Z',
  createdOn: '2026-11-20T05:50:00.000Z',
  createdBy: 'Test User',
  conversationWith: null,
  vroundChange: null,
  note: 'Stable on VA ECMO, lactate falling.',
  lastModified: '2026-11-20T05:50:00.000Z',
};

function NotesPage({ part = 'notes' }: { part?: 'notes' | 'transfer' }) {
  return (
    <CasePageProvider
      caseData={CASE}
      queryKey={['ecmo', 'case', 1]}
      readOnly={false}
      texts={TEXTS}
      sections={[]}
      basePath="/ecmo/cases/1"
      liveModule="ecmo"
    >
      {part === 'transfer' ? (
        <TransferRequestForm
          initial={null}
          hospitals={[{ value: 4, label: 'Bendigo' }]}
          clinicalDetailsComplete
          onSubmit={async () => undefined}
        />
      ) : (
        <CaseNotes
          module="ecmo"
          caseId={1}
          readOnly={false}
          toasts={{ saved: 'Note saved', saveFailed: 'Not saved' }}
        />
      )}
    </CasePageProvider>
  );
}

async function open({
  drafts = [] as SectionDraft[],
  routes = {} as MockRoutes,
  part = 'notes' as 'notes' | 'transfer',
} = {}) {
  const view = await renderRoute({
    path: '/ecmo/cases/1/notes',
    pages: [{ path: '/ecmo/cases/1/*', element: <NotesPage part={part} /> }],
    routes: {
      [`GET ${NOTES}`]: { body: [] },
      [`GET ${DRAFTS}`]: { body: drafts },
      [`PUT ${DRAFTS}/notes-new`]: { status: 204 },
      [`DELETE ${DRAFTS}/notes-new`]: { status: 204 },
      [`PUT ${DRAFTS}/transfer-new`]: { status: 204 },
      [`DELETE ${DRAFTS}/transfer-new`]: { status: 204 },
      ...routes,
    },
  });
  await screen.findByText(part === 'notes' ? 'Add Note' : 'Request Transfer');
  await waitFor(() => expect(draftCalls(view.calls)).toContain(`GET ${DRAFTS}`));
  return view;
}

const draftCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path.startsWith(DRAFTS)).map((c) => `${c.method} ${c.path}`);
const noteField = () => screen.getByLabelText('Note') as HTMLTextAreaElement;

describe('never-lost drafts of case notes', () => {
  it('keeps the note being typed as a draft, written at once with keepalive when the page is hidden', async () => {
    const { calls, fetchMock } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Family meeting at 4 pm' } });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    expect(draftCalls(calls)).toContain(`PUT ${DRAFTS}/notes-new`);
    const put = calls.find((c) => c.method === 'PUT' && c.path === `${DRAFTS}/notes-new`);
    expect(put?.body).toEqual({ values: { note: 'Family meeting at 4 pm' } });
    const sent = fetchMock.mock.calls.find(
      ([path, init]) => path === `${DRAFTS}/notes-new` && init?.method === 'PUT',
    );
    expect(sent?.[1]?.keepalive).toBe(true);
  });

  it('closing the dialog unsaved keeps the text: Add Note opens with it again', async () => {
    const { calls } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Half a thought' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The pending draft leaves as the dialog closes.
    await waitFor(() => expect(draftCalls(calls)).toContain(`PUT ${DRAFTS}/notes-new`));
    await waitFor(() => expect(screen.queryByLabelText('Note')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(noteField().value).toBe('Half a thought'));
  });

  it('reopening the case offers the draft; Restore reopens the Add Note dialog with the text, and its save drops the draft', async () => {
    const savedAt = '2026-11-20T05:42:00.000Z';
    const { calls } = await open({
      drafts: [{ section: 'notes-new', values: { note: 'Stable on VA ECMO, lactate' }, savedAt }],
      routes: { [`POST ${NOTES}`]: { status: 201, body: SAVED_NOTE } },
    });
    const offer = await screen.findByRole('dialog');
    expect(within(offer).getByText(DRAFT_MESSAGES.restoreQuestion(formatDateTime(savedAt)))).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: DRAFT_MESSAGES.restore }));

    await waitFor(() => expect(noteField().value).toBe('Stable on VA ECMO, lactate'));
    expect(screen.getByText('Add Note', { selector: '.ant-modal-title' })).toBeTruthy();
    fireEvent.change(noteField(), { target: { value: SAVED_NOTE.note } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === NOTES)).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ note: SAVED_NOTE.note });
    await waitFor(() => expect(draftCalls(calls).at(-1)).toBe(`DELETE ${DRAFTS}/notes-new`));
  });

  it('Discard on the offer deletes that draft only', async () => {
    const { calls } = await open({
      drafts: [{ section: 'notes-new', values: { note: 'Old' }, savedAt: '2026-11-20T05:42:00.000Z' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: DRAFT_MESSAGES.discard }));
    await waitFor(() => expect(draftCalls(calls)).toContain(`DELETE ${DRAFTS}/notes-new`));
    expect(draftCalls(calls)).not.toContain(`DELETE ${DRAFTS}`);
    expect(screen.queryByLabelText('Note')).toBeNull();
  });
});

describe('never-lost drafts of the transfer request', () => {
  const lastName = () => screen.getAllByLabelText('Last Name')[0] as HTMLInputElement;

  it('reopening the case offers the request being entered; Restore lays it over the form; typing is kept on page hide', async () => {
    const savedAt = '2026-11-20T06:10:00.000Z';
    const { calls } = await open({
      part: 'transfer',
      drafts: [
        { section: 'transfer-new', values: { 'referral.referrer.lastName': 'Nguyen' }, savedAt },
        // Not a transfer draft: the notes part offers it, not this form.
        { section: 'notes-new', values: { note: 'x' }, savedAt },
      ],
    });
    const offer = await screen.findByRole('dialog');
    expect(within(offer).getByText(DRAFT_MESSAGES.restoreQuestion(formatDateTime(savedAt)))).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: DRAFT_MESSAGES.restore }));
    await waitFor(() => expect(lastName().value).toBe('Nguyen'));

    fireEvent.change(screen.getAllByLabelText('First Name')[0] as HTMLInputElement, {
      target: { value: 'Mai' },
    });
    window.dispatchEvent(new Event('pagehide'));
    const put = calls.find((c) => c.method === 'PUT' && c.path === `${DRAFTS}/transfer-new`);
    expect(put?.body).toEqual({
      values: { 'referral.referrer.lastName': 'Nguyen', 'referral.referrer.firstName': 'Mai' },
    });
  });
});

describe('the page’s offer and the parts’ drafts', () => {
  const at = '2026-11-20T06:10:00.000Z';
  const sent = (send: ReturnType<typeof vi.fn>) => send.mock.calls.map(([m, p]) => `${m} ${p}`);

  it('parts offer nothing until the page’s question is answered, and the page’s Discard keeps their drafts', async () => {
    const send = vi.fn(async () => undefined);
    const keeper = new DraftKeeper(DRAFTS, send);
    keeper.found(
      [{ section: 'referrer', values: { name: 'A' }, savedAt: at }],
      [{ section: 'notes-new', values: { note: 'B' }, savedAt: at }],
    );
    const isNote = (k: string) => k.startsWith('notes-');
    expect(keeper.partDrafts(isNote)).toEqual([]);
    keeper.discard();
    keeper.offerParts();
    await waitFor(() => expect(sent(send)).toEqual([`DELETE ${DRAFTS}/referrer`]));
    expect(keeper.partDrafts(isNote).map((d) => d.section)).toEqual(['notes-new']);
  });

  it('without parts’ drafts the page’s Discard stays one DELETE of the record', async () => {
    const send = vi.fn(async () => undefined);
    const keeper = new DraftKeeper(DRAFTS, send);
    keeper.found([{ section: 'referrer', values: { name: 'A' }, savedAt: at }]);
    keeper.discard();
    await waitFor(() => expect(sent(send)).toEqual([`DELETE ${DRAFTS}`]));
  });
});
